import { statSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { reuseLabels } from "#app/content/reuse.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { generatedFile } from "#app/lib/generated-files.server.ts";
import { drawingFileName, drawingPath, drawingPngWidth, type DrawingTone } from "#app/lib/reuse.ts";
import { attributionLine } from "#app/content/reuse-text.server.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { siteConfig } from "#app/site.config.ts";
import type { DrawingDownloadBlock } from "#app/components/patterns/drawing-download.tsx";
import { DrawingDownloadText } from "#app/components/patterns/drawing-download-text.tsx";

/** What "Download this drawing" shows, every word filled in at build time (the block ships no copy as script). */
export type DrawingDownloadData = {
  title: string;
  files: {
    href: string;
    /** The name the file is saved under (the link's `download` attribute). */
    fileName: string;
    type: string;
    label: string;
    /** "1600 px wide, 145 KB": after the label, in lighter type. */
    detail: string;
    /** Read after the visible words, as two drawings share a page: "drawing: The pattern". */
    target: string;
  }[];
  licence: { before: string; name: string; url: string; after: string; newTab: string };
  attribution: string;
  copy: { label: string; target: string; copied: string; failed: string };
};

/** A file's size, or "" where it has not been built (the dev server before a build); a production build without it fails. */
function fileSize(href: string): string {
  const stat = statSync(generatedFile(href), { throwIfNoEntry: false });
  if (stat) return formatFileSize(stat.size);
  if (import.meta.env.PROD) {
    throw new Error(`The drawing ${href} is missing: run "npm run build", whose pipeline writes it first.`);
  }
  return "";
}

/** One drawing's download block for the page: its HTML, made here, and what its Copy button needs. */
export function drawingDownloadBlock(
  id: string,
  ...args: Parameters<typeof drawingDownload>
): DrawingDownloadBlock {
  const download = drawingDownload(...args);
  return {
    html: renderToStaticMarkup(createElement(DrawingDownloadText, { id, download })),
    attribution: download.attribution,
    copy: download.copy,
  };
}

/**
 * Build time only: one drawing's download block, its SVG and PNG as scripts/pipeline/drawings/build-drawings.ts
 * wrote them to .generated/public/drawings/ before the pages are rendered, measured so the size beside each link is
 * the size of the file it downloads.
 */
export function drawingDownload(
  slug: string,
  name: string,
  tone: DrawingTone,
  screen: string,
): DrawingDownloadData {
  const labels = reuseLabels;
  const [before = "", after = ""] = labels.licenceLead.split("{licence}");
  const target = fillTemplate(labels.downloadTarget, { screen });
  const svg = drawingPath(slug, tone, "svg");
  const png = drawingPath(slug, tone, "png");
  return {
    title: labels.downloadTitle,
    files: [
      {
        href: svg,
        fileName: drawingFileName(slug, tone, "svg"),
        type: "image/svg+xml",
        label: labels.svgLabel,
        detail: fileSize(svg),
        target,
      },
      {
        href: png,
        fileName: drawingFileName(slug, tone, "png"),
        type: "image/png",
        label: labels.pngLabel,
        detail: [fillTemplate(labels.pngWidth, { width: drawingPngWidth }), fileSize(png)]
          .filter(Boolean)
          .join(", "),
        target,
      },
    ],
    licence: {
      before,
      name: siteConfig.contentLicence.name,
      url: siteConfig.contentLicence.url,
      after,
      newTab: labels.newTab,
    },
    attribution: attributionLine(name),
    copy: {
      label: labels.copyLabel,
      target: `${labels.copyTarget}, ${screen}`,
      copied: labels.copied,
      failed: labels.copyFailed,
    },
  };
}
