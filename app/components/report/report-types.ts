import type {
  ReportKind,
  ReportPlaceCode,
  ReportProblem,
  ReportRegion,
  UsStateCode,
} from "#app/content/report/index.ts";

/**
 * A channel as a place's page shows it: what the pre-rendered HTML and the hydration data carry. The
 * passage that confirmed it, and where, are in the list's JSON and CSV.
 */
export type ChannelView = {
  id: string;
  name: string;
  handles: ReportKind[];
  what: string;
  url: string;
  individualHelp: "yes" | "no" | "not-stated";
  checkedOn: string;
  addedOn: string;
  confirmedHow: "archived-copy" | "live";
  /** How to reach a body that takes no complaints online. */
  noOnlineForm?: string;
  /** Its complaint page is not confirmed: the link is its home page. */
  complaintPageUnconfirmed?: true;
  /** Where it applies: the place's name, or the state's. */
  area: string;
};

/** A place in /report's directory: its own channels counted, the US with the states that have a page. */
export type DirectoryPlaceView = {
  code: ReportPlaceCode;
  name: string;
  region: ReportRegion;
  count: number;
  states: { code: UsStateCode; name: string; count: number }[];
};

/** A place's page: the channels that apply there, and per problem the ones to try first and the rest. */
export type PlacePageView = {
  place: ReportPlaceCode;
  state: UsStateCode | null;
  /** The place's name, or the state's. */
  name: string;
  /** For a state, the country it is in. */
  within: string | null;
  channels: ChannelView[];
  /** Positions in `channels`; a documented gap where the place has no body of the kind concerned. */
  problems: { problem: ReportProblem; first: number[]; rest: number[]; gap?: GapView }[];
};

/** A documented gap (content/report/gaps.ts) as a place's page shows it, in the problem's section. */
export type GapView = {
  /** What is missing, in one plain sentence. */
  missing: string;
  /** What a visitor can do instead. */
  instead: string;
  /** The page that states it; null for a gap we could not confirm either way. */
  sourceUrl: string | null;
  checkedOn: string;
};

/** A pattern the complaint letter can name; the letter links its page rather than quoting it. */
export type ComplaintPattern = { slug: string; name: string };
