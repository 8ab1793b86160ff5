import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";

/** The record's two open-data files, as download links; `primary` makes the CSV the main action. */
export function RecordDownloads({
  csv,
  json,
  labels,
  primary = false,
  className,
}: {
  csv: string;
  json: string;
  labels: { csv: string; json: string };
  primary?: boolean;
  className?: string;
}) {
  return (
    <p className={className ?? "flex flex-wrap gap-3"}>
      <Button asChild variant={primary ? "default" : "outline"}>
        <a href={csv} download>
          <Icon name="download" />
          {labels.csv}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={json} download>
          <Icon name="download" />
          {labels.json}
        </a>
      </Button>
    </p>
  );
}
