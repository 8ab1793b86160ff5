import { useId } from "react";
import { Icon as SpriteIcon } from "~/components/icon";
import { Button } from "~/components/ui/button";

/**
 * A lesson's or sheet's PDF, drawn like the guide's download (tools/guide-link.tsx): the file's type and
 * size beside the link as its description, and the part's title in its name, as several share a page.
 * Kept off paper, where a link to download means nothing.
 */
export function TeachDownload({
  label,
  note,
  href,
  title,
}: {
  label: string;
  note: string;
  href: string;
  title: string;
}) {
  const noteId = useId();
  return (
    <div className="print-hidden flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button asChild variant="outline" size="lg">
        {/* Named with the part's title too, the visible words first, as several such links share a page. */}
        <a href={href} download aria-label={`${label}: ${title}`} aria-describedby={noteId}>
          <SpriteIcon name="download" />
          {label}
        </a>
      </Button>
      <p id={noteId} className="text-base text-muted-foreground">
        {note}
      </p>
    </div>
  );
}
