import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { enforcementPage } from "#app/content/pages/enforcement.ts";
import { updatesPage } from "#app/content/pages/updates.ts";
import { updatesOlderPagePaths } from "#app/family-paths.ts";
import { updatesPerPage } from "#app/lib/updates-pages.ts";
import type { ExportFile } from "#app/lib/enforcement-export.ts";
import { withdrawnRecords } from "#app/content/enforcement/withdrawn.ts";
import { fillCount, fillTemplate } from "#app/lib/template.ts";
import { clientDir } from "./built-files.ts";

/*
 * The enforcement record as built (issues 27 and 33): the list, each record's own page, the CSV, JSON and
 * JSON Schema downloads, the pages narrowed for visitors without JavaScript, /updates and its Atom feed,
 * and every pattern page's Enforcement section come from the same records, so they must agree.
 */

const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
const dom = (file: string) => new JSDOM(read(file)).window.document;
const json = JSON.parse(read("enforcement.json")) as ExportFile;
const page = dom("enforcement/index.html");
const csvText = read("enforcement.csv");
const csv = parseCsv(csvText, { columns: true, bom: true }) as Record<string, string>[];
const origin = new URL(json.url).origin;

/** A link by its exact address (attribute selectors stumble over "?" and "&" in jsdom). */
const linkTo = (root: ParentNode, href: string) =>
  [...root.querySelectorAll("a[href]")].find((link) => link.getAttribute("href") === href) ?? null;

const subfolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;

describe("/enforcement and its downloads", () => {
  it("lists every record in a table, newest first, each row linking its own page", () => {
    // Every record published is listed here or withdrawn (withdrawn.ts): none is lost.
    expect(json.records.length + withdrawnRecords.length).toBeGreaterThanOrEqual(65);
    const rows = [...page.querySelectorAll("main table tbody tr")];
    const linked = rows.map((row) => row.querySelector("a")?.getAttribute("href"));
    expect(linked).toEqual(json.records.map((record) => `/enforcement/${record.id}`));
    const dates = json.records.map((record) => record.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The phone's list holds the same links in the same order.
    const list = [...page.querySelectorAll("main ul[data-records] > li > a")].map((link) =>
      link.getAttribute("href"),
    );
    expect(list).toEqual(linked);
  });

  it("the CSV starts with a byte-order mark, parses as RFC 4180 and holds the JSON's records field for field", () => {
    expect(csvText.charCodeAt(0)).toBe(0xfeff);
    expect(csvText).toContain("\r\n");
    expect(csv.map((row) => row.id)).toEqual(json.records.map((record) => record.id));
    for (const [index, record] of json.records.entries()) {
      const row = csv[index]!;
      expect(row.date).toBe(record.date);
      expect(row.stage).toBe(record.stage);
      expect(row.company).toBe(record.company);
      expect(row.authority_ids).toBe(record.authority_ids.join("; "));
      expect(row.authority_names).toBe(record.authority_names.join("; "));
      expect(row.summary).toBe(record.summary);
      expect(row.amount).toBe(record.amount === null ? "" : String(record.amount));
      expect(row.currency).toBe(record.currency ?? "");
      expect(row.status).toBe(record.status);
      expect(row.page).toBe(`${origin}/enforcement/${record.id}`);
      expect(row.primary_source).toBe(record.primary_source);
    }
    // Amounts are plain numbers with their currency, as a spreadsheet reads them.
    const withMoney = csv.filter((row) => row.amount !== "");
    expect(withMoney.length).toBeGreaterThan(20);
    for (const row of withMoney) {
      expect(row.amount, row.id).toMatch(/^\d+$/);
      expect(row.currency, row.id).toMatch(/^[A-Z]{3}$/);
    }
    // Accents survive: a French title is read back as written.
    expect(csvText).toMatch(/[éèàç]/);
  });

  it("the JSON names its JSON Schema, which describes every field of a record", () => {
    const schema = JSON.parse(read("enforcement.schema.json")) as {
      $schema: string;
      properties: { records: { items: { properties: Record<string, unknown>; required: string[] } } };
    };
    expect(json.schema).toBe(`${origin}/enforcement.schema.json`);
    expect(schema.$schema).toContain("json-schema.org");
    const fields = schema.properties.records.items.properties;
    for (const record of json.records)
      expect(Object.keys(record).sort(), record.id).toEqual(Object.keys(fields).sort());
    expect(linkTo(page, "/enforcement.schema.json")).not.toBeNull();
  });

  it("counts authorities by body, not by spelling", () => {
    const counts = page.querySelector("main")!.textContent!;
    const bodies = new Set(json.records.flatMap((record) => record.authority_ids)).size;
    expect(counts).toContain(`by ${bodies} authorities and courts`);
  });

  it("publishes the data under CC BY 4.0, with every download column explained on the page", () => {
    expect(json.licence.name).toBe("CC BY 4.0");
    expect(linkTo(page, json.licence.url)).not.toBeNull();
    expect(page.querySelector('main a[href="/enforcement.csv"][download]')).not.toBeNull();
    expect(page.querySelector('main a[href="/enforcement.json"][download]')).not.toBeNull();
    const explained = [...page.querySelectorAll("main dl dt")].map((term) => term.textContent ?? "");
    for (const name of Object.keys(csv[0]!)) expect(explained, name).toContain(name);
  });

  it("without JavaScript the filters are disabled, say why, and the narrowed pages are linked", () => {
    expect(page.querySelector("main [role=search] fieldset")?.hasAttribute("disabled")).toBe(true);
    expect(page.querySelector("main [role=status]")?.textContent).toMatch(
      /need JavaScript.*browse by pattern or jurisdiction/,
    );
    expect(linkTo(page, "/enforcement/pattern/hard-to-cancel")).not.toBeNull();
    expect(linkTo(page, "/enforcement/jurisdiction/uk")).not.toBeNull();
  });
});

describe("the pages narrowed by pattern and by jurisdiction", () => {
  const narrowed = [
    ...subfolders(path.join(clientDir, "enforcement", "pattern")).map((slug) => ({
      file: `enforcement/pattern/${slug}/index.html`,
      matches: (record: ExportFile["records"][number]) => record.patterns.includes(slug),
    })),
    ...subfolders(path.join(clientDir, "enforcement", "jurisdiction")).map((value) => ({
      file: `enforcement/jurisdiction/${value}/index.html`,
      matches: (record: ExportFile["records"][number]) => record.jurisdiction === value,
    })),
  ];

  it("exist for every pattern and jurisdiction in the record, each listing only its records", () => {
    expect(narrowed.length).toBeGreaterThanOrEqual(12 + 8);
    for (const { file, matches } of narrowed) {
      const document = dom(file);
      const rows = [...document.querySelectorAll("main table tbody tr a")].map((link) =>
        link.getAttribute("href"),
      );
      const expected = json.records.filter(matches).map((record) => `/enforcement/${record.id}`);
      expect(expected.length, file).toBeGreaterThan(0);
      expect(rows, file).toEqual(expected);
      expect(document.querySelector("link[rel=canonical]")?.getAttribute("href"), file).toBe(
        `${origin}/${file.replace(/\/index\.html$/, "")}`,
      );
      expect(linkTo(document, "/enforcement"), file).not.toBeNull();
    }
  });

  it("count their records in the singular or the plural, and pre-render the disabled downloads", () => {
    const one = narrowed.filter(({ matches }) => json.records.filter(matches).length === 1);
    // A pattern or jurisdiction with a single record reads "1 record", not "1 records".
    expect(one.length).toBeGreaterThan(0);
    for (const { file, matches } of narrowed) {
      const document = dom(file);
      const count = json.records.filter(matches).length;
      const main = document.querySelector("main")!;
      const lead = fillCount(enforcementPage.narrowed.lead, count, { label: "\u0000" }).split("\u0000")[0]!;
      expect(main.textContent, file).toContain(lead);
      expect(main.querySelector("[role=status]")?.textContent, file).toBe(
        `${fillCount(enforcementPage.filters.count, count)} ${enforcementPage.filters.noScript}`,
      );
      // The filtered downloads take their place before hydration, so nothing under them moves then.
      const downloads = [...main.querySelectorAll("p")].find(
        (paragraph) =>
          paragraph.firstElementChild?.textContent ===
          fillCount(enforcementPage.filteredDownloads.lead, count),
      );
      expect(downloads, file).toBeDefined();
      const buttons = [...downloads!.querySelectorAll("button")];
      expect(
        buttons.map((button) => button.textContent),
        file,
      ).toEqual([enforcementPage.filteredDownloads.csv, enforcementPage.filteredDownloads.json]);
      for (const button of buttons) expect(button.hasAttribute("disabled"), file).toBe(true);
      expect(downloads!.parentElement?.className, file).toContain("noscript:hidden");
    }
  });
});

describe("each record's own page", () => {
  it("is pre-rendered with its own title, description, card, citation files and Highwire tags", () => {
    const titles = new Set<string>();
    for (const record of json.records) {
      const file = `enforcement/${record.id}/index.html`;
      const document = dom(file);
      expect(document.querySelector("h1")?.textContent, record.id).toBe(record.company);
      const title = document.title;
      expect(titles.has(title), `${record.id}: title ${title}`).toBe(false);
      titles.add(title);
      expect(document.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(record.page);
      expect(meta(document, "description"), record.id).toContain(record.company.slice(0, 20));
      const card = meta(document, "og:image")!;
      expect(card, record.id).toBe(`${origin}/cards/enforcement/${record.id}.png`);
      expect(
        readFileSync(path.join(clientDir, new URL(card).pathname))
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
      expect(meta(document, "citation_title"), record.id).toBeTruthy();
      expect(meta(document, "citation_public_url"), record.id).toBe(record.page);
      expect(read(`enforcement/${record.id}.bib`), record.id).toMatch(
        new RegExp(`url\\s+= \\{${record.page}\\}`),
      );
      expect(read(`enforcement/${record.id}.ris`), record.id).toContain(`UR  - ${record.page}`);
      // The APA line is on the page itself.
      expect(document.querySelector("main details")?.textContent, record.id).toContain(record.page);
    }
  });

  it("shows the timeline, the sources' passages and where the matter stands", () => {
    for (const record of json.records) {
      const document = dom(`enforcement/${record.id}/index.html`);
      const main = document.querySelector("main")!;
      const history = [...main.querySelectorAll('section[aria-labelledby="history"] li time')].map((time) =>
        time.getAttribute("datetime"),
      );
      expect(history, record.id).toEqual(record.events.map((event) => event.date));
      const quotes = [...main.querySelectorAll('section[aria-labelledby="evidence"] blockquote')].map(
        (quote) => quote.textContent?.trim(),
      );
      expect(quotes, record.id).toEqual(record.evidence.map((item) => item.quote));
      expect(main.querySelector('section[aria-labelledby="status"]')?.textContent, record.id).toContain(
        record.status,
      );
      expect(linkTo(main, record.primary_source), record.id).not.toBeNull();
      for (const slug of record.patterns)
        expect(linkTo(main, `/patterns/${slug}`), `${record.id} ${slug}`).not.toBeNull();
    }
  }, 60_000);

  it("is in the sitemap", () => {
    const sitemap = read("sitemap.xml");
    for (const record of json.records) expect(sitemap, record.id).toContain(`<loc>${record.page}</loc>`);
  });
});

describe("/updates and /updates.xml", () => {
  const atom = new JSDOM(read("updates.xml"), { contentType: "application/xml" }).window.document;
  const ns = "http://www.w3.org/2005/Atom";
  const entries = [...atom.getElementsByTagNameNS(ns, "entry")];
  const child = (node: Element, name: string) => node.getElementsByTagNameNS(ns, name)[0] ?? null;

  it("the feed is well-formed Atom with the elements RFC 4287 requires, newest first", () => {
    expect(atom.getElementsByTagName("parsererror")).toHaveLength(0);
    const feed = atom.documentElement;
    expect(feed.namespaceURI).toBe(ns);
    expect(feed.localName).toBe("feed");
    for (const name of ["id", "title", "updated", "author"]) expect(child(feed, name), name).not.toBeNull();
    expect(child(feed, "link")?.getAttribute("rel")).toBe("self");
    expect(entries.length).toBeGreaterThanOrEqual(json.records.length);
    const ids = new Set<string>();
    for (const entry of entries) {
      for (const name of ["id", "title", "updated", "link", "summary"])
        expect(child(entry, name), name).not.toBeNull();
      expect(child(entry, "updated")!.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      ids.add(child(entry, "id")!.textContent!);
    }
    expect(ids.size, "unique entry ids").toBe(entries.length);
    const dates = entries.map((entry) => child(entry, "updated")!.textContent!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(child(feed, "updated")!.textContent).toBe(dates[0]);
  });

  // /updates, then /updates/page/2 and on (issue 56): the feed's entries, a page at a time.
  const pagePaths = ["/updates", ...updatesOlderPagePaths()];
  const pageDocuments = pagePaths.map((urlPath) => dom(`${urlPath.slice(1)}/index.html`));

  it("lists each new record, the later events of a case and the corrections, as the page does", () => {
    const links = pageDocuments.flatMap((document) =>
      [...document.querySelectorAll("main li h3 a")].map((link) => link.getAttribute("href")),
    );
    expect(links).toHaveLength(entries.length);
    for (const record of json.records) expect(links, record.id).toContain(`/enforcement/${record.id}`);
    // A step recorded after its record was added is an update of its own.
    for (const record of json.records) {
      const later = record.events.filter((event) => event.date.padEnd(10, "-01") > record.added_on);
      expect(
        links.filter((href) => href === `/enforcement/${record.id}#history`),
        record.id,
      ).toHaveLength(later.length);
    }
    // Corrections: the record's own, and the pattern pages' law sections.
    expect(links).toContain("/enforcement/ca8-negative-option-rule-2025");
    expect(links.some((href) => href?.startsWith("/patterns/"))).toBe(true);
    expect(read("index.html")).toContain('<link rel="alternate" type="application/atom+xml"');
    for (const file of ["enforcement/index.html", "transparency/index.html", "index.html"])
      expect(linkTo(dom(file), "/updates"), file).not.toBeNull();
  });

  it("shows the changes a page at a time, newest first, each page linking to the newer and the older", () => {
    expect(pagePaths.length).toBe(Math.ceil(entries.length / updatesPerPage));
    const dates = pageDocuments.flatMap((document) =>
      [...document.querySelectorAll("main h2 time")].map((time) => time.getAttribute("datetime")!),
    );
    expect(dates).toEqual([...dates].sort().reverse());
    pageDocuments.forEach((document, index) => {
      const where = pagePaths[index]!;
      const count = document.querySelectorAll("main li h3 a").length;
      expect(count, where).toBe(Math.min(updatesPerPage, entries.length - index * updatesPerPage));
      const nav = document.querySelector(`main nav[aria-label="${updatesPage.pages.label}"]`)!;
      expect(nav, where).not.toBeNull();
      const link = (name: string) =>
        [...nav.querySelectorAll("a")].find((a) => a.textContent?.trim() === name)?.getAttribute("href");
      expect(link(updatesPage.pages.newer), where).toBe(pagePaths[index - 1]);
      expect(link(updatesPage.pages.older), where).toBe(pagePaths[index + 1]);
      expect(nav.textContent, where).toContain(
        fillTemplate(updatesPage.pages.position, { page: index + 1, pages: pagePaths.length }),
      );
    });
    expect(read("sitemap.xml")).toContain("/updates/page/2</loc>");
  });
});

describe("pattern pages' Enforcement and law sections", () => {
  const slugs = readdirSync(path.join(clientDir, "patterns"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it("every pattern page links exactly its records' pages, or says none was found as of the check", () => {
    expect(slugs.length).toBeGreaterThanOrEqual(14);
    const [year, , day] = (JSON.parse(read("enforcement.json")) as { checked_on: string }).checked_on.split(
      "-",
    );
    for (const slug of slugs) {
      const document = dom(`patterns/${slug}/index.html`);
      const section = document.querySelector('section[aria-labelledby="enforcement"]')!;
      const linked = [...section.querySelectorAll('a[href^="/enforcement/"]')].map((link) =>
        link.getAttribute("href")!.replace("/enforcement/", ""),
      );
      const expected = json.records
        .filter((record) => record.patterns.includes(slug))
        .map((record) => record.id);
      expect(linked, slug).toEqual(expected);
      if (expected.length === 0) expect(section.textContent, slug).toContain(`${Number(day)}, ${year}`);
      expect(document.querySelector('section[aria-labelledby="law"]')?.textContent, slug).toMatch(
        /Law checked on [A-Z][a-z]+ \d{1,2}, \d{4}\./,
      );
    }
  }, 60_000);
});

describe("withdrawn records", () => {
  it("still answers, says the record was withdrawn and why, is not indexed, and is in no list", () => {
    const sitemap = read("sitemap.xml");
    const listing = read("enforcement/index.html");
    for (const record of withdrawnRecords) {
      const document = dom(`enforcement/${record.id}/index.html`);
      expect(document.querySelector("h1")?.textContent, record.id).toBe(
        fillTemplate(enforcementPage.withdrawn.title, {
          company: record.company,
          authority: record.authority,
        }),
      );
      expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      expect(document.body.textContent).toContain(enforcementPage.withdrawn.reason);
      expect(linkTo(document, "/enforcement"), record.id).not.toBeNull();
      expect(sitemap).not.toContain(`/enforcement/${record.id}<`);
      expect(listing).not.toContain(`/enforcement/${record.id}"`);
    }
  });
});
