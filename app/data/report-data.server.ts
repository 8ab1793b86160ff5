import { reportPlaceFromSlug } from "#app/components/report/report-place.ts";
import { channelsFor, chooseChannels, gapProblem, gapsOf } from "#app/content/report/index.ts";
import {
  channelsOf,
  reportChannels,
  reportCheckedOn,
  reportPlaceCodes,
  reportPlaces,
  reportProblems,
  reportStates,
  usStates,
  type ReportChannel,
} from "#app/content/report/index.ts";
import { csvCell } from "#app/lib/enforcement-export.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { siteConfig } from "#app/site.config.ts";
import { patterns } from "#app/content/patterns.ts";
import type {
  ChannelView,
  ComplaintPattern,
  DirectoryPlaceView,
  PlacePageView,
} from "#app/components/report/report-types.ts";

/** Where a channel applies: a state's name, or its place's. */
const areaOf = (channel: ReportChannel) =>
  channel.subdivision ? usStates[channel.subdivision] : reportPlaces[channel.place].name;

function channelView(channel: ReportChannel): ChannelView {
  return {
    id: channel.id,
    name: channel.name,
    handles: channel.handles,
    what: channel.what,
    url: channel.url,
    individualHelp: channel.individualHelp,
    checkedOn: channel.checkedOn,
    addedOn: channel.addedOn,
    confirmedHow: channel.confirmedHow,
    ...(channel.noOnlineForm ? { noOnlineForm: channel.noOnlineForm } : {}),
    ...(channel.complaintPageUnconfirmed ? { complaintPageUnconfirmed: true as const } : {}),
    area: areaOf(channel),
  };
}

/**
 * Build time: /report's directory, every place in the places' order (the EU first, then by region) with
 * how many channels it has of its own, the United States with its states. The channels themselves are on
 * each place's page: carried here, their 200-odd entries would take /report's hydration data past its
 * budget (ADR 034).
 */
export function reportDirectory(): DirectoryPlaceView[] {
  return reportPlaceCodes.map((code) => ({
    code,
    name: reportPlaces[code].name,
    region: reportPlaces[code].region,
    count: channelsOf(code).filter((channel) => !channel.subdivision).length,
    states:
      code === "us"
        ? reportStates.map((state) => ({
            code: state,
            name: usStates[state],
            count: reportChannels.filter((channel) => channel.subdivision === state).length,
          }))
        : [],
  }));
}

/**
 * Build time: a place's page (/report/de, /report/us-ca), or null for an address that names none: every
 * channel that applies there, nearest first, and for each problem of the chooser the ones to try first
 * and the rest, as positions in that list.
 */
export function reportPlacePage(slug: string | undefined): PlacePageView | null {
  const chosen = reportPlaceFromSlug(slug);
  if (!chosen) return null;
  const { place, state } = chosen;
  if (state && !reportStates.includes(state)) return null;
  const channels = channelsFor(reportChannels, place, state);
  const at = (channel: ReportChannel) => channels.indexOf(channel);
  const gaps = gapsOf(place);
  return {
    place,
    state,
    name: state ? usStates[state] : reportPlaces[place].name,
    within: state ? reportPlaces[place].name : null,
    channels: channels.map(channelView),
    problems: reportProblems.map((problem) => {
      const { first, rest } = chooseChannels(reportChannels, place, state, problem);
      const gap = gaps.find((entry) => gapProblem[entry.kind] === problem);
      return {
        problem,
        first: first.map(at),
        rest: rest.map(at),
        ...(gap
          ? {
              gap: {
                missing: gap.missing,
                instead: gap.instead,
                sourceUrl: gap.source?.url ?? null,
                checkedOn: gap.checkedOn,
              },
            }
          : {}),
      };
    }),
  };
}

/** The patterns the complaint letter can name. */
export function complaintPatterns(): ComplaintPattern[] {
  return patterns.map(({ slug, name }) => ({ slug, name }));
}

/* ---------- the list as data (/report.json, /report.csv), under the content licence ---------- */

export const reportDownloads = { json: "/report.json", csv: "/report.csv" } as const;

function exportChannel(channel: ReportChannel) {
  return {
    id: channel.id,
    place: channel.place,
    place_name: reportPlaces[channel.place].name,
    name: channel.name,
    short_name: channel.shortName,
    handles: channel.handles,
    what: channel.what,
    url: channel.url,
    home: channel.home,
    individual_help: channel.individualHelp,
    enforcement_authority_id: channel.authority ?? null,
    state: channel.subdivision ?? null,
    first_for: channel.firstFor,
    no_online_form: channel.noOnlineForm ?? null,
    added_on: channel.addedOn,
    checked_on: channel.checkedOn,
    confirmed_how: channel.confirmedHow,
    source_url: channel.source.url,
    source_passage: channel.source.passage,
  };
}
type ExportChannel = ReturnType<typeof exportChannel>;

export function reportJson(): string {
  const file = {
    title: `${siteConfig.name}: where to report a deceptive design`,
    url: absoluteUrl("/report"),
    licence: siteConfig.contentLicence,
    checked_on: reportCheckedOn,
    channels: reportChannels.map(exportChannel),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export function reportCsv(): string {
  const rows = reportChannels.map(exportChannel);
  const columns = Object.keys(rows[0]!) as (keyof ExportChannel)[];
  const cell = (value: ExportChannel[keyof ExportChannel]) =>
    csvCell(Array.isArray(value) ? value.join("; ") : (value ?? ""));
  const lines = rows.map((row) => columns.map((column) => cell(row[column])).join(","));
  return `\uFEFF${[columns.join(","), ...lines].join("\r\n")}\r\n`;
}
