import type { EnforcementRecordInput } from "../schema.ts";
import { australiaRecords } from "./australia.ts";
import { canadaRecords } from "./canada.ts";
import { euMemberStateRecords } from "./eu-member-states.ts";
import { euRecords } from "./eu.ts";
import { polandRecords } from "./poland.ts";
import { ukRecords } from "./uk.ts";
import { usFederalRecords } from "./us-federal.ts";
import { usStateRecords } from "./us-states.ts";

/**
 * The enforcement record: one entry per public action, each file holding one jurisdiction's authorities
 * (docs/enforcement-sources.md logs how each was found and confirmed). Summaries are our own words on what
 * the authority said; a complaint or preliminary finding stays an allegation. Order does not matter:
 * content/enforcement.ts sorts newest first.
 */
export const recordData: EnforcementRecordInput[] = [
  ...usFederalRecords,
  ...usStateRecords,
  ...euRecords,
  ...euMemberStateRecords,
  ...polandRecords,
  ...ukRecords,
  ...canadaRecords,
  ...australiaRecords,
];
