import { Icon } from "#app/components/icon.tsx";
import { externalLinkProps } from "#app/lib/links.ts";
import type { DrawingDownloadData } from "#app/data/drawing-downloads.server.ts";

/**
 * What "Download this drawing" shows before any script: its title, the SVG and PNG as plain links with a
 * `download` file name, the licence, and the credit line as selectable text. Rendered to HTML at build
 * time (app/data/drawing-downloads.server.ts), so it ships no script; DrawingDownload adds the Copy button.
 */
export function DrawingDownloadText({ id, download }: { id: string; download: DrawingDownloadData }) {
  const { licence } = download;
  return (
    <>
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
      <p className="m-0 rounded-md bg-muted px-2 py-1 font-medium text-foreground select-all">
        {download.attribution}
      </p>
    </>
  );
}
