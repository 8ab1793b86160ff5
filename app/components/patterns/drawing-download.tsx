import { CopyButton } from "~/components/cite/copy-button";
import { Icon } from "~/components/icon";
import { externalLinkProps } from "~/lib/links";
import type { DrawingDownloadData } from "./drawing-downloads.server";

/**
 * "Download this drawing": the drawing as SVG and as a PNG, plain links with a `download` file name (no
 * script), the licence, and the credit line to give, as selectable text; the Copy button beside it joins
 * once the page has hydrated (the same button as "Cite this", so no new script). Its words arrive
 * filled in, from the loader.
 */
export function DrawingDownload({ id, download }: { id: string; download: DrawingDownloadData }) {
  const { licence, copy } = download;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-download`}
      className="flex w-full flex-col gap-1 rounded-lg border border-border bg-card px-3 py-2 text-sm print:hidden"
    >
      <p id={`${id}-download`} className="font-semibold">
        {download.title}
      </p>
      <ul className="m-0 flex list-none flex-wrap gap-x-4 p-0">
        {download.files.map((file) => (
          <li key={file.href}>
            <a
              href={file.href}
              download={file.fileName}
              type={file.type}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold"
            >
              <Icon name="download" className="size-4 shrink-0" />
              {file.label}
              {file.detail ? <span className="font-normal text-muted-foreground">{file.detail}</span> : null}
              <span className="sr-only">, {file.target}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        {licence.before}
        <a href={licence.url} {...externalLinkProps} className="font-medium underline">
          {licence.name}
          <span className="sr-only"> {licence.newTab}</span>
        </a>
        {licence.after}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="m-0 rounded-md bg-muted px-2 py-1 font-medium text-foreground select-all">
          {download.attribution}
        </p>
        <CopyButton
          text={download.attribution}
          label={copy.label}
          target={copy.target}
          copied={copy.copied}
          failed={copy.failed}
        />
      </div>
    </div>
  );
}
