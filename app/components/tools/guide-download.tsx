import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import { useId } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { PaperNote } from "#app/components/paper-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { usePreferredPaper, type PaperFiles } from "#app/lib/paper.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { paperLabels } from "#app/site.config.ts";

/**
 * The strategic guide: what is in it, a link that downloads the PDF generated at build time (in the paper
 * size the visitor's language suggests, the other offered beside it), and, when given, a link to the same
 * guide as a web page.
 */
export function GuideDownload({
  title,
  body,
  buttonLabel,
  fileNote,
  files,
  webLink,
}: {
  title: string;
  body: string;
  buttonLabel: string;
  /** "{pages}", "{paper}" and "{size}" are filled in for the file offered first. */
  fileNote: string;
  files: PaperFiles;
  webLink?: { label: string; href: string };
}) {
  const headingId = useId();
  const noteId = useId();
  const paper = usePreferredPaper();
  const file = files[paper];
  return (
    <section id="guide" aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
      <div className="flex flex-col gap-8 rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:gap-12 forced-colors:border">
        <span
          aria-hidden="true"
          className="hidden size-24 shrink-0 items-center justify-center rounded-lg bg-primary-foreground/10 md:flex"
        >
          <SpriteIcon name="file-text" className="size-12" />
        </span>
        <div className="flex-1">
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 max-w-[60ch] text-lg opacity-90">{body}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
            <Button asChild size="lg" variant="secondary">
              <a href={file.href} download aria-describedby={noteId}>
                <SpriteIcon name="download" />
                {buttonLabel}
              </a>
            </Button>
            <PaperNote
              id={noteId}
              note={fillTemplate(fileNote, { pages: file.pages, paper: paperLabels[paper], size: file.size })}
              files={files}
              paper={paper}
              className="text-[0.9375rem] opacity-90"
            />
            {webLink ? (
              <Link
                to={webLink.href}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-foreground underline underline-offset-4"
              >
                <SpriteIcon name="book-open" className="size-5" />
                {webLink.label}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
