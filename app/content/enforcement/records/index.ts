import type { EnforcementRecordInput } from "../schema";
import { americasRecords } from "./americas";
import { asiaPacificRecords } from "./asia-pacific";
import { europeRecords } from "./europe";
import { moreRecords } from "./more";
import { patternGapRecords } from "./pattern-gaps";
import { ukRecords } from "./uk";
import { usFederalRecords } from "./us-federal";
import { usNewRecords } from "./us-new";
import { usStateRecords } from "./us-states";
import { worldRecords } from "./world";

/**
 * The enforcement record: one entry per public action, checked against the authority's or court's own
 * page (docs/enforcement-sources.md logs how each was found and confirmed), one file per region. Summaries
 * are our own words on what the authority said; a complaint or preliminary finding stays an allegation.
 * Order does not matter: content/enforcement.ts sorts newest first.
 */
export const recordData: EnforcementRecordInput[] = [
  ...usFederalRecords,
  ...usStateRecords,
  ...usNewRecords,
  ...europeRecords,
  ...ukRecords,
  ...asiaPacificRecords,
  ...americasRecords,
  ...worldRecords,
  ...moreRecords,
  ...patternGapRecords,
];
