import { useId } from "react";
import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import { PaperNote } from "#app/components/paper-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { usePreferredPaper, type PaperFiles } from "#app/lib/paper.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { paperLabels } from "#app/site.config.ts";

/**
 * A lesson's or sheet's PDF, drawn like the guide's download (tools/guide-link.tsx): the file's type,
 * paper and size beside the link as its description, the other paper size after it, and the part's title
 * in its name, as several share a page. Kept off paper, where a link to download means nothing.
 */
export function TeachDownload({
  label,
  note,
  files,
  title,
}: {
  label: string;
  /** "PDF, {paper}, {size}" */
  note: string;
  files: PaperFiles;
  title: string;
}) {
  const noteId = useId();
  const paper = usePreferredPaper();
  const file = files[paper];
  return (
    <div className="print-hidden flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button asChild variant="outline" size="lg">
        {/* Named with the part's title too, the visible words first, as several such links share a page. */}
        <a href={file.href} download aria-label={`${label}: ${title}`} aria-describedby={noteId}>
          <SpriteIcon name="download" />
          {label}
        </a>
      </Button>
      <PaperNote
        id={noteId}
        note={fillTemplate(note, { paper: paperLabels[paper], size: file.size })}
        files={files}
        paper={paper}
      />
    </div>
  );
}
