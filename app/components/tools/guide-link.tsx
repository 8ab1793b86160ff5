import { useId } from "react";
import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import { PaperNote } from "#app/components/paper-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { usePreferredPaper, type PaperFiles } from "#app/lib/paper.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { paperLabels } from "#app/site.config.ts";

/**
 * The hero's shortcut to the guide: it downloads the PDF itself (the `download` attribute) rather than
 * jumping to the Download Guide block far down the page, and says what the file is (type, paper and size)
 * beside it, as the link's description, before anyone taps, with the other paper size after it. On paper
 * the link is gone, so its note goes too.
 */
export function GuideLink({ label, note, files }: { label: string; note: string; files: PaperFiles }) {
  const noteId = useId();
  const paper = usePreferredPaper();
  const file = files[paper];
  return (
    <>
      <Button asChild variant="outline" size="lg">
        <a href={file.href} download aria-describedby={noteId}>
          <SpriteIcon name="download" />
          {label}
        </a>
      </Button>
      <PaperNote
        id={noteId}
        note={fillTemplate(note, { paper: paperLabels[paper], size: file.size, pages: file.pages })}
        files={files}
        paper={paper}
        className="self-center text-base text-muted-foreground print:hidden"
      />
    </>
  );
}
