import { faqs } from "#app/content/faq.ts";
import { contactPage } from "#app/content/pages/contact.ts";
import { siteConfig } from "#app/site.config.ts";
import { specHeadings } from "../spec-text.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** /contact (Contact & Follow): the three info cards and the FAQ. */

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
});

test("is titled Contact & Follow", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeadings.contact);
  await expect(page).toHaveTitle(`${specHeadings.contact} | ${siteConfig.name}`);
});

test("the Email card links to the contact address", async ({ page }) => {
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: contactPage.cards.email.title, exact: true }) });
  await expect(card.getByRole("link", { name: siteConfig.email })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.email}`,
  );
});

test("the Social Media card opens the professional-network page in a new tab without an opener", async ({
  page,
}) => {
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: contactPage.cards.social.title }) });
  const link = card.getByRole("link", { name: `${contactPage.cards.social.linkLabel} (opens in a new tab)` });
  await expect(link).toHaveAttribute("href", siteConfig.linkedinUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("the Community card links to the community when configured, otherwise says coming soon with no dead link", async ({
  page,
}) => {
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: contactPage.cards.community.title }) });
  if (siteConfig.communityUrl) {
    const link = card.getByRole("link", { name: /\(opens in a new tab\)$/ });
    await expect(link).toHaveAttribute("href", siteConfig.communityUrl);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  } else {
    await expect(card).toContainText(contactPage.cards.community.comingSoon);
    await expect(card).toContainText(/coming soon/i);
    await expect(card.locator("a")).toHaveCount(0);
  }
  await expect(page.locator('main a[href="#"], main a[href=""], main a:not([href])')).toHaveCount(0);
});

test("the FAQ shows the three questions with their full answers", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 2, name: specHeadings.faq })).toBeVisible();
  const questions = page.locator("#faq").getByRole("heading", { level: 3 });
  expect(faqs).toHaveLength(3);
  await expect(questions).toHaveText(faqs.map((faq) => faq.question));
  const faq = page.locator("#faq");
  for (const { answer } of faqs) await expect(faq.getByText(answer)).toBeVisible();
  // The spec's substance: working with companies is answered with disclosure, updates point to the newsletter.
  expect(faqs[1]!.answer).toMatch(/disclose/);
  expect(faqs[2]!.answer).toMatch(/newsletter/);
});
