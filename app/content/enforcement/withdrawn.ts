/**
 * Records the site published and then withdrew (issue 52): their facts may well be right, but no stored
 * copy of the authority's or court's own page, and no passage of a news agency, a newspaper of record or
 * the company, proves them. Each keeps its address, which says so, so that a link or citation to it does
 * not break; none is counted, listed or searched. A record that comes back is removed from this list.
 * Plain data: the route table and the pipeline read it in plain Node.
 */
export type WithdrawnRecord = {
  id: string;
  company: string;
  /** The acting authority's short name, as the record showed it. */
  authority: string;
  withdrawnOn: string;
};

export const withdrawnRecords: WithdrawnRecord[] = [
  {
    id: "agcm-google-consent-2025",
    company: "Google and its parent company Alphabet",
    authority: "AGCM",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "ca8-negative-option-rule-2025",
    company: "Not a company: a challenge by industry petitioners to an FTC rule",
    authority: "Eighth Circuit",
    withdrawnOn: "2026-11-28",
  },
  { id: "cma-simba-sleep-2024", company: "Simba Sleep Limited", authority: "CMA", withdrawnOn: "2026-11-28" },
  { id: "cma-wowcher-2024", company: "Wowcher", authority: "CMA", withdrawnOn: "2026-11-28" },
  { id: "cma-xbox-auto-renewal-2022", company: "Microsoft", authority: "CMA", withdrawnOn: "2026-11-28" },
  {
    id: "competition-bureau-ticketnetwork-2023",
    company:
      "TicketNetwork, Inc. (ticketnetwork.com, ticketliquidator.com, superbillets.com, tickets.expert)",
    authority: "Competition Bureau",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "cppa-honda-2025",
    company: "American Honda Motor Co., Inc.",
    authority: "CPPA",
    withdrawnOn: "2026-11-28",
  },
  { id: "cppa-todd-snyder-2025", company: "Todd Snyder, Inc.", authority: "CPPA", withdrawnOn: "2026-11-28" },
  {
    id: "dc-instacart-2022",
    company: "Maplebear Inc. (Instacart)",
    authority: "DC AG",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "florida-ag-openai-2026",
    company: "OpenAI (ChatGPT) and its chief executive Sam Altman",
    authority: "Florida AG",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "ftc-abcmouse-2020",
    company: "Age of Learning, Inc. (ABCmouse)",
    authority: "FTC",
    withdrawnOn: "2026-11-28",
  },
  { id: "ftc-care-com-2024", company: "Care.com", authority: "FTC", withdrawnOn: "2026-11-28" },
  { id: "ftc-cerebral-2024", company: "Cerebral, Inc.", authority: "FTC", withdrawnOn: "2026-11-28" },
  { id: "ftc-credit-karma-2022", company: "Credit Karma, LLC", authority: "FTC", withdrawnOn: "2026-11-28" },
  {
    id: "ftc-doxo-2024",
    company: "Doxo, Inc. and its co-founders Steve Shivers and Roger Parks",
    authority: "FTC",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "ftc-hoyoverse-2025",
    company: "Cognosphere, LLC (HoYoverse), maker of Genshin Impact",
    authority: "FTC",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "ftc-invitation-homes-2024",
    company: "Invitation Homes Inc.",
    authority: "FTC",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "ftc-live-nation-ticketmaster-2025",
    company: "Live Nation Entertainment, Inc. and Ticketmaster LLC",
    authority: "FTC",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "ftc-match-2025",
    company: "Match Group, Inc. and Match Group, LLC (Match.com)",
    authority: "FTC",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "ftc-pch-2023",
    company: "Publishers Clearing House LLC",
    authority: "FTC",
    withdrawnOn: "2026-11-28",
  },
  { id: "ftc-rytr-2024", company: "Rytr LLC", authority: "FTC", withdrawnOn: "2026-11-28" },
  {
    id: "ftc-uber-one-2025",
    company: "Uber Technologies, Inc. (Uber One)",
    authority: "FTC",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "garante-replika-2025",
    company: "Luka Inc. (Replika)",
    authority: "Garante",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "ky-character-ai-2026",
    company: "Character Technologies, Inc. (Character.AI) and its founders",
    authority: "Kentucky AG",
    withdrawnOn: "2026-11-28",
  },
  {
    id: "uokik-natural-pharmaceuticals-2023",
    company: "Natural Pharmaceuticals sp. z o.o. and its manager",
    authority: "UOKiK",
    withdrawnOn: "2026-11-28",
  },
];

export const withdrawnIds: string[] = withdrawnRecords.map((record) => record.id);
