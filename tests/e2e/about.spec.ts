import type { Page } from "@playwright/test";
import { aboutPage } from "#app/content/pages/about.ts";
import { dashboardPage } from "#app/content/pages/dashboard.ts";
import { ourApproachPage } from "#app/content/pages/our-approach.ts";
import { ourMissionPage } from "#app/content/pages/our-mission.ts";
import { partnershipsPage } from "#app/content/pages/partnerships.ts";
import { theTeamPage } from "#app/content/pages/the-team.ts";
import { partnershipProjects } from "#app/content/partnerships.ts";
import { siteConfig, siteTeam } from "#app/site.config.ts";
import { specHeadings } from "../spec-text.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** The About pages: /about anchors, /our-mission, /our-approach, /the-team, /partnerships and /dashboard. */

function measure(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    const section = document.getElementById(sectionId)!.getBoundingClientRect();
    return { headerBottom: header.bottom, sectionTop: section.top, scrollY: window.scrollY };
  }, id);
}

/** The section's top edge sits at or below the fixed header's bottom edge, and close to it (it was scrolled to). */
async function expectSectionBelowHeader(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        const { headerBottom, sectionTop } = await measure(page, id);
        return Math.round(sectionTop - headerBottom);
      },
      { message: `#${id} starts right below the fixed header` },
    )
    .toBeLessThan(48);
  const { headerBottom, sectionTop, scrollY } = await measure(page, id);
  expect(scrollY, "the page scrolled to the section").toBeGreaterThan(200);
  expect(sectionTop, "section not hidden under the fixed header").toBeGreaterThanOrEqual(headerBottom - 0.5);
  await expect(page.locator(`#${id} h2`)).toBeInViewport();
}

test.describe("/about", () => {
  test("has the mission and partnerships sections, each with its heading", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: aboutPage.hero.title })).toBeVisible();
    await expect(page.locator("section#mission").getByRole("heading", { level: 2 })).toHaveText(
      aboutPage.mission.header.title,
    );
    await expect(page.locator("section#partnerships").getByRole("heading", { level: 2 })).toHaveText(
      aboutPage.partnerships.header.title,
    );
    await expect(
      page.locator("section#partnerships").getByRole("link", { name: aboutPage.partnerships.link.label }),
    ).toHaveAttribute("href", "/partnerships");
  });

  for (const id of ["partnerships", "mission"]) {
    test(`/about#${id} opened directly lands on the section below the fixed header`, async ({ page }) => {
      await page.goto(`/about#${id}`);
      await waitForHydration(page);
      await expectSectionBelowHeader(page, id);
    });
  }

  test("the in-page links scroll to each section below the header", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    // The in-page links are named by the sections' eyebrows.
    const nav = page.getByRole("navigation", { name: aboutPage.onThisPage });
    await nav.getByRole("link", { name: aboutPage.partnerships.header.eyebrow! }).click();
    await expect(page).toHaveURL(/\/about#partnerships$/);
    await expectSectionBelowHeader(page, "partnerships");
    await nav.getByRole("link", { name: aboutPage.mission.header.eyebrow! }).click();
    await expect(page).toHaveURL(/\/about#mission$/);
    await expectSectionBelowHeader(page, "mission");
  });

  test("the anchor also works at phone width", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about#partnerships");
    await waitForHydration(page);
    await expectSectionBelowHeader(page, "partnerships");
  });
});

test.describe("/the-team", () => {
  test("shows the two configured members with portrait, role, bio and e-mail, marked as samples", async ({
    page,
  }) => {
    await page.goto("/the-team");
    await waitForHydration(page);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(2);
    // The defaults are role-based sample profiles, and the page says so.
    await expect(page.getByText(theTeamPage.sampleNote)).toBeVisible();
    for (const [index, member] of siteTeam.entries()) {
      expect(member.sample).toBe(true);
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(card).toContainText(member.role);
      await expect(card.getByText(theTeamPage.sampleLabel)).toBeVisible();
      const portrait = card.getByRole("img", { name: member.portraitAlt });
      await expect(portrait).toBeVisible();
      await expect(portrait).toHaveAttribute("width", "240");
      await expect(portrait).toHaveAttribute("height", "240");
      expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      // No invented profile page: a sample has only the organisation's e-mail.
      await expect(card.getByRole("link", { name: /profile/ })).toHaveCount(0);
      const email = card.getByRole("link", { name: `E-mail ${member.name}` });
      await expect(email).toHaveAttribute("href", `mailto:${siteConfig.email}`);
      // Touch targets of the icon buttons are at least 44px.
      const box = await email.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    // No academic titles or personal names invented for the defaults.
    await expect(page.getByRole("main")).not.toContainText(/\bDr\.|Leila|Okafor/);
  });

  test("links to /contact to work with us and e-mails about open positions", async ({ page }) => {
    await page.goto("/the-team");
    await waitForHydration(page);
    const { workWithUs } = theTeamPage;
    await expect(page.getByRole("link", { name: workWithUs.positionsLabel })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email}?subject=${encodeURIComponent(workWithUs.positionsSubject)}`,
    );
    await page.getByRole("link", { name: workWithUs.contactLabel }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeadings.contact);
  });
});

test.describe("/our-mission, /our-approach, /partnerships", () => {
  test("/our-mission has mission, vision, goals and a closing call to action", async ({ page }) => {
    await page.goto("/our-mission");
    await waitForHydration(page);
    const content = ourMissionPage;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
    for (const { header } of [content.mission, content.vision, content.goals]) {
      await expect(page.getByRole("heading", { level: 2, name: header.title })).toBeVisible();
    }
    await expect(page.locator("#goals").getByRole("heading", { level: 3 })).toHaveCount(4);
    expect(content.closing.secondary?.href).toBe("/contact");
    await expect(page.getByRole("link", { name: content.closing.secondary!.label })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("/our-approach has principles, methodology and ethics, and its dashboard link leads to /dashboard", async ({
    page,
  }) => {
    await page.goto("/our-approach");
    await waitForHydration(page);
    const content = ourApproachPage;
    for (const { header } of [content.principles, content.methodology, content.ethics]) {
      await expect(page.getByRole("heading", { level: 2, name: header.title })).toBeVisible();
    }
    await expect(page.locator("#methodology").getByRole("listitem")).toHaveCount(4);
    await page.getByRole("link", { name: content.dashboard.link.label }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dashboardPage.hero.title);
  });

  test("/partnerships has four project cards, the collaboration types and a link to /contact", async ({
    page,
  }) => {
    await page.goto("/partnerships");
    await waitForHydration(page);
    expect(partnershipProjects).toHaveLength(4);
    await expect(page.locator("#projects").getByRole("heading", { level: 3 })).toHaveText(
      partnershipProjects.map((project) => project.title),
    );
    await expect(
      page.getByRole("heading", { level: 2, name: partnershipsPage.collaborationHeader.title }),
    ).toBeVisible();
    await expect(page.locator("#collaboration").getByRole("heading", { level: 3 })).toHaveCount(4);
    await page.getByRole("link", { name: partnershipsPage.closing.primary.label }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("/dashboard", () => {
  test("says a third party runs the dashboard, names only a configured provider and claims no features of its own", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const provider = siteConfig.dashboardProvider;
    await expect(page.getByRole("heading", { level: 2, name: dashboardPage.operator.title })).toBeVisible();
    // The page's own words are checked against the configuration in app/routes/dashboard.test.tsx.
    await expect(main).toContainText(dashboardPage.hero.lead);
    await expect(main).toContainText(dashboardPage.operator.body);
    await expect(main).toContainText(/does not control/);
    // The default address is on the organisation's own subdomain: nothing may call the dashboard independent.
    await expect(main).not.toContainText(/independent/i);
    const offer = page.locator("section#what-it-offers");
    if (provider) {
      await expect(
        page.getByRole("heading", { level: 2, name: dashboardPage.offer.header.title }),
      ).toBeVisible();
      await expect(main).toContainText(`run by ${provider.name}, a third party`);
      if (provider.features.length > 0) {
        await expect(
          offer.getByRole("heading", { level: 3, name: `According to ${provider.name}` }),
        ).toBeVisible();
        for (const feature of provider.features) {
          await expect(offer.getByRole("listitem").filter({ hasText: feature })).toBeVisible();
        }
      }
    } else {
      await expect(
        page.getByRole("heading", { level: 2, name: dashboardPage.offer.header.title }),
      ).toBeVisible();
      await expect(main).toContainText("run by a third party");
      await expect(offer).toContainText(dashboardPage.offer.header.lead!);
      // Only the site's own glossary card: no feature list attributed to anyone.
      await expect(offer.getByRole("heading", { level: 3 })).toHaveText([dashboardPage.offer.glossary.title]);
      await expect(offer.locator("li li")).toHaveCount(0);
    }
    const buttons = page.getByRole("link", { name: `${dashboardPage.buttonLabel} (opens in a new tab)` });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute("href", siteConfig.dashboardUrl);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("opens the external dashboard in a new tab with no handle on this page", async ({ page, context }) => {
    // The dashboard is a third-party site; answer for it so the test does not depend on the network.
    await context.route(`${siteConfig.dashboardUrl}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Dashboard</title><p>External dashboard</p>" }),
    );
    await page.goto("/dashboard");
    await waitForHydration(page);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("link", { name: `${dashboardPage.buttonLabel} (opens in a new tab)` })
        .first()
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${siteConfig.dashboardUrl}/`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await popup.evaluate(() => document.referrer)).toBe("");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
