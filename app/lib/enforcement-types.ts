/** What the enforcement pages receive from their loaders (built in app/data/enforcement-data.server.ts). */

/**
 * One line of /enforcement's table. Labels shared by many records (authorities, stages, jurisdictions,
 * pattern names) travel once, in EnforcementLabels: the hydration data holds every row, so each repeated
 * string costs bytes on every visit. The record's full text is on its own page.
 */
export type EnforcementRow = {
  id: string;
  /** YYYY-MM-DD, or YYYY-MM when the source gives only the month. */
  date: string;
  year: string;
  stage: string;
  /** Authority ids, lead first. */
  authorities: string[];
  jurisdiction: string;
  company: string;
  patterns: string[];
  /** The key figure: "€150 million", or null when no money was ordered. */
  money: string | null;
  /** For sorting by amount: the total, and its currency. */
  amount: number | null;
  currency: string | null;
};

export type EnforcementLabels = {
  stage: Record<string, string>;
  pattern: Record<string, string>;
  /** Authority id → short name ("FTC"). */
  authority: Record<string, string>;
};

export type PatternEnforcementView = {
  records: {
    id: string;
    authority: string;
    company: string;
    year: string;
    stageLabel: string;
    outcome: string | null;
    primarySource: { title: string; url: string };
  }[];
  checkedLabel: string;
};

/** The record's page, everything written out at build time. */
export type EnforcementRecordPageView = {
  id: string;
  date: string;
  dateLabel: string;
  stageLabel: string;
  company: string;
  authorities: { id: string; name: string; kind: string; url: string; jurisdiction: string }[];
  jurisdiction: string;
  instrument: string;
  provision: string;
  patterns: { slug: string; name: string }[];
  designNote: string | null;
  summary: string;
  money: { text: string; note: string | null }[];
  orders: string;
  liability: string | null;
  status: { label: string; date: string; dateLabel: string; text: string };
  statusNote: string | null;
  events: {
    date: string;
    dateLabel: string;
    label: string;
    text: string;
    source: { title: string; url: string };
  }[];
  evidence: {
    quote: string;
    source: { title: string; url: string; host: string };
    kind: string;
    /** Who published it: the authority's short name, the newspaper's, the firm's. */
    outlet: string;
  }[];
  checkedLabel: string;
  addedLabel: string;
  primarySource: { title: string; url: string; host: string };
  secondarySources: { title: string; url: string }[];
};
