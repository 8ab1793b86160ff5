import type { Page } from "@playwright/test";
import { jobs } from "#app/content/jobs.ts";
import { joinPage } from "#app/content/pages/join.ts";
import { joinPath, siteConfig } from "#app/site.config.ts";
import { specJoin, specLabels } from "../spec-text.ts";
import { axe } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** The join page (/join-<slug>): sections, job-card disclosures, and every e-mail and external link. */

const { sections } = specJoin;
const { opportunities, volunteer, readyToJoin } = joinPage;

const mailto = (subject: string) => `mailto:${siteConfig.email}?subject=${encodeURIComponent(subject)}`;

test.beforeEach(async ({ page }) => {
  await page.goto(joinPath);
  await waitForHydration(page);
});

test("lives at the configured join path and has the spec's sections in order", async ({ page }) => {
  expect(joinPath).toBe(`/join-${siteConfig.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(joinPage.hero.title);
  await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([
    sections.whyJoin,
    sections.waysToContribute,
    sections.currentOpportunities,
    sections.volunteer,
    sections.readyToJoin,
    sections.whatWeLookFor,
  ]);
});

test("shows the why-join, contribution and what-we-look-for cards, contributions with skills lists", async ({
  page,
}) => {
  const section = (name: string) => page.getByRole("region", { name });
  await expect(section(sections.whyJoin).getByRole("heading", { level: 3 })).toHaveText([
    ...specJoin.whyJoinCards,
  ]);
  const ways = section(sections.waysToContribute);
  await expect(ways.getByRole("heading", { level: 3 })).toHaveText([...specJoin.contributeCards]);
  for (const title of specJoin.contributeCards) {
    const card = ways
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: title }) });
    const skills = card.getByRole("list").getByRole("listitem");
    await expect.poll(() => skills.count(), { message: `${title} lists skills` }).toBeGreaterThanOrEqual(3);
  }
  await expect(section(sections.whatWeLookFor).getByRole("heading", { level: 3 })).toHaveText([
    ...specJoin.lookForCards,
  ]);
});

test("lists the three job cards with title, description and location, commitment and area tags", async ({
  page,
}) => {
  const cards = page.getByRole("region", { name: sections.currentOpportunities }).getByRole("article");
  await expect(cards).toHaveCount(3);
  expect(jobs.map((job) => job.title)).toEqual(specJoin.jobTitles);
  for (const [index, job] of jobs.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(job.title);
    const [location, commitment, area] = opportunities.tagLabels;
    await expect(card.getByRole("listitem")).toHaveText([
      `${location}: ${job.tags[0]}`,
      `${commitment}: ${job.tags[1]}`,
      `${area}: ${job.tags[2]}`,
    ]);
    await expect(card.locator("p").first()).not.toBeEmpty();
    // None of the roles is funded yet (the funding record on /transparency is empty).
    await expect(card.getByText(opportunities.plannedLabel)).toBeVisible();
  }
});

/**
 * A card's "Learn More" disclosure: a native <summary> (no ARIA role of its own, so it is found
 * inside its card and checked by its accessible name), and whether its <details> is open.
 */
function learnMore(page: Page, title: string) {
  const card = page.getByRole("article", { name: title });
  return { summary: card.locator("summary"), details: card.locator("details"), card };
}

test("Learn More expands a job card in place by mouse, showing responsibilities and a mailto with the job title", async ({
  page,
}) => {
  for (const job of jobs) {
    const { summary, details, card } = learnMore(page, job.title);
    const applyName = `${opportunities.applyLabel} ${job.title}`;
    const apply = page.getByRole("link", { name: applyName });
    const responsibilities = card.getByRole("heading", {
      level: 4,
      name: opportunities.responsibilitiesTitle,
    });
    await expect(summary).toHaveAccessibleName(`${specLabels.learnMore} ${job.title}`);
    await expect(details).toHaveJSProperty("open", false);
    await expect(responsibilities).toBeHidden();

    await summary.click();
    await expect(details).toHaveJSProperty("open", true);
    await expect(responsibilities).toBeVisible();
    await expect.poll(() => details.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await expect(card.getByRole("heading", { level: 4, name: opportunities.howToApplyTitle })).toBeVisible();
    // In place: the apply link belongs to this card.
    await expect(card.getByRole("link", { name: applyName })).toBeVisible();
    await expect(apply).toHaveAttribute("href", mailto(job.title));
    expect(await apply.getAttribute("href")).not.toContain("+");

    await summary.click();
    await expect(details).toHaveJSProperty("open", false);
    await expect(apply).toBeHidden();
  }
  expect(mailto(specJoin.jobTitles[0])).toBe(
    `mailto:${siteConfig.email}?subject=Research%20Fellow%20-%20AI%20Behavioral%20Analysis`,
  );
});

test("Learn More works from the keyboard with Enter and Space, and cards open independently", async ({
  page,
}) => {
  const first = learnMore(page, jobs[0]!.title);
  const second = learnMore(page, jobs[1]!.title);

  await first.summary.focus();
  await page.keyboard.press("Enter");
  await expect(first.details).toHaveJSProperty("open", true);
  await expect(first.summary).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("link", { name: `${opportunities.applyLabel} ${jobs[0]!.title}` }),
  ).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(second.summary).toBeFocused();
  await page.keyboard.press("Space");
  await expect(second.details).toHaveJSProperty("open", true);
  await expect(first.details).toHaveJSProperty("open", true);

  await page.keyboard.press("Space");
  await expect(second.details).toHaveJSProperty("open", false);
  await first.summary.focus();
  await page.keyboard.press("Enter");
  await expect(first.details).toHaveJSProperty("open", false);
});

test("expanded job cards have no accessibility violations", async ({ page }) => {
  for (const job of jobs) await learnMore(page, job.title).summary.click();
  const results = await axe(page, { include: ["#current-opportunities"] });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("Volunteer With Us links to the code-hosting organisation in a new tab and e-mails educators", async ({
  page,
}) => {
  const section = page.getByRole("region", { name: sections.volunteer });
  const github = section.getByRole("link", {
    name: `${volunteer.openSource.linkLabel} (opens in a new tab)`,
  });
  await expect(github).toHaveAttribute("href", siteConfig.githubUrl);
  await expect(github).toHaveAttribute("target", "_blank");
  await expect(github).toHaveAttribute("rel", "noopener noreferrer");
  await expect(section.getByRole("link", { name: volunteer.educators.linkLabel })).toHaveAttribute(
    "href",
    mailto(volunteer.educators.subject),
  );
});

test("Ready to Join Us has careers and volunteer e-mail cards", async ({ page }) => {
  const section = page.getByRole("region", { name: sections.readyToJoin });
  const { careers, volunteer: volunteering } = readyToJoin;
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([careers.title, volunteering.title]);
  await expect(section.getByRole("link", { name: careers.linkLabel })).toHaveAttribute(
    "href",
    mailto(careers.subject),
  );
  await expect(section.getByRole("link", { name: volunteering.linkLabel })).toHaveAttribute(
    "href",
    mailto(volunteering.subject),
  );
});

test("every link on the page is a real destination, and every external one opens safely in a new tab", async ({
  page,
}) => {
  const main = page.locator("main");
  await expect(main.locator('a[href="#"], a[href=""], a:not([href])')).toHaveCount(0);
  for (const link of await main.locator('a[href^="http"]').all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText("(opens in a new tab)");
  }
  for (const link of await main.locator('a[href^="mailto:"]').all()) {
    expect(await link.getAttribute("href")).toMatch(
      new RegExp(`^mailto:${siteConfig.email.replace(/\./g, "\\.")}(\\?|$)`),
    );
  }
});

test("the hero's link to the roles lands on the section below the fixed header", async ({ page }) => {
  await page.getByRole("link", { name: joinPage.heroActions.opportunities }).click();
  await expect(page).toHaveURL(new RegExp(`${joinPath}#current-opportunities$`));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector("header")!.getBoundingClientRect();
        const section = document.getElementById("current-opportunities")!.getBoundingClientRect();
        return Math.round(section.top - header.bottom);
      }),
    )
    .toBeLessThan(48);
  const gap = await page.evaluate(
    () =>
      document.getElementById("current-opportunities")!.getBoundingClientRect().top -
      document.querySelector("header")!.getBoundingClientRect().bottom,
  );
  expect(gap, "section not hidden under the fixed header").toBeGreaterThanOrEqual(-0.5);
  await expect(page.getByRole("heading", { level: 2, name: sections.currentOpportunities })).toBeInViewport();
});
