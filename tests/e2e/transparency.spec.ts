import { footerContent } from "#app/content/footer.ts";
import { blogPage } from "#app/content/pages/blog.ts";
import { ourApproachPage } from "#app/content/pages/our-approach.ts";
import { transparencyPage } from "#app/content/pages/transparency.ts";
import { transparency } from "#app/content/transparency.ts";
import { siteConfig } from "#app/site.config.ts";
import { formatDateStable } from "#app/lib/format-date.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const newestCorrection = [...transparency.corrections].sort((a, b) => b.date.localeCompare(a.date))[0]!;
// The newest correction of an article: its date is that article's latest, which its "Updated" line shows.
const correctedPostEntry = [...transparency.corrections]
  .filter((entry) => entry.path.startsWith("/blog/"))
  .sort((a, b) => b.date.localeCompare(a.date))[0]!;

test("every footer links to /transparency, which records funding, the editorial policy and corrections", async ({
  page,
}) => {
  await page.goto("/tools");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: footerContent.transparencyLabel }).click();
  await expect(page).toHaveURL("/transparency");
  const content = transparencyPage;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);

  const funding = page.getByRole("region", { name: content.record.header.title });
  // The record is empty, and the page says so.
  expect(transparency.record).toHaveLength(0);
  await expect(funding).toContainText(content.record.none);
  await expect(funding).toContainText(
    fillTemplate(content.record.checkedOn, { date: formatDateStable(transparency.recordCheckedOn) }),
  );
  await expect(
    page.getByRole("region", { name: content.editorial.header.title }).getByRole("listitem"),
  ).toHaveCount(content.editorial.points.length);

  const log = page.getByRole("region", { name: content.corrections.header.title }).getByRole("list");
  await expect(log.getByRole("listitem").first()).toContainText(formatDateStable(newestCorrection.date));
  // Each entry links to the page it corrected, and a corrected article says so.
  await log
    .getByRole("listitem")
    .filter({ hasText: formatDateStable(correctedPostEntry.date) })
    .getByRole("link", { name: correctedPostEntry.page })
    .click();
  await expect(page).toHaveURL(correctedPostEntry.path);
  await expect(page.locator("article > header")).toContainText(
    `${blogPage.updatedLabel} ${formatDateStable(correctedPostEntry.date)}`,
  );
});

test("/our-approach links its commitments to the public record", async ({ page }) => {
  await page.goto("/our-approach");
  await waitForHydration(page);
  await page.getByRole("link", { name: ourApproachPage.ethics.transparencyLink.label }).click();
  await expect(page).toHaveURL("/transparency");
});

test.describe("reuse and cite", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("/transparency#reuse says what may be reused, with a credit line to copy, the license and the site's citation", async ({
    page,
  }) => {
    const { reuse } = transparencyPage;
    await page.goto("/transparency#reuse");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: reuse.header.title });
    await expect(section).toBeInViewport();
    await expect(section).toHaveAttribute("id", "reuse");

    const attribution = section.getByRole("figure", { name: reuse.attribution.label });
    await expect(attribution).toContainText(siteConfig.name);
    await expect(attribution).toContainText(siteConfig.contentLicence.name);
    expect(siteConfig.contentLicence.name).toBe("CC BY 4.0");
    await attribution
      .getByRole("button", { name: `${reuse.copy.label} ${reuse.copy.attributionTarget}` })
      .click();
    await expect(page.locator("[data-sonner-toast]")).toContainText(reuse.copy.attributionCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reuse.attribution.line);

    await expect(section.getByRole("link", { name: reuse.links.licence.label })).toHaveAttribute(
      "href",
      siteConfig.contentLicence.url,
    );
    await expect(section.getByRole("figure", { name: reuse.citing.label })).toContainText(siteConfig.url);
    await expect(section.getByRole("heading", { name: reuse.press.title })).toBeVisible();
    await expect(section).toContainText(siteConfig.pressEmail);
  });
});
