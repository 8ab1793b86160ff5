import { describe, expect, it } from "vitest";
import { specGlossaryNoMatch, specLabels } from "#tests/spec-text.ts";
import { numberWords } from "#tests/number-words.ts";
import { pagePaths } from "#app/site-pages.ts";
import { patterns } from "#app/content/patterns.ts";
import { glossaryTerms } from "./glossary.ts";
import { guide } from "./guide.ts";
import { casesPage } from "./pages/cases.ts";
import { glossaryPage } from "./pages/glossary.ts";
import { homePage } from "./pages/home.ts";
import { patternsPage } from "./pages/patterns.ts";
import { toolsPage } from "./pages/tools.ts";
import { understandingPage, understandingSources } from "./pages/understanding.ts";
import {
  whatIsDigitalInfluencePage,
  whatIsDigitalInfluenceSources,
} from "./pages/what-is-digital-influence.ts";
import { whyItMattersPage, whyItMattersSources } from "./pages/why-it-matters.ts";
import { quizQuestions } from "./spot-the-pattern.ts";
import { tools } from "./tools.ts";

/** A count of patterns typed into copy ("eighteen patterns", "18 manipulative designs"). */
const typedPatternCount = new RegExp(
  `\\b(?:${numberWords.join("|")}|\\d+)(?:-\\w+)? (?:manipulative |design |deceptive )?(?:patterns|designs)\\b`,
  "i",
);

/** Every internal href in a content object. */
function internalLinks(value: unknown): string[] {
  if (typeof value === "string") return [];
  if (Array.isArray(value)) return value.flatMap(internalLinks);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      key === "href" && typeof child === "string" && child.startsWith("/") ? [child] : internalLinks(child),
    );
  }
  return [];
}

const pages = {
  home: homePage,
  understanding: understandingPage,
  whatIs: whatIsDigitalInfluencePage,
  whyItMatters: whyItMattersPage,
  tools: toolsPage,
  cases: casesPage,
  glossary: glossaryPage,
};

describe("insight and resource page content", () => {
  it("links only to pages, pattern pages and glossary anchors that exist", () => {
    const anchors = new Set([
      ...glossaryTerms.map((term) => `/glossary#${term.id}`),
      ...patterns.map((pattern) => `/patterns/${pattern.slug}`),
      // A family's section of the library.
      ...patterns.map((pattern) => `/patterns#${pattern.family}`),
    ]);
    for (const [name, page] of Object.entries(pages)) {
      for (const href of internalLinks(page)) {
        expect(
          (pagePaths as readonly string[]).includes(href) || anchors.has(href),
          `${name} links to ${href}`,
        ).toBe(true);
      }
    }
  });

  it("home: Start exploring, the three-step explainer, four toolkit cards and the closing links", () => {
    expect(homePage.hero.cta).toEqual({
      label: specLabels.startExploring,
      href: "/what-is-digital-influence",
    });
    expect(homePage.explainer.steps).toHaveLength(3);
    expect(homePage.toolkit.cards.map((card) => card.link.href)).toEqual([
      "/understanding",
      "/tools",
      "/cases",
      "/our-approach",
    ]);
    expect([homePage.closing.primary.href, homePage.closing.secondary?.href]).toEqual([
      "/our-mission",
      "/contact",
    ]);
  });

  it("home: the counts the offer list states are the counts the site has", () => {
    const counted = (body: string) =>
      numberWords.indexOf(
        /^(?:.*?\b)?(\w+) (?:manipulative|everyday|awareness)/i.exec(body)![1]!.toLowerCase(),
      );
    // The library grows page by page, so no copy types its size (issue 54.5): see the test below.
    expect(homePage.offer.library.body).not.toMatch(typedPatternCount);
    expect(counted(homePage.offer.selfCheck.body)).toBe(quizQuestions.length);
    expect(counted(homePage.offer.guide.body)).toBe(tools.length);
    expect(counted(homePage.toolkit.cards.find((card) => card.link.href === "/tools")!.body)).toBe(
      tools.length,
    );
  });

  it("no page types the number of patterns into its copy: the library's size comes from the data", () => {
    expect(patterns.length).toBeGreaterThan(0);
    for (const [page, copy] of Object.entries({ homePage, glossaryPage, toolsPage, patternsPage, guide })) {
      expect(JSON.stringify(copy), page).not.toMatch(typedPatternCount);
    }
  });

  it("understanding: the three techniques, the four principles and a link to /tools", () => {
    expect(understandingPage.techniques.cards.map((card) => card.title)).toEqual([
      "Dark Patterns",
      "Contextual Bandits",
      "AI Chatbots",
    ]);
    expect(understandingPage.principles.cards.map((card) => card.title)).toEqual([
      "Attention Economy",
      "Variable Rewards",
      "Social Validation",
      "Friction and Flow",
    ]);
    expect(understandingPage.opportunities.cards.length).toBeGreaterThanOrEqual(4);
    expect(understandingPage.next.link.href).toBe("/tools");
  });

  it("what is digital influence: technique cards, a humane design card and a link to /tools", () => {
    expect(whatIsDigitalInfluencePage.techniques.cards.length).toBeGreaterThanOrEqual(4);
    expect(whatIsDigitalInfluencePage.humaneDesign.items?.length).toBeGreaterThanOrEqual(3);
    expect(whatIsDigitalInfluencePage.next.link.href).toBe("/tools");
  });

  it("why it matters: four impact areas and three mechanisms", () => {
    expect(whyItMattersPage.impactAreas.cards).toHaveLength(4);
    expect(whyItMattersPage.mechanisms.steps).toHaveLength(3);
    expect(whyItMattersPage.dashboard.body).toMatch(/new tab/);
  });

  it("pages with claims list their sources", () => {
    for (const sources of [
      understandingSources,
      whatIsDigitalInfluenceSources,
      whyItMattersSources,
      toolsPage.sources,
    ]) {
      expect(sources.length).toBeGreaterThan(0);
    }
  });

  it("glossary: the spec's no-match message", () => {
    expect(glossaryPage.noResults).toBe(specGlossaryNoMatch);
  });

  it("the guide prints the same tools the page shows", () => {
    expect(guide.chapters.tools.tools).toBe(tools);
    expect(toolsPage.guide.buttonLabel).toBe(specLabels.downloadGuide);
  });
});
