import { describe, expect, it } from "vitest";
import { headersFile, headersForPath, maxRules } from "./headers-file.ts";
import { contentTypes, errorCache, immutableCache, revalidateCache } from "./headers.ts";

const pages = ["/", "/tools", "/blog", "/blog/ai-neutrality", "/patterns/autoplay", "/about"];
const rootFiles = [
  "/index.html",
  "/404.html",
  "/_headers",
  "/rss.xml",
  "/rss.xml.br",
  "/sitemap.xml",
  "/search-index.json",
  "/robots.txt",
  "/enforcement.csv",
  "/enforcement.json",
  "/tools.data",
  "/_.data",
];
const file = headersFile(pages, rootFiles);
const values = (pathname: string, name: string) =>
  headersForPath(file, pathname)
    .filter(([header]) => header.toLowerCase() === name.toLowerCase())
    .map(([, value]) => value);

describe("headersFile", () => {
  it("never lets two rules set the same header on one path, so hosts that join matching rules send one value", () => {
    for (const pathname of [
      ...pages,
      "/assets/root-AbCdEfGh.css",
      "/blog/ai-neutrality.bib",
      "/patterns/autoplay.ris",
      "/tools.data",
      "/_.data",
      "/blog/ai-neutrality.data",
      "/enforcement.csv",
      "/enforcement.json",
      "/rss.xml",
      "/sitemap.xml",
      "/404.html",
      "/downloads/guide.pdf",
      "/drawings/autoplay-harmful.png",
      "/cards/home.png",
      "/cards/patterns/autoplay.png",
    ]) {
      const names = headersForPath(file, pathname).map(([name]) => name.toLowerCase());
      expect(names.length, pathname).toBe(new Set(names).size);
      expect(names, pathname).toContain("x-frame-options");
    }
  });

  it("gives pages, feeds and the guide revalidation, hashed assets a year, the 404 page no-store", () => {
    for (const page of pages) expect(values(page, "Cache-Control"), page).toEqual([revalidateCache]);
    expect(values("/blog/ai-neutrality.bib", "Cache-Control")).toEqual([revalidateCache]);
    expect(values("/rss.xml", "Cache-Control")).toEqual([revalidateCache]);
    for (const rootFile of ["/tools.data", "/_.data", "/enforcement.csv", "/enforcement.json"])
      expect(values(rootFile, "Cache-Control"), rootFile).toEqual([revalidateCache]);
    expect(values("/downloads/guide.pdf", "Cache-Control")).toEqual([revalidateCache]);
    for (const file of [
      "/drawings/autoplay-harmful.svg",
      "/drawings/autoplay-harmful.png",
      "/cards/home.png",
      "/cards/patterns/autoplay.png",
    ])
      expect(values(file, "Cache-Control"), file).toEqual([revalidateCache]);
    expect(values("/assets/root-AbCdEfGh.css", "Cache-Control")).toEqual([immutableCache]);
    expect(values("/404.html", "Cache-Control")).toEqual([errorCache]);
  });

  it("names the types hosts do not know: route data, citation files and the RSS feed", () => {
    expect(values("/tools.data", "Content-Type")).toEqual([contentTypes.data]);
    expect(values("/blog/ai-neutrality.bib", "Content-Type")).toEqual([contentTypes.bib]);
    expect(values("/patterns/autoplay.ris", "Content-Type")).toEqual([contentTypes.ris]);
    expect(values("/rss.xml", "Content-Type")).toEqual(["application/rss+xml; charset=utf-8"]);
  });

  it("names the type of every file at the root, the record's CSV and JSON included", () => {
    expect(values("/enforcement.csv", "Content-Type")).toEqual(["text/csv; charset=utf-8"]);
    expect(values("/enforcement.json", "Content-Type")).toEqual([contentTypes.json]);
    expect(values("/_.data", "Content-Type")).toEqual([contentTypes.data]);
    expect(file).not.toMatch(/^\/index\.html$|^\/_headers$|\.br$/m);
  });

  it("stays within the number of rules Cloudflare Pages reads, however many pages share a section", () => {
    const many = Array.from({ length: 500 }, (_, index) => `/blog/post-${index}`);
    expect(headersFile([...pages, ...many], rootFiles).match(/^\//gm)?.length).toBeLessThanOrEqual(maxRules);
  });
});
