import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { builtPages } from "./built-files.ts";

/*
 * What the pre-rendered HTML alone shows about how articles connect (issue 26.5): every article ends
 * with related pages that exist, links every pattern page that names it, and the blog index's link
 * texts each say where they lead.
 */

const pages = builtPages();
const byPath = new Map(pages.map((page) => [page.urlPath, page]));
const parsed = new Map<string, Document>();
/** Each page is parsed once: JSDOM takes a while over a long article. */
const documentOf = (html: string) => {
  if (!parsed.has(html)) parsed.set(html, new JSDOM(html).window.document);
  return parsed.get(html)!;
};
const articles = pages.filter((page) => /^\/blog\/[a-z0-9-]+$/.test(page.urlPath));
const patternPages = pages.filter((page) => /^\/patterns\/[a-z0-9-]+$/.test(page.urlPath));

/** A link's accessible name as its text gives it (these links have no aria-label). */
const linkText = (link: Element) => (link.textContent ?? "").replace(/\s+/g, " ").trim();
const linksIn = (document: Document, sectionId: string) =>
  [...document.querySelectorAll(`section[aria-labelledby="${sectionId}"] a[href]`)].map((link) =>
    link.getAttribute("href")!,
  );

describe("articles that connect", () => {
  it("finds the seven articles and the pattern pages", () => {
    expect(articles.length).toBe(7);
    expect(patternPages.length).toBeGreaterThan(10);
  });

  it("ends every article with two to four related pages, each a page the build wrote", () => {
    for (const article of articles) {
      const document = documentOf(article.html);
      expect(document.getElementById("related-reading")?.tagName, article.urlPath).toBe("H2");
      const related = linksIn(document, "related-reading");
      expect(related.length, article.urlPath).toBeGreaterThanOrEqual(2);
      expect(related.length, article.urlPath).toBeLessThanOrEqual(4);
      for (const href of related) {
        expect(byPath.has(href), `${article.urlPath} → ${href}`).toBe(true);
        expect(href).not.toBe(article.urlPath);
      }
    }
  });

  it("links from each article to every pattern page that lists it among its articles", () => {
    let pairs = 0;
    for (const patternPage of patternPages) {
      const document = documentOf(patternPage.html);
      const named = [...document.querySelectorAll("main a[href^='/blog/']")]
        .map((link) => link.getAttribute("href")!)
        .filter((href) => byPath.has(href));
      for (const articlePath of new Set(named)) {
        const linked = linksIn(documentOf(byPath.get(articlePath)!.html), "patterns-in-article");
        expect(linked, `${articlePath} should link ${patternPage.urlPath}`).toContain(patternPage.urlPath);
        pairs++;
      }
    }
    // The pattern pages name articles in more than twenty places (related.articles in content/patterns/).
    expect(pairs).toBeGreaterThanOrEqual(20);
    for (const article of articles) {
      for (const href of linksIn(documentOf(article.html), "patterns-in-article")) {
        expect(byPath.has(href), `${article.urlPath} → ${href}`).toBe(true);
      }
    }
  });

  it("gives every link on /blog a text of its own, and makes each card's title a link to its article", () => {
    const document = documentOf(byPath.get("/blog")!.html);
    const main = document.querySelector("main")!;
    const links = [...main.querySelectorAll("a[href]")];
    const texts = links.map(linkText);
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
    const cards = [...main.querySelectorAll("article")];
    expect(cards.length).toBe(7);
    for (const card of cards) {
      const titleLink = card.querySelector("h2 a[href], h3 a[href]");
      expect(titleLink, linkText(card)).not.toBeNull();
      const readMore = [...card.querySelectorAll("a[href]")].find((link) =>
        linkText(link).startsWith("Read More"),
      );
      expect(readMore?.getAttribute("href")).toBe(titleLink!.getAttribute("href"));
      expect(linkText(readMore!)).toBe(`Read More: ${linkText(titleLink!)}`);
    }
  });

  it("shows each card's topics, and no topic on every card", () => {
    const document = documentOf(byPath.get("/blog")!.html);
    const cards = [...document.querySelectorAll("main article")];
    const topics = cards.map((card) =>
      [...card.querySelectorAll('[data-slot="post-tags"] li')].map((item) => linkText(item)),
    );
    for (const list of topics) expect(list.length).toBeGreaterThanOrEqual(2);
    for (const topic of new Set(topics.flat())) {
      expect(
        topics.every((list) => list.includes(topic)),
        topic,
      ).toBe(false);
    }
  });
});
