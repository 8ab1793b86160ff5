import { aboutPage } from "./about.ts";
import { blogPage } from "./blog.ts";
import { casesPage } from "./cases.ts";
import { checkPage } from "./check.ts";
import { contactPage } from "./contact.ts";
import { dashboardPage } from "./dashboard.ts";
import { enforcementPage } from "./enforcement.ts";
import { glossaryPage } from "./glossary.ts";
import { guidePage } from "./guide.ts";
import { guideReferencesPage } from "./guide-references.ts";
import { homePage } from "./home.ts";
import { joinPage } from "./join.ts";
import { notFoundPage } from "./not-found.ts";
import { ourApproachPage } from "./our-approach.ts";
import { ourMissionPage } from "./our-mission.ts";
import { partnershipsPage } from "./partnerships.ts";
import { patternsPage } from "./patterns.ts";
import { reportPage } from "./report.ts";
import { searchPage } from "./search.ts";
import { spotThePatternPage } from "./spot-the-pattern.ts";
import { taxonomyPage } from "./taxonomy.ts";
import { teachPage } from "./teach.ts";
import { theTeamPage } from "./the-team.ts";
import { toolsPage } from "./tools.ts";
import { transparencyPage } from "./transparency.ts";
import { understandingPage } from "./understanding.ts";
import { updatesPage } from "./updates.ts";
import { whatIsDigitalInfluencePage } from "./what-is-digital-influence.ts";
import { whyItMattersPage } from "./why-it-matters.ts";

/**
 * Each main page's copy, by the name app/site-pages.ts gives it (`content`): the one list of page modules
 * that the search index (data/search-documents.server.ts) and the social cards (scripts/pipeline/cards/)
 * read, in Vite and in plain Node alike (ADR 038). Adding a page's copy is its module and a line here;
 * index.test.ts checks that every file of this folder is listed.
 */
export const pageCopy = {
  about: aboutPage,
  blog: blogPage,
  cases: casesPage,
  check: checkPage,
  contact: contactPage,
  dashboard: dashboardPage,
  enforcement: enforcementPage,
  glossary: glossaryPage,
  guide: guidePage,
  "guide-references": guideReferencesPage,
  home: homePage,
  join: joinPage,
  "not-found": notFoundPage,
  "our-approach": ourApproachPage,
  "our-mission": ourMissionPage,
  partnerships: partnershipsPage,
  patterns: patternsPage,
  report: reportPage,
  search: searchPage,
  "spot-the-pattern": spotThePatternPage,
  taxonomy: taxonomyPage,
  teach: teachPage,
  "the-team": theTeamPage,
  tools: toolsPage,
  transparency: transparencyPage,
  understanding: understandingPage,
  updates: updatesPage,
  "what-is-digital-influence": whatIsDigitalInfluencePage,
  "why-it-matters": whyItMattersPage,
} satisfies Record<string, { meta: { title: string; description: string } }>;
