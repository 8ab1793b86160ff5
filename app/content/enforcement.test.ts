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
} from "#app/content/enforcement.ts";
import { recordData } from "#app/content/enforcement/records/index.ts";
import { withdrawnRecords } from "#app/content/enforcement/withdrawn.ts";
import { allegationStages, allegationWording } from "#app/content/enforcement/schema.ts";
import { patterns } from "#app/content/patterns.ts";

describe("the enforcement record's data", () => {
  it("accounts for every record it ever published: 65 listed or withdrawn, from 2019 on, covering at least 12 patterns and 8 jurisdictions", () => {
    // A record leaves the list only into withdrawn.ts, which keeps its address (issue 52): none is lost.
    expect(enforcementRecords.length + withdrawnRecords.length).toBeGreaterThanOrEqual(65);
    const listed = new Set(enforcementRecords.map((record) => record.id));
    expect(withdrawnRecords.filter((record) => listed.has(record.id))).toEqual([]);
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
