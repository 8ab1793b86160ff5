import { describe, expect, it } from "vitest";
import { buildSearchDocuments, collectText } from "./search-documents.ts";

describe("search documents", () => {
  it("collects readable text and skips addresses, identifiers and icons", () => {
    expect(
      collectText({ title: "Hello", link: { label: "Read", href: "/x" }, icon: "menu", items: ["a", "b"] }),
    ).toBe("Hello Read a b");
  });

  it("makes one document per page, pattern, article, term, tool and case, each deep-linked", () => {
    const documents = buildSearchDocuments({
      pages: [{ path: "/about", content: { meta: { title: "About Us" }, hero: { lead: "Who we are" } } }],
      patterns: [{ slug: "nagging", name: "Nagging", alsoKnownAs: ["pestering"], searchTerms: ["pop-ups"] }],
      posts: [
        { path: "/blog/dsa", title: "The DSA", tags: ["Law"], excerpt: "Short.", prose: " Long  text. " },
      ],
      terms: [{ id: "nudge", term: "Nudge", definition: "A push.", example: "A default." }],
      tools: [{ id: "focus", title: "Focus", summary: "S", steps: ["one"], detail: "D" }],
      cases: [{ id: "streaming", platform: "Streaming", category: "Video", techniques: ["Autoplay"] }],
    });
    expect(documents.map(({ url, type }) => `${type} ${url}`)).toEqual([
      "pattern /patterns/nagging",
      "term /glossary#nudge",
      "article /blog/dsa",
      "tool /tools#focus",
      "case /cases#streaming",
      "page /about",
    ]);
    expect(documents.map((document) => document.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(documents[0]).toMatchObject({ keywords: ["pestering"], searchTerms: ["pop-ups"] });
    expect(documents[2]!.keywords).toEqual(["Law"]);
    expect(documents[2]!.text).toBe("Short. Long text.");
    expect(documents[5]).toMatchObject({ title: "About Us", text: "Who we are" });
  });
});
