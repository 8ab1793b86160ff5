import { parseContent } from "../schemas.ts";
import { reportChannelData } from "./channels.ts";
import {
  reportPlaceCodes,
  reportPlaces,
  usStates,
  type ReportPlaceCode,
  type UsStateCode,
} from "./places.ts";
import { reportGapData, unconfirmedGapData } from "./gaps.ts";
import { reportChannelSchema, reportGapSchema, type ReportChannel, type ReportGap } from "./schema.ts";
import type { ReportProblem } from "./places.ts";
import { z } from "zod";

export * from "./places.ts";
export {
  reportGapKinds,
  reportKinds,
  type ReportChannel,
  type ReportGap,
  type ReportKind,
} from "./schema.ts";
export { channelsFor, chooseChannels, problemKinds, type ChoosableChannel } from "./choose.ts";

export const reportChannels: ReportChannel[] = parseContent(
  z.array(reportChannelSchema).superRefine((channels, context) => {
    const ids = new Set<string>();
    for (const channel of channels) {
      if (ids.has(channel.id))
        context.addIssue({ code: "custom", message: `Two channels are "${channel.id}"` });
      ids.add(channel.id);
    }
    // "The one or two bodies to try first": never three for the same problem in the same place or state.
    const firsts = new Map<string, string[]>();
    for (const channel of channels)
      for (const problem of channel.firstFor) {
        const key = `${channel.place}${channel.subdivision ? `-${channel.subdivision}` : ""} ${problem}`;
        firsts.set(key, [...(firsts.get(key) ?? []), channel.id]);
      }
    for (const [key, ids] of firsts)
      if (ids.length > 2)
        context.addIssue({
          code: "custom",
          message: `${key}: more than two to try first (${ids.join(", ")})`,
        });
    for (const code of reportPlaceCodes) {
      if (!channels.some((channel) => channel.place === code)) {
        context.addIssue({ code: "custom", message: `${reportPlaces[code].name} has no channel` });
      }
    }
  }),
  reportChannelData,
  "content/report/channels.ts",
);

/** The documented gaps (gaps.ts): a place's missing body, one gap per place and kind. */
export const reportGaps: ReportGap[] = parseContent(
  z.array(reportGapSchema).superRefine((gaps, context) => {
    const seen = new Set<string>();
    for (const gap of gaps) {
      const key = `${gap.place} ${gap.kind}`;
      if (seen.has(key)) context.addIssue({ code: "custom", message: `Two gaps for ${key}` });
      seen.add(key);
    }
  }),
  [...reportGapData, ...unconfirmedGapData],
  "content/report/gaps.ts",
);

/** The problem whose section on a place's page a gap of each kind stands in. */
export const gapProblem: Record<ReportGap["kind"], ReportProblem> = {
  consumer: "money",
  "data-protection": "privacy",
  platforms: "platform",
};

/** A place's documented gaps. */
export const gapsOf = (code: ReportPlaceCode) => reportGaps.filter((gap) => gap.place === code);

/** A place's channels, in the data's order. */
export const channelsOf = (code: ReportPlaceCode) =>
  reportChannels.filter((channel) => channel.place === code);

/** The US states the channels name, each with a page of its own (/report/us-ca), by name. */
export const reportStates: UsStateCode[] = [
  ...new Set(reportChannels.flatMap((channel) => (channel.subdivision ? [channel.subdivision] : []))),
].sort((a, b) => usStates[a].localeCompare(usStates[b]));

/** The day the directory was last checked: its newest entry's. */
export const reportCheckedOn = reportChannels
  .map((channel) => channel.checkedOn)
  .sort()
  .at(-1)!;

/** Channels not checked for more than `days` days on `today`: the build lists them (issue 36.5). */
export function staleChannels(today: string, days = 180): ReportChannel[] {
  const limit = new Date(`${today}T00:00:00Z`).getTime() - days * 86_400_000;
  return reportChannels.filter((channel) => new Date(`${channel.checkedOn}T00:00:00Z`).getTime() < limit);
}
