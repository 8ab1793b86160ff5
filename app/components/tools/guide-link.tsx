import { useId } from "react";
import { Icon as SpriteIcon } from "~/components/icon";
import { PaperNote } from "~/components/paper-note";
import { Button } from "~/components/ui/button";
import { usePreferredPaper, type PaperFiles } from "~/lib/paper";
import { fillTemplate } from "~/lib/template";
import { paperLabels } from "~/site.config";

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
