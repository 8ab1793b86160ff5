/** What the enforcement pages receive from their loaders (built in components/enforcement/enforcement-data.server.ts). */

export type EnforcementRecordView = {
  id: string;
  date: string;
  dateLabel: string;
  year: string;
  stage: string;
  stageLabel: string;
  authority: string;
  jurisdiction: string;
  jurisdictionLabel: string;
  company: string;
  law: string;
  patterns: string[];
  patternLinks: { slug: string; name: string }[];
  designNote: string | null;
  summary: string;
  /** "€150 million fine", or null when no money was ordered. */
  money: string | null;
  orders: string;
  /** Null unless the record is a settlement. */
  liability: string | null;
  status: string;
  checkedLabel: string;
  primarySource: { title: string; url: string };
  secondarySources: { title: string; url: string }[];
  citation: string;
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
