import { statSync } from "node:fs";
import path from "node:path";
import { formatFileSize } from "~/lib/file-size";
import { guidePath } from "~/site.config";

/**
 * Build time only: the guide PDF that the build wrote to public/ just before (`scripts/build/guide/build-guide-pdf.ts`
 * runs first in `npm run build`), measured so that the size shown beside a download link is the size of
 * the file it downloads, however the guide grows.
 */
const guideFile = () => path.join(process.cwd(), "public", guidePath);

/** The guide's size in bytes; throws if the PDF has not been built. */
export function guideFileBytes(): number {
  const file = guideFile();
  try {
    return statSync(file).size;
  } catch (error) {
    throw new Error(
      `The guide PDF is missing (${file}): run "npx tsx scripts/build/guide/build-guide-pdf.ts" first.`,
      {
        cause: error,
      },
    );
  }
}

/**
 * The guide's size as a visitor reads it ("188 KB"). A production build without the PDF fails; the dev
 * server and unit tests (which run before any build; the PDF is git-ignored) get a placeholder that
 * says what is missing instead.
 */
export function guideFileSize(): string {
  if (!import.meta.env.PROD && !statSync(guideFile(), { throwIfNoEntry: false })) {
    return "size unknown: the guide PDF is not built";
  }
  return formatFileSize(guideFileBytes());
}
