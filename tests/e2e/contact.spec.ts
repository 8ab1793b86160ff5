import { siteConfig } from "../../app/site.config";
import { expect, test, waitForHydration } from "./fixtures";

/** /contact (Contact & Follow): the three info cards and the FAQ. */

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
});

test("is titled Contact & Follow", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact & Follow");
  await expect(page).toHaveTitle(`Contact & Follow | ${siteConfig.name}`);
});

test("the Email card links to the contact address", async ({ page }) => {
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Email", exact: true }) });
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
    .filter({ has: page.getByRole("heading", { name: "Social Media" }) });
  const link = card.getByRole("link", { name: `${siteConfig.name} on LinkedIn (opens in a new tab)` });
  await expect(link).toHaveAttribute("href", siteConfig.linkedinUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("the Community card links to the community when configured, otherwise says coming soon with no dead link", async ({
  page,
}) => {
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Community" }) });
  if (siteConfig.communityUrl) {
    const link = card.getByRole("link", { name: /\(opens in a new tab\)$/ });
    await expect(link).toHaveAttribute("href", siteConfig.communityUrl);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  } else {
    await expect(card).toContainText(/coming soon/i);
    await expect(card.locator("a")).toHaveCount(0);
  }
  await expect(page.locator('main a[href="#"], main a[href=""], main a:not([href])')).toHaveCount(0);
});

test("the FAQ shows the three questions with their full answers", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 2, name: "Frequently Asked Questions" })).toBeVisible();
  const questions = page.locator("#faq").getByRole("heading", { level: 3 });
  await expect(questions).toHaveText([
    `How can I contribute to ${siteConfig.name}'s work?`,
    "Do you work with tech companies?",
    "How often is the content updated?",
  ]);
  const faq = page.locator("#faq");
  await expect(faq.getByText(/disclose that collaboration publicly/)).toBeVisible();
  await expect(faq.getByText(/easiest way to hear about new material is the newsletter/)).toBeVisible();
});
