import type { Page } from "@playwright/test";
import { citeLabels } from "#app/content/cite.ts";
import { patternLibraryPublished, patterns } from "#app/content/patterns.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { siteConfig } from "#app/site.config.ts";
import { specArticleTitles } from "../spec-text.ts";
import { articleTitle } from "./articles.ts";
import { axe } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * "Cite this" on articles and pattern pages: the disclosure, the three formats, Copy, the .bib/.ris
 * files, the Highwire meta tags, and the Share button's copy-link fallback.
 */

const origin = "https://attune.example";
const pages = [
  {
    path: "/blog/digital-services-act",
    title: articleTitle("digital-services-act"),
    year: "2025",
    date: "2025/04/12",
    risType: "BLOG",
    key: "attune2025-digital-services-act",
  },
  {
    path: "/patterns/confirmshaming",
    title: patterns.find((pattern) => pattern.slug === "confirmshaming")!.name,
    year: patternLibraryPublished.slice(0, 4),
    date: patternLibraryPublished.replaceAll("-", "/"),
    risType: "ELEC",
    key: "attune2026-confirmshaming",
  },
];
const author = siteConfig.author.name;
const { formats } = citeLabels;
const copyName = (format: string) =>
  `${citeLabels.copyLabel} ${fillTemplate(citeLabels.copyTarget, { format })}`;

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** Without navigator.share (as on most desktop browsers), so Share falls back to copying the link. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
}

async function openCiteThis(page: Page) {
  const summary = page.locator("summary", { hasText: citeLabels.summary });
  await summary.click();
  await expect(page.locator("details", { has: summary })).toHaveJSProperty("open", true);
}

for (const entry of pages) {
  test(`${entry.path}: Cite this opens on the three formats, each naming title, author, year and URL`, async ({
    page,
  }) => {
    await page.goto(entry.path);
    await waitForHydration(page);
    const apa = page.getByRole("figure", { name: formats.apa });
    await expect(apa).toBeHidden();
    await openCiteThis(page);

    const url = `${origin}${entry.path}`;
    for (const name of [formats.apa, formats.bibtex, formats.ris]) {
      const block = page.getByRole("figure", { name });
      await expect(block).toBeVisible();
      for (const part of [entry.title, author, entry.year, url]) await expect(block).toContainText(part);
    }
    await expect(page.getByRole("figure", { name: "BibTeX" })).toContainText(`@misc{${entry.key},`);
    await expect(page.getByRole("figure", { name: "RIS" })).toContainText(`TY  - ${entry.risType}`);

    // Copy puts exactly the text shown on the clipboard, and says so.
    const bibtex = page.getByRole("figure", { name: "BibTeX" });
    await bibtex.getByRole("button", { name: copyName(formats.bibtex) }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText(fillTemplate(citeLabels.copied, { format: formats.bibtex }));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await bibtex.locator("pre").innerText());
    expect(copied).toContain(`author       = {{${author}}}`);

    // The downloads are the build's files.
    await expect(page.getByRole("link", { name: citeLabels.downloadBib })).toHaveAttribute(
      "href",
      `${entry.path}.bib`,
    );
    await expect(page.getByRole("link", { name: citeLabels.downloadRis })).toHaveAttribute(
      "href",
      `${entry.path}.ris`,
    );
  });

  test(`${entry.path}: .bib and .ris answer with their types and the page's citation`, async ({
    request,
  }) => {
    const bib = await request.get(`${entry.path}.bib`);
    expect(bib.status()).toBe(200);
    expect(bib.headers()["content-type"]).toBe("application/x-bibtex; charset=utf-8");
    const bibText = await bib.text();
    expect(bibText).toMatch(new RegExp(`^@misc\\{${entry.key},\\n`));
    expect(bibText).toContain(`title        = {{${entry.title}}}`);
    expect(bibText).toContain(`url          = {${origin}${entry.path}}`);

    const ris = await request.get(`${entry.path}.ris`);
    expect(ris.status()).toBe(200);
    expect(ris.headers()["content-type"]).toBe("application/x-research-info-systems; charset=utf-8");
    const risText = await ris.text();
    expect(risText.startsWith(`TY  - ${entry.risType}\r\n`)).toBe(true);
    expect(risText).toContain(`AU  - ${author}\r\n`);
    expect(risText).toContain(`TI  - ${entry.title}\r\n`);
    expect(risText).toContain(`PY  - ${entry.year}\r\n`);
    expect(risText.endsWith("ER  - \r\n")).toBe(true);
  });

  test(`${entry.path}: Highwire tags for Google Scholar, Zotero and Mendeley`, async ({ page }) => {
    await page.goto(entry.path);
    const tag = (name: string) => page.locator(`head meta[name="${name}"]`);
    await expect(tag("citation_title")).toHaveAttribute("content", entry.title);
    await expect(tag("citation_author")).toHaveAttribute("content", author);
    await expect(tag("citation_publication_date")).toHaveAttribute("content", entry.date);
    await expect(tag("citation_publisher")).toHaveAttribute("content", siteConfig.name);
    await expect(tag("citation_public_url")).toHaveAttribute("content", `${origin}${entry.path}`);
    await waitForHydration(page);
    // Still one of each after hydration.
    await expect(tag("citation_title")).toHaveCount(1);
  });

  test(`${entry.path}: Share copies the canonical link where the browser cannot share`, async ({ page }) => {
    await withoutWebShare(page);
    await page.goto(entry.path);
    await waitForHydration(page);
    await page.getByRole("button", { name: citeLabels.shareLabel }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText(citeLabels.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${entry.path}`);
  });
}

test("Share hands the title and canonical URL to the system share sheet where there is one", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, "share", {
      value: async (data: ShareData) => void shared.push(data),
      configurable: true,
    });
  });
  await page.goto("/blog/ai-neutrality");
  await waitForHydration(page);
  await page.getByRole("button", { name: citeLabels.shareLabel }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: specArticleTitles["ai-neutrality"], url: `${origin}/blog/ai-neutrality` }]);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

test("a copy the browser refuses says so", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Clipboard.prototype, "writeText", {
      value: () => Promise.reject(new DOMException("Denied", "NotAllowedError")),
      configurable: true,
    });
  });
  await page.goto("/patterns/autoplay");
  await waitForHydration(page);
  await openCiteThis(page);
  await page.getByRole("button", { name: copyName(formats.apa) }).click();
  await expect(page.locator("[data-sonner-toast]")).toContainText(citeLabels.copyFailed);
});

test("the citation files stay out of the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${origin}/blog/digital-services-act</loc>`);
  expect(sitemap).not.toMatch(/\.(bib|ris)</);
});

for (const width of [1280, 375]) {
  test(`Cite this is accessible when open at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const entry of pages) {
      await page.goto(entry.path);
      await waitForHydration(page);
      await openCiteThis(page);
      const results = await axe(page, { include: ["details", "article header"] });
      expect(results.violations, entry.path).toEqual([]);
      // The citations wrap: nothing scrolls sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, entry.path).toBe(0);
    }
  });
}
