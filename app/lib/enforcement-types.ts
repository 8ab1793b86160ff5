/** What the enforcement pages receive from their loaders (built in components/enforcement/enforcement-data.server.ts). */

/**
 * One record as /enforcement receives it. Labels shared by many records (stages, jurisdictions, pattern
 * names) travel once, in EnforcementLabels, and dates and the citation line are written on the page:
 * the hydration data holds every record, so each repeated string costs bytes on every visit.
 */
export type EnforcementRecordView = {
  id: string;
  date: string;
  year: string;
  stage: string;
  authority: string;
  jurisdiction: string;
  company: string;
  law: string;
  patterns: string[];
  designNote: string | null;
  summary: string;
  /** "€150 million fine", or null when no money was ordered. */
  money: string | null;
  orders: string;
  /** Null unless the record is a settlement. */
  liability: string | null;
  status: string;
  checkedOn: string;
  /** The authority's or court's page (its title stays in the downloads: the link names its site). */
  primarySource: string;
  secondarySources: { title: string; url: string }[];
};

export type EnforcementLabels = {
  stage: Record<string, string>;
  jurisdiction: Record<string, string>;
  pattern: Record<string, string>;
  /** For the citation line. */
  siteName: string;
  pageUrl: string;
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
