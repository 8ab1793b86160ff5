import { describe, expect, it } from "vitest";
import {
  apaCitation,
  bibtexCitation,
  citationFiles,
  citationKey,
  escapeBibtex,
  highwireTags,
  personName,
  risCitation,
  toCrlf,
  type CitationSource,
} from "./cite-formats.ts";

const article: CitationSource = {
  kind: "blog-post",
  slug: "digital-services-act",
  siteSlug: "attune",
  title: "The Digital Services Act: what changes for you",
  author: { type: "Organization", name: "Attune research team" },
  published: "2025-04-12",
  container: "Attune blog",
  publisher: "Attune",
  url: "https://attune.example/blog/digital-services-act",
};

const byPerson: CitationSource = {
  ...article,
  kind: "web-page",
  slug: "confirmshaming",
  title: "Confirmshaming",
  author: { type: "Person", name: "Jean-Paul Q. Martin" },
  published: "2026-11-02",
  container: "Attune Pattern Library",
  url: "https://attune.example/patterns/confirmshaming",
};

describe("APA", () => {
  it("cites a group author in full, with the date, title, container and URL", () => {
    expect(apaCitation(article)).toBe(
      "Attune research team. (2025, April 12). The Digital Services Act: what changes for you. Attune blog. https://attune.example/blog/digital-services-act",
    );
  });

  it("cites a person as Family, initials, and adds no second full stop", () => {
    expect(apaCitation({ ...byPerson, title: "Who decides?" })).toBe(
      "Martin, J.-P. Q. (2026, November 2). Who decides? Attune Pattern Library. https://attune.example/patterns/confirmshaming",
    );
  });
});

describe("BibTeX", () => {
  it("escapes LaTeX's special characters in one pass", () => {
    expect(escapeBibtex("50% {off} & R_1 #2 $3 ~ ^ \\")).toBe(
      "50\\% \\{off\\} \\& R\\_1 \\#2 \\$3 \\textasciitilde{} \\textasciicircum{} \\textbackslash{}",
    );
  });

  it("writes a @misc entry with a stable key, a corporate author in double braces and a protected title", () => {
    expect(bibtexCitation(article)).toBe(
      [
        "@misc{attune2025-digital-services-act,",
        "  author       = {{Attune research team}},",
        "  title        = {{The Digital Services Act: what changes for you}},",
        "  howpublished = {Attune blog},",
        "  publisher    = {Attune},",
        "  year         = {2025},",
        "  month        = apr,",
        "  url          = {https://attune.example/blog/digital-services-act},",
        "}",
      ].join("\n"),
    );
    expect(citationKey(article)).toBe(citationKey({ ...article, title: "Another title" }));
  });

  it("writes a person as Family, Given in single braces and escapes the title", () => {
    const entry = bibtexCitation({ ...byPerson, title: "Fees & tricks: 100% {hidden}_#" });
    expect(entry).toContain("  author       = {Martin, Jean-Paul Q.},");
    expect(entry).toContain("  title        = {{Fees \\& tricks: 100\\% \\{hidden\\}\\_\\#}},");
    expect(entry).toContain("  month        = nov,");
    expect(entry.startsWith("@misc{attune2026-confirmshaming,")).toBe(true);
  });
});

describe("RIS", () => {
  it("types an article as BLOG with the group author's full name, and ends the record", () => {
    expect(risCitation(article).split("\n")).toEqual([
      "TY  - BLOG",
      "AU  - Attune research team",
      "TI  - The Digital Services Act: what changes for you",
      "T2  - Attune blog",
      "PB  - Attune",
      "PY  - 2025",
      "DA  - 2025/04/12/",
      "UR  - https://attune.example/blog/digital-services-act",
      "LA  - en",
      "ER  - ",
    ]);
  });

  it("types a page as ELEC with a person as Family, Given, each value on one line", () => {
    const record = risCitation({ ...byPerson, title: "Two\nlines" });
    expect(record).toMatch(/^TY {2}- ELEC$/m);
    expect(record).toMatch(/^AU {2}- Martin, Jean-Paul Q\.$/m);
    expect(record).toMatch(/^TI {2}- Two lines$/m);
    expect(toCrlf(record)).toMatch(/^TY {2}- ELEC\r\n[\s\S]*\r\nER {2}- \r\n$/);
  });
});

describe("names, meta tags and files", () => {
  it("splits names, keeping a configured Family, Given as it is", () => {
    expect(personName("Jane Doe")).toEqual({ family: "Doe", given: "Jane" });
    expect(personName("van der Berg, Anna")).toEqual({ family: "van der Berg", given: "Anna" });
    expect(personName("Plato")).toEqual({ family: "Plato", given: "" });
  });

  it("gives Google Scholar's Highwire tags with the date as YYYY/MM/DD", () => {
    expect(Object.fromEntries(highwireTags(byPerson).map((tag) => [tag.name, tag.content]))).toEqual({
      citation_title: "Confirmshaming",
      citation_author: "Martin, Jean-Paul Q.",
      citation_publication_date: "2026/11/02",
      citation_publisher: "Attune",
      citation_public_url: "https://attune.example/patterns/confirmshaming",
      citation_language: "en",
    });
    expect(highwireTags(article)[1]).toEqual({ name: "citation_author", content: "Attune research team" });
  });

  it("rejects a date that is not YYYY-MM-DD and names the files beside a page", () => {
    expect(() => apaCitation({ ...article, published: "12 April 2025" })).toThrow(/YYYY-MM-DD/);
    expect(citationFiles("/blog/ai-neutrality")).toEqual({
      bib: "/blog/ai-neutrality.bib",
      ris: "/blog/ai-neutrality.ris",
    });
  });
});
