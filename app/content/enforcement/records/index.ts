import type { EnforcementRecordInput } from "../schema";
import { australiaRecords } from "./australia";
import { canadaRecords } from "./canada";
import { euMemberStateRecords } from "./eu-member-states";
import { euRecords } from "./eu";
import { polandRecords } from "./poland";
import { ukRecords } from "./uk";
import { usFederalRecords } from "./us-federal";
import { usStateRecords } from "./us-states";

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
