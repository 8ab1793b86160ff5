import { teachPage } from "#app/content/pages/teach.ts";
import { lessons } from "#app/content/teach.ts";
import { patterns } from "#app/content/patterns.ts";
import { teachPdfPath } from "#app/site.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

// A British visitor: the PDFs offered first are A4 (paper.spec.ts checks US Letter for en-US).
test.use({ locale: "en-GB" });

/*
 * The teaching pack (issue 29): /teach leads to each lesson and sheet, which opens on its own page with
 * its PDF beside it, shows the patterns it names and prints as the lesson alone.
 */

test("/teach leads to every lesson and sheet, and each opens with its PDF beside it", async ({ page }) => {
  await page.goto("/teach");
  await waitForHydration(page);
  await expect(page.getByText(teachPage.ages)).toBeVisible();
  const parts = [
    ...lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
    ...teachPage.sheets.map((sheet) => ({ id: sheet.id, title: sheet.title })),
  ];
  for (const part of parts) {
    await expect(page.getByRole("link", { name: part.title, exact: true })).toHaveAttribute(
      "href",
      `/teach/${part.id}`,
    );
    await expect(
      page.getByRole("link", { name: `${teachPage.downloadLabel}: ${part.title}`, exact: true }),
    ).toHaveAttribute("href", teachPdfPath(part.id));
  }
  // A client-side navigation to a lesson, then its PDF is a download that resolves.
  const first = lessons[0]!;
  await page.getByRole("link", { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(`/teach/${first.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  const pdf = page.getByRole("link", { name: `${teachPage.downloadLabel}: ${first.title}`, exact: true });
  const response = await page.request.get((await pdf.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
});

for (const lesson of lessons) {
  test(`/teach/${lesson.id} shows the drawings of the patterns it names, linked to their pages`, async ({
    page,
  }) => {
    await page.goto(`/teach/${lesson.id}`);
    for (const slug of lesson.patterns) {
      const pattern = patterns.find((candidate) => candidate.slug === slug)!;
      await expect(page.getByRole("img", { name: pattern.harmful.label, exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: pattern.humane.label, exact: true })).toBeVisible();
      await expect(page.locator(`main a[href="/patterns/${slug}"]`).first()).toBeVisible();
    }
  });
}

test("a lesson prints as the lesson alone: no frame, no download, black on white", async ({ page }) => {
  await page.goto(`/teach/${lessons[0]!.id}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("link", { name: new RegExp(`^${teachPage.downloadLabel}`) })).toBeHidden();
  await expect(page.getByRole("link", { name: teachPage.backLabel, exact: true })).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe("rgb(0, 0, 0)");
});
