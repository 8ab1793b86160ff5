import { describe, expect, it } from "vitest";

import {
  actingAuthorities,
  authorities,
  currentEvent,
  describeMoney,
  enforcementCheckedOn,
  enforcementRecords,
  formatAmount,
  recordJurisdiction,
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

const source = { title: "Press release", url: "https://www.ftc.gov/news-events/news/press-releases/x" };

const valid: EnforcementRecordInput = {
  id: "test-record-2025",
  date: "2025-01-15",
  stage: "settlement",
  authorities: ["ftc"],
  company: "Example, Inc.",
  instrument: "FTC Act",
  provision: "Section 5(a)",
  patterns: ["hard-to-cancel"],
  summary: "The FTC alleged that canceling took many screens. It said people kept paying.",
  outcome: { money: [{ amount: 2_500_000, currency: "USD", kind: "redress" }], orders: "" },
  liabilityAdmitted: "no",
  events: [
    { date: "2024-06-01", kind: "complaint-filed", text: "The FTC sued.", source },
    { date: "2025-01-15", kind: "settlement", text: "Example agreed to pay.", source },
  ],
  evidence: [
    {
      quote: "January 15, 2025: Example, Inc. will pay $2.5 million to settle FTC charges.",
      source,
      official: true,
    },
  ],
  addedOn: "2026-11-25",
  checkedOn: "2026-11-25",
  primarySource: source,
};

function issues(input: unknown): string[] {
  const result = enforcementRecordSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("enforcement record schema", () => {
  it("accepts a well-formed record", () => {
    expect(issues(valid)).toEqual([]);
  });

  it("rejects a record without an authority id, or with an unknown one", () => {
    const { authorities: _omitted, ...without } = valid;
    expect(issues(without)).toContain("authorities");
    expect(issues({ ...valid, authorities: [] })).toContain("authorities");
    // The authority's name, where its id belongs.
    const ftcName = authorities.find((authority) => authority.id === "ftc")!.name;
    expect(issues({ ...valid, authorities: [ftcName] })).toContain("authorities.0");
    // A name in place of an id is an unknown field, not a second way to say it.
    expect(issues({ ...valid, authority: ftcName })).not.toEqual([]);
  });

  it("rejects a primary source that is not on one of the record's authorities' own sites", () => {
    for (const url of [
      "https://www.theverge.com/2025/ftc-amazon",
      "https://ftc.gov.example.com/release",
      "http://www.ftc.gov/insecure",
      "https://notftc.gov/release",
      // An authority's site, but not this record's authority.
      "https://www.cnil.fr/fr/x",
    ])
      expect(issues({ ...valid, primarySource: { title: "Page", url } }), url).toContain("primarySource.url");
    expect(
      issues({ ...valid, secondarySources: [{ title: "News", url: "https://apnews.com/article/x" }] }),
    ).toEqual([]);
  });

  it("rejects a record without evidence for its amounts, its date or its stage", () => {
    expect(issues({ ...valid, evidence: [] })).toContain("evidence");
    const quote = (text: string) => [{ quote: text, source, official: true }];
    // The amount changed: $3 million is not what the passage says.
    expect(
      issues({
        ...valid,
        outcome: { money: [{ amount: 3_000_000, currency: "USD", kind: "redress" }], orders: "" },
      }),
    ).toContain("outcome.money.0.amount");
    // A passage without the date.
    expect(
      issues({ ...valid, evidence: quote("Example, Inc. will pay $2.5 million to settle FTC charges.") }),
    ).toContain("date");
    // A passage without a word for the stage.
    expect(issues({ ...valid, stage: "appeal", liabilityAdmitted: undefined })).toContain("stage");
    // The latest event's date, which is the record's status, must be stated too.
    expect(
      issues({
        ...valid,
        events: [
          ...valid.events,
          { date: "2025-06-30", kind: "refunds-paid", text: "Refunds went out.", source },
        ],
      }),
    ).toContain("events.2.date");
  });

  it("marks a passage as the authority's own page only when it is", () => {
    const news = { title: "News", url: "https://apnews.com/article/x" };
    expect(issues({ ...valid, evidence: [{ ...valid.evidence[0]!, source: news }] })).toContain(
      "evidence.0.official",
    );
    expect(
      issues({ ...valid, evidence: [{ ...valid.evidence[0]!, source: news, official: false }] }),
    ).toEqual([]);
  });

  it("rejects a pattern the library does not have, and a pattern named twice", () => {
    expect(issues({ ...valid, patterns: ["dark-magic"] })).toContain("patterns.0");
    expect(issues({ ...valid, patterns: ["hard-to-cancel", "hard-to-cancel"] })).toContain("patterns");
  });

  it("requires a design note when no pattern of the library fits", () => {
    expect(issues({ ...valid, patterns: [] })).toContain("designNote");
    expect(issues({ ...valid, patterns: [], designNote: "Alleged: a confusing button." })).toEqual([]);
  });

  it("requires allegation wording in every descriptive field of a complaint, a preliminary finding or an unadmitted settlement", () => {
    const asFact = "Example hid the cancel button. People kept paying.";
    for (const stage of allegationStages) {
      const complaint = {
        ...valid,
        stage,
        liabilityAdmitted: undefined,
        evidence: [
          {
            quote:
              "January 15, 2025: in a formal notice, the complaint alleges, in a preliminary view, that Example…",
            source,
            official: true,
          },
        ],
        outcome: { money: [], orders: "" },
      };
      expect(issues({ ...complaint, summary: asFact })).toContain("summary");
      expect(issues(complaint)).toEqual([]);
      expect(
        issues({ ...complaint, patterns: [], designNote: "A cancel button hidden in a menu." }),
      ).toContain("designNote");
      expect(
        issues({ ...complaint, patterns: [], designNote: "Alleged: a cancel button hidden in a menu." }),
      ).toEqual([]);
    }
    // A settlement without an admission describes the conduct as alleged too; one with an admission need not.
    expect(issues({ ...valid, summary: asFact })).toContain("summary");
    expect(issues({ ...valid, summary: asFact, liabilityAdmitted: "yes" })).toEqual([]);
    const decided = [
      { quote: "January 15, 2025: the court ordered Example to pay $2.5 million.", source, official: true },
    ];
    expect(
      issues({
        ...valid,
        stage: "decision",
        summary: asFact,
        liabilityAdmitted: undefined,
        evidence: decided,
      }),
    ).toEqual([]);
  });

  it("requires a settlement to say whether liability was admitted", () => {
    const { liabilityAdmitted: _omitted, ...silent } = valid;
    expect(issues(silent)).toContain("liabilityAdmitted");
  });

  it("requires a two- or three-sentence summary, events in order and dates from 2019 on", () => {
    expect(issues({ ...valid, summary: "One sentence only, alleged." })).toContain("summary");
    expect(issues({ ...valid, summary: "One. Two. Three. Four alleged." })).toContain("summary");
    expect(issues({ ...valid, events: [] })).toContain("events");
    expect(issues({ ...valid, events: [...valid.events].reverse() })).toContain("events");
    expect(issues({ ...valid, date: "2018-12-31" })).toContain("date");
    expect(issues({ ...valid, date: "25 September 2025" })).toContain("date");
  });

  it("counts sentences, not abbreviations inside words", () => {
    expect(countSentences("The CMA said so. Emma Sleep admitted it.")).toBe(2);
    expect(countSentences("A $1.5 billion fund was set up. It pays refunds.")).toBe(2);
  });

  it("knows the authorities' hosts and their subdomains", () => {
    expect(isAuthorityUrl("https://digital-strategy.ec.europa.eu/en/news/x")).toBe(true);
    expect(isAuthorityUrl("https://ecf.ca8.uscourts.gov/opndir/25/07/243137P.pdf")).toBe(true);
    expect(isAuthorityUrl("https://www.gov.uk/government/news/x")).toBe(true);
    expect(isAuthorityUrl("https://www.reuters.com/x")).toBe(false);
    expect(isAuthorityUrl("https://www.cnil.fr/x", ["ftc"])).toBe(false);
  });
});

describe("the enforcement record's data", () => {
  it("holds at least 60 records from 2019 on, covering at least 12 patterns and 8 jurisdictions", () => {
    expect(enforcementRecords.length).toBeGreaterThanOrEqual(60);
    expect(enforcementRecords.length).toBe(recordData.length);
    expect(enforcementRecords.every((record) => record.date >= "2019-01")).toBe(true);
    const patternsCovered = new Set(enforcementRecords.flatMap((record) => record.patterns));
    expect(patternsCovered.size).toBeGreaterThanOrEqual(12);
    expect(new Set(enforcementRecords.map(recordJurisdiction)).size).toBeGreaterThanOrEqual(8);
  });

  it("counts authorities by id: one body, however it is spelled, counts once", () => {
    const ftcRecords = enforcementRecords.filter((record) => record.authorities.includes("ftc"));
    expect(ftcRecords.length).toBeGreaterThan(3);
    expect(actingAuthorities(ftcRecords).filter((authority) => authority.id === "ftc")).toHaveLength(1);
    expect(new Set(authorities.map((authority) => authority.id)).size).toBe(authorities.length);
    const acting = actingAuthorities();
    expect(new Set(acting.map((authority) => authority.id)).size).toBe(acting.length);
    expect(acting.length).toBe(new Set(enforcementRecords.flatMap((record) => record.authorities)).size);
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

  it("records the click-to-cancel amendments as in effect from January 2025 until the court vacated them", () => {
    const ruling = enforcementRecords.find((record) => record.id === "ca8-negative-option-rule-2025")!;
    expect(ruling.stage).toBe("court-ruling");
    expect(ruling.date).toBe("2025-07-08");
    const events = ruling.events.map((event) => `${event.date} ${event.kind}`);
    expect(events).toContain("2025-01-14 rulemaking");
    expect(events).toContain("2025-07-08 ruling");
    expect(`${ruling.summary} ${ruling.statusNote ?? ""}`).not.toMatch(
      /never took effect|2010 Negative Option Rule/,
    );
  });

  it("gives each record a current status: its latest event", () => {
    for (const record of enforcementRecords) {
      const latest = currentEvent(record);
      expect(
        record.events.every((event) => event.date <= latest.date),
        record.id,
      ).toBe(true);
    }
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
