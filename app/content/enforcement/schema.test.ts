import { describe, expect, it } from "vitest";

import { authorityData } from "#app/content/enforcement/authorities.ts";
import {
  allegationStages,
  countSentences,
  enforcementRecordSchema,
  isAuthorityUrl,
  type EnforcementRecordInput,
} from "#app/content/enforcement/schema.ts";
import { deniedHosts, sourceHosts } from "#app/content/enforcement/source-hosts.ts";
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
    const ftcName = authorityData.find((authority) => authority.id === "ftc")!.name;
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
    const quote = (text: string) => [{ quote: text, source }];
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

  it("gives each passage the kind of its source, and proves facts only with official, court, press or company passages", () => {
    const passage = valid.evidence[0]!.quote;
    const from = (url: string) => ({ quote: passage, source: { title: "Page", url } });
    const kinds = (input: EnforcementRecordInput) =>
      enforcementRecordSchema.parse(input).evidence.map((item) => [item.kind, item.outlet]);
    expect(kinds(valid)).toEqual([["official", "FTC"]]);
    expect(kinds({ ...valid, evidence: [from("https://www.reuters.com/legal/x")] })).toEqual([
      ["press", "Reuters"],
    ]);
    // A law firm's commentary adds context but proves nothing on its own: the facts are then unproven.
    const lawFirmOnly = issues({ ...valid, evidence: [from("https://www.venable.com/insights/x")] });
    expect(lawFirmOnly).toEqual(
      expect.arrayContaining(["evidence", "date", "stage", "outcome.money.0.amount"]),
    );
    expect(issues({ ...valid, evidence: [...valid.evidence, from("https://www.venable.com/x")] })).toEqual(
      [],
    );
    // Trade press and case wikis neither.
    expect(issues({ ...valid, evidence: [from("https://gdprhub.eu/x")] })).toContain("date");
  });

  it("refuses a passage from a denied host or from a host listed nowhere", () => {
    const planted = (url: string) => [
      ...valid.evidence,
      { quote: valid.evidence[0]!.quote, source: { title: "Page", url } },
    ];
    for (const url of [
      "https://windowsforum.com/threads/x",
      "https://www.hackernoon.com/x",
      "https://rss.mirtouf.fr/x",
    ])
      expect(issues({ ...valid, evidence: planted(url) }), url).toContain("evidence.1.source.url");
    expect(issues({ ...valid, evidence: planted("https://unknown-news-site.example/x") })).toContain(
      "evidence.1.source.url",
    );
    // The old boolean is gone: the kind comes from the host, never from a hand-set flag.
    expect(issues({ ...valid, evidence: [{ ...valid.evidence[0]!, official: true }] })).not.toEqual([]);
  });

  it("keeps the source lists apart: no host is both listed and denied", () => {
    const denied = new Set(deniedHosts.map((item) => item.host));
    expect(sourceHosts.filter((item) => denied.has(item.host))).toEqual([]);
  });

  it("rejects a pattern the library does not have, and a pattern named twice", () => {
    expect(issues({ ...valid, patterns: ["dark-magic"] })).toContain("patterns.0");
    expect(issues({ ...valid, patterns: ["hard-to-cancel", "hard-to-cancel"] })).toContain("patterns");
  });

  it("refuses a record that names no pattern of the library, design note or not", () => {
    expect(issues({ ...valid, patterns: [] })).toContain("patterns");
    expect(issues({ ...valid, patterns: [], designNote: "Alleged: a confusing button." })).toContain(
      "patterns",
    );
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
          },
        ],
        outcome: { money: [], orders: "" },
      };
      expect(issues({ ...complaint, summary: asFact })).toContain("summary");
      expect(issues(complaint)).toEqual([]);
      expect(issues({ ...complaint, designNote: "A cancel button hidden in a menu." })).toContain(
        "designNote",
      );
      expect(issues({ ...complaint, designNote: "Alleged: a cancel button hidden in a menu." })).toEqual([]);
    }
    // A settlement without an admission describes the conduct as alleged too; one with an admission need not.
    expect(issues({ ...valid, summary: asFact })).toContain("summary");
    expect(issues({ ...valid, summary: asFact, liabilityAdmitted: "yes" })).toEqual([]);
    const decided = [{ quote: "January 15, 2025: the court ordered Example to pay $2.5 million.", source }];
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

  it("counts a syndication site's page as press only when it names the agency whose story it is", () => {
    const passage = valid.evidence[0]!.quote;
    const syndicated = { quote: passage, source: { title: "FTC", url: "https://www.nasdaq.com/articles/x" } };
    expect(issues({ ...valid, evidence: [syndicated] })).toContain("evidence.0.source.url");
    const named = { ...syndicated, agency: "Reuters" as const };
    expect(issues({ ...valid, evidence: [named] })).toEqual([]);
    expect(enforcementRecordSchema.parse({ ...valid, evidence: [named] }).evidence[0]!.outlet).toBe(
      "Reuters (via Nasdaq.com)",
    );
  });

  it("lets a dated news report's weekday state the date", () => {
    const report = {
      quote: "Example, Inc. agreed Wednesday to pay $2.5 million to settle FTC charges.",
      source: { title: "Report", url: "https://apnews.com/article/x" },
    };
    // 15 January 2025 was a Wednesday.
    expect(issues({ ...valid, evidence: [report] })).toContain("date");
    expect(issues({ ...valid, evidence: [{ ...report, published: "2025-01-16" }] })).toEqual([]);
  });
});
