import { CopyButton } from "~/components/cite/copy-button";
import { Icon } from "~/components/icon";
import { reuseLabels } from "~/content/reuse";
import { externalLinkProps } from "~/lib/links";
import { drawingPngWidth } from "~/lib/reuse";
import { fillTemplate } from "~/lib/template";
import { siteConfig } from "~/site.config";
import type { DrawingDownload as DrawingFile } from "./drawing-downloads.server";

/**
 * "Download this drawing": the drawing as SVG and as a PNG, plain links with a `download` file name (no
 * script), the licence, and the credit line to give, as selectable text; the Copy button beside it joins
 * once the page has hydrated (the same button as "Cite this", so no new script).
 */
export function DrawingDownload({
  id,
  screen,
  files,
  attribution,
}: {
  id: string;
  /** The figure's title ("The pattern"), read after each link's visible words. */
  screen: string;
  files: DrawingFile[];
  attribution: string;
}) {
  const labels = reuseLabels;
  const [before, after] = labels.licenceLead.split("{licence}");
  return (
    <div
      role="group"
      aria-labelledby={`${id}-download`}
      className="flex w-full flex-col gap-1 rounded-lg border border-border bg-card px-3 py-2 text-sm print:hidden"
    >
      <p id={`${id}-download`} className="font-semibold">
        {labels.downloadTitle}
      </p>
      <ul className="m-0 flex list-none flex-wrap gap-x-4 p-0">
        {files.map((file) => (
          <li key={file.format}>
            <a
              href={file.href}
              download={file.fileName}
              type={file.format === "svg" ? "image/svg+xml" : "image/png"}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold"
            >
              <Icon name="download" className="size-4 shrink-0" />
              {file.format === "svg" ? labels.svgLabel : labels.pngLabel}
              <span className="font-normal text-muted-foreground">
                {file.format === "png"
                  ? `${fillTemplate(labels.pngWidth, { width: drawingPngWidth })}, `
                  : ""}
                {file.size}
              </span>
              <span className="sr-only">, {fillTemplate(labels.downloadTarget, { screen })}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        {before}
        <a href={siteConfig.contentLicence.url} {...externalLinkProps} className="font-medium underline">
          {siteConfig.contentLicence.name}
          <span className="sr-only"> {labels.newTab}</span>
        </a>
        {after}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="m-0 rounded-md bg-muted px-2 py-1 font-medium text-foreground select-all">
          {attribution}
        </p>
        <CopyButton
          text={attribution}
          label={labels.copyLabel}
          target={`${labels.copyTarget}: ${screen}`}
          copied={labels.copied}
          failed={labels.copyFailed}
        />
      </div>
    </div>
  );
}
