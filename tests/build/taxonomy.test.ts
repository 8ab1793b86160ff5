import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { taxonomyPage } from "#app/content/pages/taxonomy.ts";
import type { CatalogueExport, TaxonomyExport } from "#app/data/taxonomy-data.server.ts";
import type { ExportFile } from "#app/lib/enforcement-export.ts";
import { formatDateStable } from "#app/lib/format-date.ts";
import { clientDir } from "./built-files.ts";

/*
 * /taxonomy ("One pattern, many names", issue 54.3) and the library's open data as built: the page's table and phone
 * list, /taxonomy.csv and /taxonomy.json come from the same map and must agree with each other and with the
 * library; each JSON file must validate against the JSON Schema it names; the catalogue (/patterns.json, .csv) must
 * hold every pattern page the build made, with the enforcement record's actions that name it.
 */

const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
const dom = (file: string) => new JSDOM(read(file)).window.document;
const csvOf = (file: string) => {
  const text = read(file);
  expect(text.charCodeAt(0), file).toBe(0xfeff);
  expect(text, file).toContain("\r\n");
  return parseCsv(text, { columns: true, bom: true }) as Record<string, string>[];
};

const page = dom("taxonomy/index.html");
const map = JSON.parse(read("taxonomy.json")) as TaxonomyExport;
const mapCsv = csvOf("taxonomy.csv");
const catalogue = JSON.parse(read("patterns.json")) as CatalogueExport;
const catalogueCsv = csvOf("patterns.csv");
const origin = new URL(map.url).origin;

/** The slugs of the pattern pages the build made, from the library's own index page. */
const builtPatterns = [
  ...new Set(
    [...dom("patterns/index.html").querySelectorAll('main a[href^="/patterns/"]')]
      .map((link) => link.getAttribute("href")!)
      .filter((href) => /^\/patterns\/[a-z0-9-]+$/.test(href))
      .map((href) => href.slice("/patterns/".length)),
  ),
].sort();

const linkTo = (root: ParentNode, href: string) =>
  [...root.querySelectorAll("a[href]")].find((link) => link.getAttribute("href") === href) ?? null;

/** A built JSON Schema as a validator: the schema's own text, read back by zod, not the module that wrote it. */
const validatorOf = (file: string) => z.fromJSONSchema(JSON.parse(read(file)) as Record<string, unknown>);

/** A name as the CSV writes it: "Countdown Timer (Urgency)", with Gray et al.'s level and parent where known. */
const label = (term: TaxonomyExport["patterns"][number]["names"]["mathur-2019"][number]) => {
  const details = [
    term.group,
    term.level ? `${term.level} level` : null,
    term.parent ? `under ${term.parent}` : null,
  ].filter(Boolean);
  return details.length > 0 ? `${term.name} (${details.join(", ")})` : term.name;
};

describe("/taxonomy and its downloads", () => {
  it("maps every pattern the library built, once, in the JSON, the CSV, the table and the phone's list", () => {
    expect(builtPatterns.length).toBeGreaterThanOrEqual(26);
    const slugs = map.patterns.map((pattern) => pattern.slug);
    expect([...slugs].sort()).toEqual(builtPatterns);
    expect(mapCsv.map((row) => row.slug)).toEqual(slugs);
    const tableRows = [...page.querySelectorAll("main table tbody tr[data-pattern]")];
    expect(tableRows.map((row) => row.getAttribute("data-pattern"))).toEqual(slugs);
    const listItems = [...page.querySelectorAll("main ul[data-taxonomy-list] > li[data-pattern]")];
    expect(listItems.map((item) => item.getAttribute("data-pattern"))).toEqual(slugs);
    // Each row's header is the pattern's name, linking its page; so is each entry of the list.
    for (const [index, pattern] of map.patterns.entries()) {
      const header = tableRows[index]!.querySelector('th[scope="row"] a');
      expect(header?.getAttribute("href"), pattern.slug).toBe(`/patterns/${pattern.slug}`);
      expect(header?.textContent, pattern.slug).toBe(pattern.name);
      expect(listItems[index]!.querySelector("a")?.getAttribute("href"), pattern.slug).toBe(
        `/patterns/${pattern.slug}`,
      );
      expect(pattern.page).toBe(`${origin}/patterns/${pattern.slug}`);
    }
  });

  it("is an accessible table: a caption, scoped column and row headers, the families as row groups", () => {
    const table = page.querySelector("main table")!;
    expect(table.querySelector("caption")?.textContent).toBe(taxonomyPage.table.caption);
    const columns = [...table.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent);
    const shown = map.taxonomies.filter((taxonomy) => taxonomy.status !== "unchecked");
    expect(columns).toEqual([taxonomyPage.table.pattern, ...shown.map((taxonomy) => taxonomy.label)]);
    expect(table.querySelectorAll('tbody th[scope="colgroup"]').length).toBe(
      new Set(map.patterns.map((pattern) => pattern.family)).size,
    );
  });

  it("shows in each cell the names the JSON and the CSV give, and no column for a list we could not check", () => {
    const shown = map.taxonomies.filter((taxonomy) => taxonomy.status !== "unchecked");
    const rows = [...page.querySelectorAll("main table tbody tr[data-pattern]")];
    for (const [index, pattern] of map.patterns.entries()) {
      const cells = [...rows[index]!.querySelectorAll("td")];
      expect(cells).toHaveLength(shown.length);
      for (const [column, taxonomy] of shown.entries()) {
        const names = [...cells[column]!.querySelectorAll("li > span:first-child")].map(
          (span) => span.textContent,
        );
        expect(names, `${pattern.slug} ${taxonomy.id}`).toEqual(
          pattern.names[taxonomy.id].map((term) => term.name),
        );
      }
      const row = mapCsv[index]!;
      for (const taxonomy of map.taxonomies)
        expect(row[taxonomy.id], `${pattern.slug} ${taxonomy.id}`).toBe(
          pattern.names[taxonomy.id].map(label).join("; "),
        );
      expect(row.name).toBe(pattern.name);
      expect(row.family).toBe(pattern.family);
      expect(row.page).toBe(pattern.page);
    }
    for (const taxonomy of map.taxonomies.filter((entry) => entry.status === "unchecked"))
      for (const pattern of map.patterns) expect(pattern.names[taxonomy.id], taxonomy.id).toEqual([]);
  });

  it("cites every list, says what we could check, and links the types a page covers", () => {
    for (const taxonomy of map.taxonomies) {
      const source = page.querySelector(`#source-${taxonomy.id}`);
      expect(source, taxonomy.id).not.toBeNull();
      expect(source!.textContent).toContain(taxonomy.source.title);
      expect(source!.textContent).toContain(taxonomy.basis);
      expect(source!.textContent).toContain(taxonomyPage.sources.status[taxonomy.status]);
      if (taxonomy.source.url) expect(linkTo(source!, taxonomy.source.url), taxonomy.id).not.toBeNull();
    }
    const other = page.querySelector("#other-types")!;
    for (const type of map.other_types) {
      expect(other.textContent).toContain(type.name);
      expect(other.textContent).toContain(type.definition);
      if (type.covered_by) expect(linkTo(other, new URL(type.covered_by).pathname), type.name).not.toBeNull();
    }
  });

  it("the JSON names its JSON Schema and validates against it; every CSV column is explained on the page", () => {
    expect(map.schema).toBe(`${origin}/taxonomy.schema.json`);
    expect(map.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(map.generated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const result = validatorOf("taxonomy.schema.json").safeParse(map);
    expect(result.success, result.error?.message).toBe(true);
    // A file that breaks the schema is refused: the check can fail.
    expect(validatorOf("taxonomy.schema.json").safeParse({ ...map, patterns: [{ slug: 1 }] }).success).toBe(
      false,
    );
    const data = page.querySelector("#data")!;
    expect(data.querySelector('a[href="/taxonomy.csv"][download]')).not.toBeNull();
    expect(data.querySelector('a[href="/taxonomy.json"][download]')).not.toBeNull();
    expect(linkTo(data, "/taxonomy.schema.json")).not.toBeNull();
    expect(linkTo(data, map.licence.url)).not.toBeNull();
    const explained = [...data.querySelectorAll("dl dt")].map((term) => term.textContent ?? "");
    const listColumns = new Set<string>(map.taxonomies.map((taxonomy) => taxonomy.id));
    for (const column of Object.keys(mapCsv[0]!))
      expect(explained, column).toContain(listColumns.has(column) ? "names" : column);
  });

  it("is in the sitemap, and linked from the library, the glossary and the enforcement record's data", () => {
    expect(read("sitemap.xml")).toContain(`<loc>${origin}/taxonomy</loc>`);
    expect(linkTo(dom("patterns/index.html"), "/taxonomy")).not.toBeNull();
    expect(linkTo(dom("glossary/index.html"), "/taxonomy")).not.toBeNull();
    expect(
      linkTo(dom("enforcement/index.html").querySelector("#data")!, "/taxonomy#library-data"),
    ).not.toBeNull();
  });
});

describe("the whole library as data (/patterns.json, /patterns.csv)", () => {
  const records = JSON.parse(read("enforcement.json")) as ExportFile;

  it("holds every pattern page the build made, once, in the JSON and the CSV alike", () => {
    const slugs = catalogue.patterns.map((pattern) => pattern.slug);
    expect([...slugs].sort()).toEqual(builtPatterns);
    expect(catalogueCsv.map((row) => row.slug)).toEqual(slugs);
    for (const [index, pattern] of catalogue.patterns.entries()) {
      const row = catalogueCsv[index]!;
      expect(row.name).toBe(pattern.name);
      expect(row.family).toBe(pattern.family);
      expect(row.summary).toBe(pattern.summary);
      expect(row.other_names).toBe(pattern.other_names.join("; "));
      expect(row.harms).toBe(pattern.harms.join("; "));
      expect(row.laws).toBe(pattern.laws.map((law) => `${law.instrument}: ${law.provision}`).join(" | "));
      expect(row.record_ids).toBe(pattern.record_ids.join("; "));
      expect(row.last_law_check).toBe(pattern.last_law_check);
      expect(row.page).toBe(`${origin}/patterns/${pattern.slug}`);
      // The page's own law check and name, as built.
      const built = dom(`patterns/${pattern.slug}/index.html`);
      expect(built.querySelector("h1")?.textContent, pattern.slug).toContain(pattern.name);
      expect(built.querySelector("main")?.textContent, pattern.slug).toContain(
        formatDateStable(pattern.last_law_check),
      );
    }
  });

  it("lists, for each pattern, exactly the enforcement record's actions that name it", () => {
    for (const pattern of catalogue.patterns) {
      const expected = records.records
        .filter((record) => record.patterns.includes(pattern.slug))
        .map((r) => r.id);
      expect([...pattern.record_ids].sort(), pattern.slug).toEqual([...expected].sort());
    }
  });

  it("names its JSON Schema and validates against it, with a version and a generated day", () => {
    expect(catalogue.schema).toBe(`${origin}/patterns.schema.json`);
    expect(catalogue.version).toMatch(/^\d+\.\d+\.\d+$/);
    const newestCheck = [...catalogue.patterns.map((pattern) => pattern.last_law_check)].sort().at(-1)!;
    expect(catalogue.generated >= newestCheck).toBe(true);
    const result = validatorOf("patterns.schema.json").safeParse(catalogue);
    expect(result.success, result.error?.message).toBe(true);
    expect(validatorOf("patterns.schema.json").safeParse({ ...catalogue, version: 2 }).success).toBe(false);
  });

  it("is linked from the library's index and explained, field by field, on /taxonomy", () => {
    const library = dom("patterns/index.html");
    expect(library.querySelector('main a[href="/patterns.csv"][download]')).not.toBeNull();
    expect(library.querySelector('main a[href="/patterns.json"][download]')).not.toBeNull();
    const section = page.querySelector("#library-data")!;
    expect(section.querySelector('a[href="/patterns.csv"][download]')).not.toBeNull();
    expect(linkTo(section, "/patterns.schema.json")).not.toBeNull();
    const explained = [...section.querySelectorAll("dl dt")].map((term) => term.textContent ?? "");
    for (const column of Object.keys(catalogueCsv[0]!)) expect(explained, column).toContain(column);
  });
});
