import { statSync } from "node:fs";
import path from "node:path";
import { formatFileSize } from "~/lib/file-size";
import { drawingFileName, drawingPath, type DrawingFormat, type DrawingTone } from "~/lib/reuse";

export type DrawingDownload = {
  format: DrawingFormat;
  href: string;
  /** The name the file is saved under (the link's `download` attribute). */
  fileName: string;
  /** "14 KB", or null where the file has not been built (the dev server before a build). */
  size: string | null;
};

/**
 * Build time only: one drawing's two files, SVG and PNG, which scripts/build/drawings/build-drawings.ts
 * wrote to public/drawings/ before the pages are rendered, measured so the size beside each link is the
 * size of the file it downloads. A production build without them fails.
 */
export function drawingDownloads(slug: string, tone: DrawingTone): DrawingDownload[] {
  return (["svg", "png"] as const).map((format) => {
    const href = drawingPath(slug, tone, format);
    const stat = statSync(path.join(process.cwd(), "public", href), { throwIfNoEntry: false });
    if (!stat && import.meta.env.PROD) {
      throw new Error(
        `The drawing ${href} is missing: run "npx tsx scripts/build/drawings/build-drawings.ts" first.`,
      );
    }
    return {
      format,
      href,
      fileName: drawingFileName(slug, tone, format),
      size: stat ? formatFileSize(stat.size) : null,
    };
  });
}
