import { statSync } from "node:fs";
import path from "node:path";
import { formatFileSize } from "~/lib/file-size";

/**
 * Build time only: the size of a file the build wrote to public/ before the site build (the teaching
 * pack's PDFs, scripts/build/teach/), as a visitor reads it beside its link ("96 KB"), like the guide's
 * (guide-file.server.ts). A production build without the file fails; the dev server and unit tests,
 * which run before any build, get a placeholder that says what is missing.
 */
export function downloadFileSize(publicPath: string): string {
  const file = path.join(process.cwd(), "public", publicPath);
  const stats = statSync(file, { throwIfNoEntry: false });
  if (stats) return formatFileSize(stats.size);
  if (!import.meta.env.PROD) return "size unknown: the PDF is not built";
  throw new Error(`${file} is missing: run "npx tsx scripts/build/teach/build-teach-pdfs.ts" first.`);
}
