import { Icon } from "#app/components/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";

/**
 * A data set's open-data files as download links (CSV first), and the JSON Schema that describes the JSON:
 * the enforcement record, the taxonomy and the pattern catalogue.
 */
export function DataDownloads({
  csv,
  json,
  schema,
  labels,
  primary = false,
  className,
}: {
  csv: string;
  json: string;
  schema: string;
  labels: { csv: string; json: string; schema: string };
  primary?: boolean;
  className?: string;
}) {
  return (
    <p className={className ?? "flex flex-wrap items-center gap-3"}>
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
      <a href={schema} className="inline-flex min-h-11 items-center font-semibold">
        {labels.schema}
      </a>
    </p>
  );
}
