import type { Locator, Page } from "@playwright/test";
import { caseExamples } from "#app/content/cases.ts";
import { glossaryTerms } from "#app/content/glossary.ts";
import { casesPage } from "#app/content/pages/cases.ts";
import { homePage } from "#app/content/pages/home.ts";
import { toolsPage } from "#app/content/pages/tools.ts";
import { understandingPage } from "#app/content/pages/understanding.ts";
import { whatIsDigitalInfluencePage } from "#app/content/pages/what-is-digital-influence.ts";
import { whyItMattersPage } from "#app/content/pages/why-it-matters.ts";
import { patterns } from "#app/content/patterns.ts";
import { sourceListText } from "#app/content/references.ts";
import { journeySteps, tools } from "#app/content/tools.ts";
import { guidePath, siteConfig } from "#app/site.config.ts";
import { specCaseImpacts, specLabels } from "../spec-text.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

// A British visitor: the PDFs offered first are A4 (paper.spec.ts checks US Letter for en-US).
test.use({ locale: "en-GB" });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

const main = (page: Page) => page.getByRole("main");
/** A page section, found by its heading. */
const section = (page: Page, heading: string | RegExp) => main(page).getByRole("region", { name: heading });

async function expectLink(scope: Locator, name: string | RegExp, href: string) {
  const link = scope.getByRole("link", { name });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", href);
}

/** Every external link in the page's main content opens in a new tab without an opener and says so. */
async function expectSafeExternalLinks(page: Page, minimum: number) {
  const external = main(page).locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThanOrEqual(minimum);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
  }
}

/** The short "Sources" list at the foot of a page. */
async function expectSources(page: Page, minimum: number) {
  const sources = section(page, sourceListText.title);
  await expect(sources).toBeVisible();
  expect(await sources.getByRole("listitem").count()).toBeGreaterThanOrEqual(minimum);
  await expectSafeExternalLinks(page, minimum - 1);
}

test.describe("home", () => {
  test("hero, three-step explainer, four toolkit cards and the closing call to action", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(siteConfig.tagline);
    await expectLink(main(page), specLabels.startExploring, "/what-is-digital-influence");

    const explainer = section(page, homePage.explainer.header.title);
    await expect(explainer.getByRole("listitem")).toHaveCount(3);
    for (const step of homePage.explainer.steps) {
      await expect(explainer.getByRole("heading", { name: step.title })).toBeVisible();
    }

    const toolkit = section(page, homePage.toolkit.header.title);
    await expect(toolkit.getByRole("heading", { level: 3 })).toHaveCount(4);
    for (const href of ["/understanding", "/tools", "/cases", "/our-approach"]) {
      await expect(toolkit.locator(`a[href="${href}"]`)).toHaveCount(1);
    }

    const { closing } = homePage;
    const closingSection = section(page, closing.title);
    await expectLink(closingSection, closing.primary.label, "/our-mission");
    await expectLink(closingSection, closing.secondary!.label, "/contact");
  });

  test("Start exploring goes to What Is Digital Influence?", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("link", { name: specLabels.startExploring }).click();
    await expect(page).toHaveURL(/\/what-is-digital-influence$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(whatIsDigitalInfluencePage.hero.title);
  });
});

test.describe("/understanding", () => {
  test("opportunities, three techniques, humane design, four principles, a link to /tools and sources", async ({
    page,
  }) => {
    await open(page, "/understanding");
    const content = understandingPage;
    const opportunities = section(page, content.opportunities.header.title);
    expect(await opportunities.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(4);

    const techniques = section(page, content.techniques.header.title);
    expect(content.techniques.cards).toHaveLength(3);
    for (const { title } of content.techniques.cards) {
      await expect(techniques.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(techniques.getByRole("heading", { name: content.humaneDesign.title })).toBeVisible();
    const darkPatternsLink = content.techniques.cards[0]!.link!;
    expect(darkPatternsLink.href).toBe("/glossary#dark-patterns");
    await expectLink(techniques, darkPatternsLink.label, darkPatternsLink.href);

    const principles = section(page, content.principles.header.title);
    expect(content.principles.cards).toHaveLength(4);
    for (const { title } of content.principles.cards) {
      await expect(principles.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expectLink(main(page), content.next.link.label, "/tools");
    await expectSources(page, 5);
  });

  test("a glossary link opens that term on the glossary page", async ({ page }) => {
    await open(page, "/understanding");
    const link = understandingPage.principles.cards
      .map((card) => card.link)
      .find((candidate) => candidate?.href === "/glossary#variable-rewards")!;
    await page.getByRole("link", { name: link.label }).click();
    await expect(page).toHaveURL(/\/glossary#variable-rewards$/);
    // The term's native disclosure is open, its example showing.
    await expect(page.locator("li#variable-rewards details")).toHaveJSProperty("open", true);
    const term = glossaryTerms.find(({ id }) => id === "variable-rewards")!;
    await expect(page.getByText(term.example)).toBeVisible();
  });
});

test.describe("/what-is-digital-influence", () => {
  test("technique cards, a humane design card, a link to /tools and sources", async ({ page }) => {
    await open(page, "/what-is-digital-influence");
    const content = whatIsDigitalInfluencePage;
    const techniques = section(page, content.techniques.header.title);
    await expect(
      techniques.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) }),
    ).toHaveCount(6);
    expect(content.techniques.cards).toHaveLength(6);
    for (const { title } of content.techniques.cards) {
      await expect(techniques.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole("heading", { name: content.humaneDesign.title })).toBeVisible();
    await expectLink(main(page), content.next.link.label, "/tools");
    await expectSources(page, 4);
  });

  test("links each of the six techniques to its page in the pattern library", async ({ page }) => {
    await open(page, "/what-is-digital-influence");
    const techniques = section(page, whatIsDigitalInfluencePage.techniques.header.title);
    const links = techniques.getByRole("link", { name: /in the pattern library$/ });
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(/^\/patterns\/[a-z-]+$/);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    const link = whatIsDigitalInfluencePage.techniques.cards
      .map((card) => card.link)
      .find((candidate) => candidate?.href === "/patterns/variable-rewards")!;
    await techniques.getByRole("link", { name: link.label }).click();
    const pattern = patterns.find(({ slug }) => slug === "variable-rewards")!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pattern.name);
  });
});

test.describe("/why-it-matters", () => {
  test("four impact areas and three mechanisms", async ({ page }) => {
    await open(page, "/why-it-matters");
    const impact = section(page, whyItMattersPage.impactAreas.header.title);
    expect(whyItMattersPage.impactAreas.cards).toHaveLength(4);
    for (const { title } of whyItMattersPage.impactAreas.cards) {
      await expect(impact.getByRole("heading", { name: title })).toBeVisible();
    }
    const mechanisms = section(page, whyItMattersPage.mechanisms.header.title);
    await expect(mechanisms.getByRole("listitem")).toHaveCount(3);
    await expectSources(page, 4);
  });

  test("the dashboard button opens the external dashboard in a new tab without an opener", async ({
    page,
  }) => {
    await open(page, "/why-it-matters");
    const button = page.getByRole("link", {
      name: new RegExp(`${whyItMattersPage.dashboard.buttonLabel}.*\\(opens in a new tab\\)`),
    });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", siteConfig.dashboardUrl);
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("rel", "noopener noreferrer");
    await expect(button).toHaveAttribute("data-slot", "button");
    await expect(page.getByText(whyItMattersPage.dashboard.body)).toBeVisible();
  });
});

test.describe("/tools", () => {
  const toolTitles = tools.map((tool) => tool.title);

  test("six awareness tools, each with its steps", async ({ page }) => {
    await open(page, "/tools");
    expect(toolTitles).toHaveLength(6);
    const toolsSection = section(page, toolsPage.toolsHeader.title);
    await expect(toolsSection.getByRole("heading", { level: 3 })).toHaveText(toolTitles);
    for (const title of toolTitles) {
      const card = toolsSection
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title }) });
      // The steps are behind a disclosure (issue 18.7; tools.spec.ts opens them).
      await expect(card.locator("summary")).toHaveText(/^\d steps to /);
      const steps = card
        .getByRole("list", { includeHidden: true })
        .getByRole("listitem", { includeHidden: true });
      expect(await steps.count(), title).toBeGreaterThanOrEqual(4);
    }
  });

  test("the Download Guide block and the three-step journey", async ({ page }) => {
    await open(page, "/tools");
    // The hero's link downloads the guide itself (issue 18.7; tools.spec.ts checks the download).
    await expect(page.getByRole("link", { name: toolsPage.hero.guideLink.label })).toHaveAttribute(
      "href",
      guidePath,
    );

    const guide = section(page, toolsPage.guide.title);
    await expect(guide.getByRole("link", { name: specLabels.downloadGuide })).toBeVisible();
    await expect(guide.getByText(/\d+ A4 pages/)).toBeVisible();

    const journey = section(page, toolsPage.journeyHeader.title);
    await expect(journey.getByRole("listitem")).toHaveCount(3);
    for (const { title: name } of journeySteps) {
      await expect(journey.getByRole("heading", { name: new RegExp(`${name}$`) })).toBeVisible();
    }
    await expectSources(page, 3);
  });
});

test.describe("/cases", () => {
  const colors = ["bg-case-teal", "bg-case-amber", "bg-case-violet", "bg-case-rose"];
  const cases = caseExamples.map((item, index) => ({ ...item, color: colors[index] }));
  const labels = casesPage.cardLabels;

  test("four case cards in the spec's shape, impact stated exactly and marked hypothetical", async ({
    page,
  }) => {
    await open(page, "/cases");
    const list = section(page, casesPage.casesHeader.title);
    const cards = list.getByRole("article");
    await expect(cards).toHaveCount(4);
    expect(cases.map((item) => item.impact)).toEqual(specCaseImpacts);
    for (const [index, item] of cases.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(item.category, { exact: true })).toBeVisible();
      await expect(card.getByRole("heading", { level: 3 })).toBeVisible();
      // The first list in a card is its techniques.
      await expect(card.getByText(labels.techniques, { exact: true })).toBeVisible();
      expect(await card.getByRole("list").first().getByRole("listitem").count()).toBeGreaterThanOrEqual(2);
      await expect(card.getByText(item.impact, { exact: true })).toBeVisible();
      await expect(card.getByText(labels.illustrative, { exact: true })).toBeVisible();
      await expect(card.getByText(labels.humaneAlternative, { exact: true })).toBeVisible();
      await expect(card.locator(`.${item.color}`)).toHaveCount(1);
    }
    await expect(list.getByText(casesPage.illustrativeNote)).toBeVisible();
    await expectLink(list, casesPage.enforcement.link.label, "/enforcement");
    await expectSafeExternalLinks(page, 4);
  });

  test("the lessons section and the links to /dashboard and /tools", async ({ page }) => {
    await open(page, "/cases");
    const lessons = section(page, casesPage.lessons.header.title);
    expect(await lessons.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(3);
    await expectLink(main(page), casesPage.links.dashboard.label, "/dashboard");
    await expectLink(main(page), casesPage.links.tools.label, "/tools");
  });
});
