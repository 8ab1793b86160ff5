import { existsSync, readFileSync, statSync } from "node:fs";
import { formatFileSize } from "#app/lib/file-size.ts";
import { generatedFile } from "#app/lib/generated-files.server.ts";
import type { PaperFiles } from "#app/lib/paper.ts";
import type { PaperSize } from "#app/site.config.ts";

/**
 * Build time only: the size of a file the pipeline wrote to .generated/public/ before the site build (the teaching
 * pack's PDFs, scripts/pipeline/teach/, and the guide's), as a visitor reads it beside its link ("96 KB").
 * A production build without the file fails; the dev server and unit tests,
 * which run before any build, get a placeholder that says what is missing.
 */
export function downloadFileSize(publicPath: string): string {
  const file = generatedFile(publicPath);
  const stats = statSync(file, { throwIfNoEntry: false });
  if (stats) return formatFileSize(stats.size);
  if (!import.meta.env.PROD) return "size unknown: the PDF is not built";
  throw new Error(`${file} is missing: run "npm run build", whose pipeline writes it first.`);
}

/** A PDF's page count, from its page tree's /Count (pdfkit writes it uncompressed). */
export function pdfPageCount(publicPath: string): number {
  const file = generatedFile(publicPath);
  if (!existsSync(file)) {
    if (!import.meta.env.PROD) return 0;
    throw new Error(`${file} is missing: run "npm run build".`);
  }
  const count = /\/Type \/Pages\s*\/Count (\d+)/.exec(readFileSync(file, "latin1"));
  if (!count) throw new Error(`${file} has no page tree count`);
  return Number(count[1]);
}

/** Both paper sizes of a PDF the build wrote, as its links show them. */
export function paperFiles(pathFor: (paper: PaperSize) => string): PaperFiles {
  const file = (paper: PaperSize) => ({
    href: pathFor(paper),
    size: downloadFileSize(pathFor(paper)),
    pages: pdfPageCount(pathFor(paper)),
  });
  return { a4: file("a4"), letter: file("letter") };
}
