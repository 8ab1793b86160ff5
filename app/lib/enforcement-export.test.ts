import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvColumns, recordsToCsv, type ExportRecord } from "./enforcement-export.ts";

const record: ExportRecord = {
  id: "cnil-example-2022",
  date: "2022-01-06",
  stage: "decision",
  authority_ids: ["cnil"],
  // A made-up authority, with an apostrophe and an accent.
  authority_names: ["Autorité de test pour l'exemple et les libertés (ATEL)"],
  jurisdiction: "france",
  company: 'Example "Ltd", Inc.',
  instrument: "Loi Informatique et Libertés",
  provision: "Article 82",
  patterns: ["preselection", "nagging"],
  design_note: null,
  summary: "A summary, with a comma.\nAnd a second line.",
  amount: 150_000_000,
  currency: "EUR",
  money: [
    { amount: 90_000_000, currency: "EUR", kind: "fine", note: null },
    { amount: 60_000_000, currency: "EUR", kind: "fine", note: null },
  ],
  orders: "",
  liability_admitted: null,
  status: "Decided.",
  status_date: "2022-01-06",
  status_note: null,
  events: [],
  evidence: [],
  checked_on: "2026-11-25",
  added_on: "2026-11-24",
  page: "https://example.org/enforcement/cnil-example-2022",
  primary_source: "https://www.cnil.fr/fr/x",
  secondary_sources: [],
};

describe("the enforcement CSV", () => {
  const csv = recordsToCsv([record]);

  it("starts with a byte-order mark and ends its lines with CRLF", () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.split("\r\n")[0]).toBe(`\uFEFF${csvColumns.join(",")}`);
  });

  it("parses back field for field with a CSV library, quotes, commas, line breaks and accents included", () => {
    const [row] = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    expect(row!.company).toBe(record.company);
    expect(row!.summary).toBe(record.summary);
    expect(row!.authority_names).toBe(record.authority_names[0]);
    expect(row!.patterns).toBe("preselection; nagging");
    expect(row!.amount).toBe("150000000");
    expect(row!.currency).toBe("EUR");
    expect(row!.money).toBe("90000000 EUR fine; 60000000 EUR fine");
    expect(Object.keys(row!)).toEqual([...csvColumns]);
  });
});
