import { paperText } from "#app/content/paper.ts";
import { otherPaper, type PaperFiles } from "#app/lib/paper.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { paperLabels, type PaperSize } from "#app/site.config.ts";

/**
 * What a PDF link downloads, said beside it ("PDF, A4, 62 KB"), followed by the same document in the
 * other paper size as a link of its own. `note` is already filled for the paper offered first.
 *
 * The link starts its own line: the paper offered first can change at hydration (US Letter for US
 * English), and a link after the note would then move along the line.
 */
export function PaperNote({
  id,
  note,
  files,
  paper,
  className = "text-base text-muted-foreground",
}: {
  id?: string;
  /** Empty when the link itself already says what it downloads. */
  note: string;
  files: PaperFiles;
  paper: PaperSize;
  className?: string;
}) {
  const other = otherPaper(paper);
  const file = files[other];
  const values = { paper: paperLabels[other], size: file.size };
  return (
    <p id={id} className={className}>
      {note ? (
        <span className="block">
          {note}
          <span className="sr-only"> · </span>
        </span>
      ) : null}
      <a
        href={file.href}
        download
        className="inline-flex min-h-6 items-center underline decoration-1 hover:decoration-2"
      >
        {fillTemplate(paperText.otherPaper, values)}
      </a>
    </p>
  );
}
