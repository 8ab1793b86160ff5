import path from "node:path";

/**
 * Where the pipeline (scripts/pipeline/) writes the files it generates before the site build (the PDFs,
 * the drawings, the social cards) under their site paths, beside a copy of public/: git-ignored, and
 * Vite's public folder, so the build copies it into build/client.
 */
export const generatedPublicDir = path.join(".generated", "public");

/** The file the pipeline wrote for a site path ("/downloads/…pdf"), from the project root (the build's cwd). */
export function generatedFile(sitePath: string, root: string = process.cwd()): string {
  return path.join(root, generatedPublicDir, sitePath);
}
