import { CopyButton } from "#app/components/shared/copy-button.tsx";

export type DrawingDownloadBlock = {
  /** The block's words and links as HTML, made at build time (DrawingDownloadText). */
  html: string;
  attribution: string;
  copy: { label: string; target: string; copied: string; failed: string };
};

/**
 * "Download this drawing" under a drawing: the build-time HTML of DrawingDownloadText, which works without
 * scripts, and the Copy button for the credit line, which joins once the page has hydrated (the same
 * button as "Cite this", so the block adds almost no script to the page).
 */
export function DrawingDownload({ id, download }: { id: string; download: DrawingDownloadBlock }) {
  return (
    <div
      role="group"
      aria-labelledby={`${id}-download`}
      className="flex w-full flex-col items-start gap-1 rounded-lg border border-border bg-card px-3 py-2 text-sm print:hidden"
    >
      <div className="contents" dangerouslySetInnerHTML={{ __html: download.html }} />
      <CopyButton text={download.attribution} {...download.copy} />
    </div>
  );
}
