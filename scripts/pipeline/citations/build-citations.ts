/**
 * Writes the "Cite this" files beside every article, pattern page and enforcement record:
 * .generated/public/blog/<slug>.bib and .ris, /patterns/<slug>.…, /enforcement/<id>.…, the citation the
 * page itself shows (app/content/citations.server.ts). They are files, not routes (ADR 031): as routes, 180
 * of them made up half of the route manifest every page loads and matches before it hydrates. The static
 * servers send their types (scripts/pipeline/headers/headers.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { enforcementPath, enforcementRecords } from "#app/content/enforcement.ts";
import { patternCitation, postCitation, recordCitation } from "#app/content/citations.server.ts";
import { patterns } from "#app/content/patterns.ts";
import { generatedFile } from "#app/lib/generated-files.server.ts";
import {
  bibtexCitation,
  citationFiles,
  risCitation,
  toCrlf,
  type CitationSource,
} from "#app/lib/cite-formats.ts";
import { articleFrontmatter } from "../articles.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

/** Every page with "Cite this", and its citation: the site paths of its two files come from the page's. */
export async function citedPages(): Promise<{ pagePath: string; source: CitationSource }[]> {
  const required = (source: CitationSource | undefined, what: string) => {
    if (!source) throw new Error(`No citation for ${what}`);
    return source;
  };
  return [
    ...(await articleFrontmatter()).map((post) => ({
      pagePath: `/blog/${post.slug}`,
      source: postCitation(post),
    })),
    ...patterns.map((pattern) => ({
      pagePath: `/patterns/${pattern.slug}`,
      source: required(patternCitation(pattern.slug), pattern.slug),
    })),
    ...enforcementRecords.map((record) => ({
      pagePath: enforcementPath(record.id),
      source: required(recordCitation(record.id), record.id),
    })),
  ];
}

/** The folders the files go in: emptied of earlier citation files first, so a removed page leaves none. */
export const citationFolders = ["/blog", "/patterns", "/enforcement"];

export async function generate(): Promise<string> {
  const started = performance.now();
  for (const folder of citationFolders) rmSync(generatedFile(folder, root), { recursive: true, force: true });
  const pages = await citedPages();
  for (const { pagePath, source } of pages) {
    const files = citationFiles(pagePath);
    mkdirSync(path.dirname(generatedFile(files.bib, root)), { recursive: true });
    writeFileSync(generatedFile(files.bib, root), `${bibtexCitation(source)}\n`);
    writeFileSync(generatedFile(files.ris, root), toCrlf(risCitation(source)));
  }
  return `build-citations: ${pages.length * 2} citation files for ${pages.length} pages in ${Math.round(performance.now() - started)} ms`;
}
