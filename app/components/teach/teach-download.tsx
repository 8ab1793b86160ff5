import { GuideLink } from "~/components/tools/guide-link";

/**
 * A lesson's or sheet's PDF: the guide's download link (the file's type and size beside it, as its
 * description), kept off paper, where a link to download means nothing.
 */
export function TeachDownload({ label, note, href }: { label: string; note: string; href: string }) {
  return (
    <div className="print-hidden flex flex-wrap items-center gap-x-4 gap-y-2">
      <GuideLink label={label} note={note} href={href} />
    </div>
  );
}
