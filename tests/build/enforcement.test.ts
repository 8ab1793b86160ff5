import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { clientDir } from "./built-files";

/*
 * The enforcement record as built (issue 27): the page, its CSV and JSON downloads and every pattern
 * page's Enforcement section come from the same records, so they must agree record for record.
 */

type JsonRecord = {
  id: string;
  date: string;
  stage: string;
  company: string;
  authority: string;
  patterns: string[];
  primary_source: string;
  money: { amount: number; currency: string; kind: string }[];
};
type JsonFile = {
  licence: { name: string; url: string };
  fields: Record<string, string>;
  records: JsonRecord[];
};

const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
const json = JSON.parse(read("enforcement.json")) as JsonFile;
const page = new JSDOM(read("enforcement/index.html")).window.document;

/** RFC 4180: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n") {
      row.push(cell.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A link by its exact address (attribute selectors stumble over "?" and "&" in jsdom). */
const linkTo = (root: Element, href: string) =>
  [...root.querySelectorAll("a[href]")].find((link) => link.getAttribute("href") === href) ?? null;

const [header, ...csvRows] = parseCsv(read("enforcement.csv"));
const column = (name: string) => header!.indexOf(name);

describe("/enforcement and its downloads", () => {
  const articles = [...page.querySelectorAll("main article[id]")];

  it("lists every record in the HTML, newest first, each with its own anchor, heading and primary source", () => {
    expect(json.records.length).toBeGreaterThanOrEqual(30);
    expect(articles.map((article) => article.id)).toEqual(json.records.map((record) => record.id));
    const dates = json.records.map((record) => record.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const record of json.records) {
      const article = page.getElementById(record.id)!;
      expect(article.querySelector("h4")?.textContent, record.id).toBe(record.company);
      expect(article.querySelector("time")?.getAttribute("datetime"), record.id).toBe(record.date);
      expect(linkTo(article, record.primary_source), record.id).not.toBeNull();
      expect(article.querySelector(`a[href="#${record.id}"]`), record.id).not.toBeNull();
      for (const slug of record.patterns)
        expect(article.querySelector(`a[href="/patterns/${slug}"]`), `${record.id} ${slug}`).not.toBeNull();
    }
  });

  it("the CSV holds the same records as the JSON and the page, field for field", () => {
    expect(csvRows.map((row) => row[column("id")])).toEqual(json.records.map((record) => record.id));
    for (const [index, record] of json.records.entries()) {
      const row = csvRows[index]!;
      expect(row, record.id).toHaveLength(header!.length);
      expect(row[column("date")]).toBe(record.date);
      expect(row[column("stage")]).toBe(record.stage);
      expect(row[column("company")]).toBe(record.company);
      expect(row[column("authority")]).toBe(record.authority);
      expect(row[column("primary_source")]).toBe(record.primary_source);
      expect(row[column("patterns")]).toBe(record.patterns.join("; "));
      expect(row[column("money")]).toBe(
        record.money.map((item) => `${item.amount} ${item.currency} ${item.kind}`).join("; "),
      );
    }
  });

  it("publishes the data under CC BY 4.0, with every download column explained on the page", () => {
    expect(json.licence.name).toBe("CC BY 4.0");
    expect(page.querySelector(`main a[href="${json.licence.url}"]`)).not.toBeNull();
    expect(page.querySelector('main a[href="/enforcement.csv"][download]')).not.toBeNull();
    expect(page.querySelector('main a[href="/enforcement.json"][download]')).not.toBeNull();
    const explained = [...page.querySelectorAll("main dl dt")].map((term) => term.textContent ?? "");
    for (const name of header!)
      expect(
        explained.some((term) => term.split(" / ").includes(name) || term === name),
        name,
      ).toBe(true);
  });

  it("without JavaScript the filters are disabled and the page says every record is listed", () => {
    const fieldset = page.querySelector("main [role=search] fieldset");
    expect(fieldset?.hasAttribute("disabled")).toBe(true);
    expect(page.querySelector("main [role=status]")?.textContent).toContain(String(json.records.length));
  });
});

describe("pattern pages' Enforcement sections", () => {
  const slugs = readdirSync(path.join(clientDir, "patterns"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it("every pattern page lists exactly its records, or says none was found as of the check", () => {
    expect(slugs.length).toBe(14);
    const [year, month, day] = (
      JSON.parse(read("enforcement.json")) as { checked_on: string }
    ).checked_on.split("-");
    for (const slug of slugs) {
      const document = new JSDOM(read(`patterns/${slug}/index.html`)).window.document;
      const section = document.querySelector('section[aria-labelledby="enforcement"]');
      expect(section, slug).not.toBeNull();
      const linked = [...section!.querySelectorAll('a[href^="/enforcement#"]')].map((link) =>
        link.getAttribute("href")!.replace("/enforcement#", ""),
      );
      const expected = json.records
        .filter((record) => record.patterns.includes(slug))
        .map((record) => record.id);
      expect(linked, slug).toEqual(expected);
      for (const id of expected) {
        const record = json.records.find((entry) => entry.id === id)!;
        expect(linkTo(section!, record.primary_source), `${slug} ${id}`).not.toBeNull();
      }
      if (expected.length === 0) {
        // The date of the last check, in words: "November 24, 2026".
        expect(section!.textContent, slug).toContain(`${Number(day)}, ${year}`);
        expect(Number(month)).toBeGreaterThan(0);
      }
    }
  }, 60_000);
});
