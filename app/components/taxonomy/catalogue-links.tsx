import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/utils.ts";

/** The whole pattern library as open data: its two files and, on /taxonomy, what each field means. */
export function CatalogueLinks({
  files,
  text,
  className,
}: {
  files: { csv: string; json: string };
  text: { lead: string; csv: string; json: string; dictionary: string };
  className?: string;
}) {
  const link = "inline-flex min-h-11 items-center font-semibold";
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 text-lg", className)}>
      <span>{text.lead}</span>
      <a href={files.csv} download className={link}>
        {text.csv}
      </a>
      <a href={files.json} download className={link}>
        {text.json}
      </a>
      <Link to="/taxonomy#library-data" className={link}>
        {text.dictionary}
      </Link>
    </p>
  );
}
