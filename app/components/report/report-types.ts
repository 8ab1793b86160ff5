import type { ReportKind, ReportPlaceCode, ReportRegion } from "~/content/report";

/**
 * A channel as the page shows it: what the pre-rendered HTML and the hydration data carry. The passage
 * that confirmed it, and where, are in the list's JSON and CSV (about 11 KB of addresses, which would
 * take the page's hydration data past its budget).
 */
export type ChannelView = {
  name: string;
  handles: ReportKind[];
  what: string;
  url: string;
  individualHelp: "yes" | "no" | "not-stated";
  checkedOn: string;
};

export type PlaceView = {
  code: ReportPlaceCode;
  name: string;
  region: ReportRegion;
  channels: ChannelView[];
};

/** A pattern the complaint letter can name; the letter links its page rather than quoting it. */
export type ComplaintPattern = { slug: string; name: string };
