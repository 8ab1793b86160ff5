import {
  channelsOf,
  reportChannels,
  reportCheckedOn,
  reportPlaceCodes,
  reportPlaces,
  type ReportChannel,
} from "~/content/report";
import { csvCell } from "~/lib/enforcement-export";
import { absoluteUrl } from "~/lib/seo";
import { siteConfig } from "~/site.config";
import { patterns } from "~/content/patterns";
import type { ChannelView, ComplaintPattern, PlaceView } from "~/components/report/report-types";

function channelView(channel: ReportChannel): ChannelView {
  return {
    name: channel.name,
    handles: channel.handles,
    what: channel.what,
    url: channel.url,
    individualHelp: channel.individualHelp,
    checkedOn: channel.checkedOn,
  };
}

/** Build time: every place with its channels, in the places' order (the EU first, then by region). */
export function reportPlaceViews(): PlaceView[] {
  return reportPlaceCodes.map((code) => ({
    code,
    name: reportPlaces[code].name,
    region: reportPlaces[code].region,
    channels: channelsOf(code).map(channelView),
  }));
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
    checked_on: channel.checkedOn,
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
