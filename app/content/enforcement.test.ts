import { describe, expect, it } from "vitest";

import {
  describeMoney,
  enforcementCheckedOn,
  enforcementRecords,
  formatAmount,
  recordsForPattern,
} from "~/content/enforcement";
import { recordData } from "~/content/enforcement/records";
import {
  allegationStages,
  allegationWording,
  countSentences,
  enforcementRecordSchema,
  isAuthorityUrl,
  type EnforcementRecordInput,
} from "~/content/enforcement/schema";
import { patterns } from "~/content/patterns";

const valid: EnforcementRecordInput = {
  id: "test-record-2025",
  date: "2025-01-01",
  stage: "settlement",
  authority: "US Federal Trade Commission",
  jurisdiction: "us-federal",
  company: "Example, Inc.",
  instrument: "FTC Act",
  provision: "Section 5(a)",
  patterns: ["hard-to-cancel"],
  summary: "The FTC alleged that canceling took many screens. It said people kept paying.",
  outcome: { money: [{ amount: 1_000_000, currency: "USD", kind: "redress" }], orders: "" },
  liabilityAdmitted: "no",
  status: "Settled.",
  checkedOn: "2026-11-24",
  primarySource: { title: "Press release", url: "https://www.ftc.gov/news-events/news/press-releases/x" },
};

function issues(input: unknown): string[] {
  const result = enforcementRecordSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("enforcement record schema", () => {
  it("accepts a well-formed record", () => {
    expect(issues(valid)).toEqual([]);
  });

  it("rejects a record without a primary source", () => {
    const { primarySource: _omitted, ...withoutSource } = valid;
    expect(issues(withoutSource)).toContain("primarySource");
  });

  it("rejects a primary source that is not an authority's or a court's own page", () => {
    for (const url of [
      "https://www.theverge.com/2025/ftc-amazon",
      "https://ftc.gov.example.com/release",
      "http://www.ftc.gov/insecure",
      "https://notftc.gov/release",
    ])
      expect(issues({ ...valid, primarySource: { title: "News", url } })).toContain("primarySource.url");
    // A news report may still be a secondary source.
    expect(
      issues({ ...valid, secondarySources: [{ title: "News", url: "https://apnews.com/article/x" }] }),
    ).toEqual([]);
  });

  it("rejects an unknown pattern, and a pattern named twice", () => {
    expect(issues({ ...valid, patterns: ["dark-magic"] })).toContain("patterns.0");
    expect(issues({ ...valid, patterns: ["hard-to-cancel", "hard-to-cancel"] })).toContain("patterns");
  });

  it("requires a design note when no pattern of the library fits", () => {
    expect(issues({ ...valid, patterns: [] })).toContain("designNote");
    expect(issues({ ...valid, patterns: [], designNote: "A confusing button." })).toEqual([]);
  });

  it("requires a complaint or a preliminary finding to be worded as an allegation", () => {
    const asFact = "Example hid the cancel button. People kept paying.";
    for (const stage of allegationStages) {
      expect(issues({ ...valid, stage, summary: asFact })).toContain("summary");
      expect(
        issues({
          ...valid,
          stage,
          summary: "The FTC alleges that Example hid the button. It seeks refunds.",
        }),
      ).toEqual([]);
    }
    expect(issues({ ...valid, stage: "decision", summary: asFact })).toEqual([]);
  });

  it("requires a settlement to say whether liability was admitted", () => {
    const { liabilityAdmitted: _omitted, ...silent } = valid;
    expect(issues(silent)).toContain("liabilityAdmitted");
    expect(issues({ ...silent, stage: "decision" })).toEqual([]);
  });

  it("requires a two- or three-sentence summary, a status and dates from 2019 on", () => {
    expect(issues({ ...valid, summary: "One sentence only." })).toContain("summary");
    expect(issues({ ...valid, summary: "One. Two. Three. Four." })).toContain("summary");
    expect(issues({ ...valid, status: " " })).toContain("status");
    expect(issues({ ...valid, date: "2018-12-31" })).toContain("date");
    expect(issues({ ...valid, date: "25 September 2025" })).toContain("date");
  });

  it("counts sentences, not abbreviations inside words", () => {
    expect(countSentences("The CMA said so. Emma Sleep admitted it.")).toBe(2);
    expect(countSentences("A $1.5 billion fund was set up. It pays refunds.")).toBe(2);
  });

  it("knows authority hosts and their subdomains", () => {
    expect(isAuthorityUrl("https://digital-strategy.ec.europa.eu/en/news/x")).toBe(true);
    expect(isAuthorityUrl("https://ecf.ca8.uscourts.gov/opndir/25/07/243137P.pdf")).toBe(true);
    expect(isAuthorityUrl("https://www.gov.uk/government/news/x")).toBe(true);
    expect(isAuthorityUrl("https://www.reuters.com/x")).toBe(false);
  });
});

describe("the enforcement record's data", () => {
  it("holds at least 30 records from 2019 on, covering at least 10 patterns and 5 jurisdictions", () => {
    expect(enforcementRecords.length).toBeGreaterThanOrEqual(30);
    expect(enforcementRecords.length).toBe(recordData.length);
    expect(enforcementRecords.every((record) => record.date >= "2019-01-01")).toBe(true);
    const patternsCovered = new Set(enforcementRecords.flatMap((record) => record.patterns));
    expect(patternsCovered.size).toBeGreaterThanOrEqual(10);
    expect(new Set(enforcementRecords.map((record) => record.jurisdiction)).size).toBeGreaterThanOrEqual(5);
  });

  it("is sorted newest first, with unique ids", () => {
    const dates = enforcementRecords.map((record) => record.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(enforcementRecords.map((record) => record.id)).size).toBe(enforcementRecords.length);
  });

  it("words every complaint and preliminary finding as an allegation", () => {
    const pending = enforcementRecords.filter((record) => allegationStages.includes(record.stage));
    expect(pending.length).toBeGreaterThan(0);
    for (const record of pending) expect(record.summary, record.id).toMatch(allegationWording);
  });

  it("records the click-to-cancel amendments as vacated, not as law in force", () => {
    const ruling = enforcementRecords.find((record) => record.id === "ca8-negative-option-rule-2025");
    expect(ruling?.stage).toBe("court-ruling");
    expect(ruling?.date).toBe("2025-07-08");
    expect(ruling?.status).toMatch(/not law/);
  });

  it("gives every pattern page its records, and a date for the pages without one", () => {
    const total = patterns.reduce((sum, pattern) => sum + recordsForPattern(pattern.slug).length, 0);
    expect(total).toBe(enforcementRecords.reduce((sum, record) => sum + record.patterns.length, 0));
    expect(enforcementCheckedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("states amounts as people say them", () => {
    expect(formatAmount(1_500_000_000, "USD")).toBe("$1.5 billion");
    expect(formatAmount(44_700_000, "AUD")).toBe("A$44.7 million");
    expect(formatAmount(1_125_000, "EUR")).toBe("€1,125,000");
    const amazon = enforcementRecords.find((record) => record.id === "ftc-amazon-prime-2025")!;
    expect(describeMoney(amazon)).toBe("$1 billion civil penalty; $1.5 billion refunds and redress");
  });
});
