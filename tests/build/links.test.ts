import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { JSDOM } from "jsdom";
import { builtPages, clientDir } from "./built-files.ts";

const pages = builtPages();
const documents = new Map(pages.map((page) => [page.urlPath, new JSDOM(page.html).window.document]));

/** Whether the static server (and any host following docs/deployment.md) answers this path with a file. */
function resolves(urlPath: string): boolean {
  const clean = decodeURIComponent(urlPath).replace(/\/$/, "") || "/";
  if (documents.has(clean)) return true;
  const file = path.join(clientDir, clean);
  return existsSync(file) && statSync(file).isFile();
}

for (const page of pages) {
  test(`${page.urlPath}: every link and fragment resolves; external links are safe`, () => {
    const document = documents.get(page.urlPath)!;
    const problems: string[] = [];
    for (const anchor of document.querySelectorAll("a")) {
      const href = anchor.getAttribute("href");
      const label = anchor.textContent?.trim() || anchor.getAttribute("aria-label") || "(no text)";
      if (href === null || href.trim() === "" || href === "#") {
        problems.push(`empty or "#" href on "${label}"`);
        continue;
      }
      if (href.startsWith("mailto:")) {
        if (!/^mailto:[^@\s]+@[^@\s?]+(\?.*)?$/.test(href)) problems.push(`malformed ${href}`);
        continue;
      }
      if (/^https?:\/\//.test(href)) {
        if (!href.startsWith("https://")) problems.push(`insecure link ${href}`);
        if (anchor.getAttribute("target") !== "_blank") problems.push(`${href} does not open in a new tab`);
        if (anchor.getAttribute("rel") !== "noopener noreferrer")
          problems.push(`${href} lacks rel="noopener noreferrer"`);
        const name = `${anchor.textContent ?? ""} ${anchor.getAttribute("aria-label") ?? ""}`;
        if (!/new tab/i.test(name)) problems.push(`${href} does not say it opens in a new tab`);
        continue;
      }
      const url = new URL(href, `https://site.test${page.urlPath === "/404" ? "/" : page.urlPath}`);
      if (url.origin !== "https://site.test") {
        problems.push(`unexpected link ${href}`);
        continue;
      }
      const targetPath = url.pathname;
      if (!resolves(targetPath)) {
        problems.push(`broken link ${href} ("${label}")`);
        continue;
      }
      if (url.hash) {
        const targetDocument = documents.get(targetPath.replace(/\/$/, "") || "/");
        const id = decodeURIComponent(url.hash.slice(1));
        if (targetDocument && !targetDocument.getElementById(id)) problems.push(`missing fragment ${href}`);
      }
    }
    for (const element of document.querySelectorAll("link[href], script[src], img[src]")) {
      const reference = element.getAttribute("href") ?? element.getAttribute("src")!;
      if (/^https:\/\//.test(reference) && element.getAttribute("rel") === "canonical") continue;
      // A data: URL (the inline tab icon) carries its content with it; there is nothing to resolve.
      if (reference.startsWith("data:")) continue;
      if (/^(https?:)?\/\//.test(reference)) {
        problems.push(`third-party resource ${reference}`);
        continue;
      }
      if (!resolves(new URL(reference, "https://site.test/").pathname))
        problems.push(`missing resource ${reference}`);
    }
    expect(problems).toEqual([]);
  });
}

test("ids are unique on every page", () => {
  for (const [urlPath, document] of documents) {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates, urlPath).toEqual([]);
  }
});
