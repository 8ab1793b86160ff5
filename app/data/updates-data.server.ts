import { reportPlacePath } from "#app/components/report/report-place.ts";
import {
  authorityNames,
  enforcementPath,
  enforcementRecords,
  eventLabels,
} from "#app/content/enforcement.ts";
import { updatesPage } from "#app/content/pages/updates.ts";
import { patterns } from "#app/content/patterns.ts";
import { reportChannels, reportPlaces, staleChannels } from "#app/content/report/index.ts";
import { transparency } from "#app/content/transparency.ts";
import { fillTemplate } from "#app/lib/template.ts";

/**
 * Build time: /updates and /updates.xml, generated from the data so they cannot forget a change: each
 * record when it was added, each event of a case dated after its record was added (a later step we
 * recorded), and each correction logged on /transparency (a correction to a pattern page's law section
 * is a law update).
 */

export type UpdateKind = "record" | "event" | "correction" | "law" | "report";

export type UpdateEntry = {
  /** Stable across builds: the feed entry's id. */
  id: string;
  date: string;
  kind: UpdateKind;
  title: string;
  text: string;
  path: string;
};

/** Month-only event dates count from the month's first day. */
const asDay = (date: string) => (date.length === 7 ? `${date}-01` : date);

export function updateEntries(): UpdateEntry[] {
  const { titles } = updatesPage;
  const entries: UpdateEntry[] = [];
  for (const record of enforcementRecords) {
    const values = { company: record.company, authority: authorityNames(record, "shortName") };
    entries.push({
      id: `record-${record.id}`,
      date: record.addedOn,
      kind: "record",
      title: fillTemplate(titles.record, values),
      text: record.summary,
      path: enforcementPath(record.id),
    });
    record.events.forEach((event, index) => {
      if (asDay(event.date) <= record.addedOn) return;
      entries.push({
        id: `event-${record.id}-${index}`,
        date: asDay(event.date),
        kind: "event",
        title: fillTemplate(titles.event, { ...values, event: eventLabels[event.kind] }),
        text: event.text,
        path: `${enforcementPath(record.id)}#history`,
      });
    });
  }
  const patternPaths = new Set(patterns.map((pattern) => `/patterns/${pattern.slug}`));
  transparency.corrections.forEach((correction) => {
    entries.push({
      id: `correction-${correction.date}-${correction.path}`,
      date: correction.date,
      kind: patternPaths.has(correction.path) && /\blaw\b/i.test(correction.change) ? "law" : "correction",
      title: fillTemplate(titles.correction, { page: correction.page }),
      text: correction.change,
      path: correction.path,
    });
  });
  // /report: the channels added on each day, then each later change to one.
  const added = new Map<string, typeof reportChannels>();
  for (const channel of reportChannels)
    added.set(channel.addedOn, [...(added.get(channel.addedOn) ?? []), channel]);
  for (const [date, channels] of added) {
    const places = [...new Set(channels.map((channel) => reportPlaces[channel.place].name))];
    entries.push({
      id: `report-added-${date}`,
      date,
      kind: "report",
      title: fillTemplate(titles.reportAdded, { count: channels.length, places: places.length }),
      text: places.join(", "),
      path: "/report",
    });
  }
  for (const channel of reportChannels) {
    channel.changes.forEach((change, index) => {
      entries.push({
        id: `report-${channel.id}-${index}`,
        date: change.date,
        kind: "report",
        title: fillTemplate(titles.reportChanged, { name: channel.name }),
        text: change.text,
        path: reportPlacePath(channel.place, channel.subdivision),
      });
    });
  }
  const order: Record<UpdateKind, number> = { correction: 0, law: 1, event: 2, record: 3, report: 4 };
  return entries.sort(
    (a, b) => b.date.localeCompare(a.date) || order[a.kind] - order[b.kind] || a.id.localeCompare(b.id),
  );
}

/** What is overdue for a check: records, law sections and /report's channels not checked in `days` days before `today`. */
export function staleChecks(today: string, days = 180): string[] {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() - days);
  const cutoff = limit.toISOString().slice(0, 10);
  return [
    ...enforcementRecords
      .filter((record) => record.checkedOn < cutoff)
      .map((record) => `enforcement record ${record.id}: last checked ${record.checkedOn}`),
    ...patterns
      .filter((pattern) => pattern.lawCheckedOn < cutoff)
      .map((pattern) => `law section of /patterns/${pattern.slug}: last checked ${pattern.lawCheckedOn}`),
    ...staleChannels(today, days).map(
      (channel) => `channel ${channel.id} of /report: last checked ${channel.checkedOn}`,
    ),
  ];
}
