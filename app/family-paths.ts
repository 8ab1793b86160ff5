import { articleSlugs } from "./content/blog/index.ts";
import {
  narrowedJurisdictions,
  narrowedPath,
  narrowedPatterns,
  recordIds,
} from "./content/enforcement/record-paths.ts";
import { withdrawnIds } from "./content/enforcement/withdrawn.ts";
import { patternSlugs } from "./content/patterns/index.ts";
import { reportPlacePaths } from "./content/report/report-paths.ts";
import { cardSetIds } from "./data/teach-pack.ts";
import { updateEntries } from "./data/updates-data.server.ts";
import { updatesPageCount, updatesPagePath } from "./lib/updates-pages.ts";
import { teachCardSetPath } from "./lib/teach-parts.ts";

/**
 * The pages behind the route table's eight dynamic routes (routes.ts): a page per pattern, article and
 * enforcement action, the record narrowed by pattern or jurisdiction for visitors without JavaScript,
 * /report's page per place and US state, the picture cards' page per set and /updates' older pages. React Router cannot list a dynamic route's pages, so the build pre-renders these
 * (react-router.config.ts). Plain data, read in plain Node too (the pipeline's steps): nothing here may
 * import a component or use Vite.
 */
export function familyPagePaths(): string[] {
  return [
    ...patternSlugs.map((slug) => `/patterns/${slug}`),
    ...articleSlugs.map((slug) => `/blog/${slug}`),
    ...recordIds.map((id) => `/enforcement/${id}`),
    // A withdrawn record keeps its address, saying so (content/enforcement/withdrawn.ts).
    ...withdrawnIds.map((id) => `/enforcement/${id}`),
    ...narrowedPatterns.map((slug) => narrowedPath("pattern", slug)),
    ...narrowedJurisdictions.map((value) => narrowedPath("jurisdiction", value)),
    ...reportPlacePaths,
    // The picture cards, a page for each set to print (the whole library on one page was too heavy).
    ...cardSetIds().map(teachCardSetPath),
    ...updatesOlderPagePaths(),
  ];
}

/** /updates' pages after the first: /updates/page/2 and on. */
export function updatesOlderPagePaths(): string[] {
  const pages = updatesPageCount(updateEntries().length);
  return Array.from({ length: pages - 1 }, (_, index) => updatesPagePath(index + 2));
}
