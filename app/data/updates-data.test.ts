import { describe, expect, it } from "vitest";
import { enforcementRecords } from "#app/content/enforcement.ts";
import { patterns } from "#app/content/patterns.ts";
import { transparency } from "#app/content/transparency.ts";
import { reportChannels } from "#app/content/report/index.ts";
import { staleChecks, updateEntries } from "./updates-data.server.ts";

describe("/updates, generated from the data", () => {
  const entries = updateEntries();

  it("lists every record, every correction and every later event, newest first, each once", () => {
    expect(entries.filter((entry) => entry.kind === "record")).toHaveLength(enforcementRecords.length);
    expect(entries.filter((entry) => entry.kind === "correction" || entry.kind === "law")).toHaveLength(
      transparency.corrections.length,
    );
    const later = enforcementRecords.flatMap((record) =>
      record.events.filter((event) => event.date.padEnd(10, "-01") > record.addedOn),
    );
    expect(entries.filter((entry) => entry.kind === "event")).toHaveLength(later.length);
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it("calls a correction to a pattern page's law section a law update", () => {
    const law = entries.filter((entry) => entry.kind === "law");
    expect(law.length).toBeGreaterThan(0);
    for (const entry of law) expect(entry.path).toMatch(/^\/patterns\//);
  });
});

describe("checks that are overdue", () => {
  it("lists nothing checked within 180 days, and everything once it is older", () => {
    expect(staleChecks("2026-11-25")).toEqual([]);
    const later = staleChecks("2027-12-31");
    expect(later).toHaveLength(enforcementRecords.length + patterns.length + reportChannels.length);
    expect(later).toContain(
      `channel ${reportChannels[0]!.id} of /report: last checked ${reportChannels[0]!.checkedOn}`,
    );
    expect(later).toContain(
      `law section of /patterns/${patterns[0]!.slug}: last checked ${patterns[0]!.lawCheckedOn}`,
    );
  });

  it("counts exactly 180 days", () => {
    const oldest = [
      ...enforcementRecords.map((record) => record.checkedOn),
      ...patterns.map((pattern) => pattern.lawCheckedOn),
    ].sort()[0]!;
    const day = (offset: number) => {
      const date = new Date(`${oldest}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    expect(staleChecks(day(180))).toEqual([]);
    expect(staleChecks(day(181)).length).toBeGreaterThan(0);
  });
});
