import { useId } from "react";
import { Icon as SpriteIcon } from "~/components/icon";
import { Button } from "~/components/ui/button";

/**
 * The hero's shortcut to the guide: it downloads the PDF itself (the `download` attribute) rather than
 * jumping to the Download Guide block far down the page, and says what the file is (type and size)
 * beside it, as the link's description, before anyone taps. On paper the link is gone, so its note goes too.
 */
export function GuideLink({ label, note, href }: { label: string; note: string; href: string }) {
  const noteId = useId();
  return (
    <>
      <Button asChild variant="outline" size="lg">
        <a href={href} download aria-describedby={noteId}>
          <SpriteIcon name="download" />
          {label}
        </a>
      </Button>
      <p id={noteId} className="self-center text-base text-muted-foreground print:hidden">
        {note}
      </p>
    </>
  );
}
