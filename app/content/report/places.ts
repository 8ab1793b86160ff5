/**
 * The places /report lists, by the code a visitor's address uses (/report?in=fr, /report#fr): ISO 3166
 * two-letter codes, lowercase, and "eu" for the European Union's own channels. Plain data, so the
 * picker's client code and the channels' schema share it.
 */
export const reportRegions = {
  eu: "European Union",
  "eu-members": "EU member states",
  europe: "Europe outside the EU",
  americas: "The Americas",
  "asia-pacific": "Asia and the Pacific",
} as const;
export type ReportRegion = keyof typeof reportRegions;

export const reportPlaces = {
  eu: { name: "European Union", region: "eu" },
  at: { name: "Austria", region: "eu-members" },
  be: { name: "Belgium", region: "eu-members" },
  bg: { name: "Bulgaria", region: "eu-members" },
  hr: { name: "Croatia", region: "eu-members" },
  cy: { name: "Cyprus", region: "eu-members" },
  cz: { name: "Czechia", region: "eu-members" },
  dk: { name: "Denmark", region: "eu-members" },
  ee: { name: "Estonia", region: "eu-members" },
  fi: { name: "Finland", region: "eu-members" },
  fr: { name: "France", region: "eu-members" },
  de: { name: "Germany", region: "eu-members" },
  gr: { name: "Greece", region: "eu-members" },
  hu: { name: "Hungary", region: "eu-members" },
  ie: { name: "Ireland", region: "eu-members" },
  it: { name: "Italy", region: "eu-members" },
  lv: { name: "Latvia", region: "eu-members" },
  lt: { name: "Lithuania", region: "eu-members" },
  lu: { name: "Luxembourg", region: "eu-members" },
  mt: { name: "Malta", region: "eu-members" },
  nl: { name: "Netherlands", region: "eu-members" },
  pl: { name: "Poland", region: "eu-members" },
  pt: { name: "Portugal", region: "eu-members" },
  ro: { name: "Romania", region: "eu-members" },
  sk: { name: "Slovakia", region: "eu-members" },
  si: { name: "Slovenia", region: "eu-members" },
  es: { name: "Spain", region: "eu-members" },
  se: { name: "Sweden", region: "eu-members" },
  gb: { name: "United Kingdom", region: "europe" },
  no: { name: "Norway", region: "europe" },
  is: { name: "Iceland", region: "europe" },
  ch: { name: "Switzerland", region: "europe" },
  us: { name: "United States", region: "americas" },
  ca: { name: "Canada", region: "americas" },
  br: { name: "Brazil", region: "americas" },
  au: { name: "Australia", region: "asia-pacific" },
  nz: { name: "New Zealand", region: "asia-pacific" },
  in: { name: "India", region: "asia-pacific" },
  jp: { name: "Japan", region: "asia-pacific" },
  kr: { name: "South Korea", region: "asia-pacific" },
} as const satisfies Record<string, { name: string; region: ReportRegion }>;

export type ReportPlaceCode = keyof typeof reportPlaces;
export const reportPlaceCodes = Object.keys(reportPlaces) as [ReportPlaceCode, ...ReportPlaceCode[]];

/** Other ways a visitor may write a place in the address, mapped to its code (components/report/report-place.ts). */
export const reportPlaceAliases: Record<string, ReportPlaceCode> = { uk: "gb", el: "gr" };

/**
 * The United States' states and the District of Columbia, by postal code in lowercase: a channel's
 * `subdivision` (issue 52). Only the states the channels name get a page (/report/us-ca); the rest are
 * here so that a code is checked against a real state, not a typo.
 */
export const usStates = {
  al: "Alabama",
  ak: "Alaska",
  az: "Arizona",
  ar: "Arkansas",
  ca: "California",
  co: "Colorado",
  ct: "Connecticut",
  de: "Delaware",
  dc: "District of Columbia",
  fl: "Florida",
  ga: "Georgia",
  hi: "Hawaii",
  id: "Idaho",
  il: "Illinois",
  in: "Indiana",
  ia: "Iowa",
  ks: "Kansas",
  ky: "Kentucky",
  la: "Louisiana",
  me: "Maine",
  md: "Maryland",
  ma: "Massachusetts",
  mi: "Michigan",
  mn: "Minnesota",
  ms: "Mississippi",
  mo: "Missouri",
  mt: "Montana",
  ne: "Nebraska",
  nv: "Nevada",
  nh: "New Hampshire",
  nj: "New Jersey",
  nm: "New Mexico",
  ny: "New York",
  nc: "North Carolina",
  nd: "North Dakota",
  oh: "Ohio",
  ok: "Oklahoma",
  or: "Oregon",
  pa: "Pennsylvania",
  ri: "Rhode Island",
  sc: "South Carolina",
  sd: "South Dakota",
  tn: "Tennessee",
  tx: "Texas",
  ut: "Utah",
  vt: "Vermont",
  va: "Virginia",
  wa: "Washington",
  wv: "West Virginia",
  wi: "Wisconsin",
  wy: "Wyoming",
} as const;
export type UsStateCode = keyof typeof usStates;
export const usStateCodes = Object.keys(usStates) as [UsStateCode, ...UsStateCode[]];

/**
 * What happened, as /report's chooser asks it (issue 52): a channel's `firstFor` names the problems for
 * which it is the body (or one of two) to try first in its place.
 */
export const reportProblems = ["money", "platform", "privacy", "child", "ai"] as const;
export type ReportProblem = (typeof reportProblems)[number];
