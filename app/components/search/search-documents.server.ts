import { renderPostBody } from "~/components/mdx/render-post-body.server";
import { getAllPosts } from "~/content/blog/posts.server";
import { caseExamples } from "~/content/cases";
import { glossaryTerms } from "~/content/glossary";
import { aboutPage } from "~/content/pages/about";
import { blogPage } from "~/content/pages/blog";
import { casesPage } from "~/content/pages/cases";
import { enforcementRecords } from "~/content/enforcement";
import { enforcementPage } from "~/content/pages/enforcement";
import { contactPage } from "~/content/pages/contact";
import { dashboardPage } from "~/content/pages/dashboard";
import { glossaryPage } from "~/content/pages/glossary";
import { homePage } from "~/content/pages/home";
import { joinPage } from "~/content/pages/join";
import { ourApproachPage } from "~/content/pages/our-approach";
import { ourMissionPage } from "~/content/pages/our-mission";
import { partnershipsPage } from "~/content/pages/partnerships";
import { patternsPage } from "~/content/pages/patterns";
import { searchPage } from "~/content/pages/search";
import { spotThePatternPage } from "~/content/pages/spot-the-pattern";
import { theTeamPage } from "~/content/pages/the-team";
import { toolsPage } from "~/content/pages/tools";
import { transparencyPage } from "~/content/pages/transparency";
import { understandingPage } from "~/content/pages/understanding";
import { whatIsDigitalInfluencePage } from "~/content/pages/what-is-digital-influence";
import { whyItMattersPage } from "~/content/pages/why-it-matters";
import { patterns } from "~/content/patterns";
import { tools } from "~/content/tools";
import { proseOf } from "~/lib/reading-time";
import type { SearchDocument } from "~/lib/search";
import { buildSearchDocuments, type SearchSources } from "~/lib/search-documents";
import { joinPath } from "~/site.config";
import type { pagePaths } from "~/site-paths";

/**
 * Every page's content module, by path. Typed against site-paths.ts, so a page added there without
 * an entry here fails the type check, and the search index cannot leave a page out.
 */
const pageContent: Record<(typeof pagePaths)[number], SearchSources["pages"][number]["content"]> = {
  "/": homePage,
  "/understanding": understandingPage,
  "/what-is-digital-influence": whatIsDigitalInfluencePage,
  "/why-it-matters": whyItMattersPage,
  "/tools": toolsPage,
  "/cases": casesPage,
  // The page's copy and, so that "Amazon Prime" or "CNIL" finds it, each record's parties and summary.
  "/enforcement": {
    ...enforcementPage,
    records: enforcementRecords.map(({ company, authority, summary }) => ({ company, authority, summary })),
  },
  "/glossary": glossaryPage,
  "/patterns": patternsPage,
  "/spot-the-pattern": spotThePatternPage,
  "/dashboard": dashboardPage,
  "/blog": blogPage,
  "/about": aboutPage,
  "/our-mission": ourMissionPage,
  "/our-approach": ourApproachPage,
  "/the-team": theTeamPage,
  "/partnerships": partnershipsPage,
  "/contact": contactPage,
  "/transparency": transparencyPage,
  "/search": searchPage,
  [joinPath]: joinPage,
};

/** The search index's documents, built at build time (routes/search-index[.]json.ts, routes/search.tsx). */
export function getSearchDocuments(): SearchDocument[] {
  return buildSearchDocuments({
    pages: Object.entries(pageContent)
      .filter(([path]) => path !== "/search")
      .map(([path, content]) => ({ path, content })),
    patterns,
    posts: getAllPosts().map((post) => ({ ...post, prose: proseOf(renderPostBody(post.slug)) })),
    terms: glossaryTerms,
    tools,
    cases: caseExamples,
  });
}
