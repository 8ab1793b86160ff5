import { useId } from "react";
import { Icon as SpriteIcon } from "~/components/icon";
import { PaperNote } from "~/components/paper-note";
import { Button } from "~/components/ui/button";
import { usePreferredPaper, type PaperFiles } from "~/lib/paper";
import { fillTemplate } from "~/lib/template";
import { paperLabels } from "~/site.config";

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
