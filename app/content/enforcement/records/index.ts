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
 * The enforcement record's files, by name: one file per jurisdiction's authorities (docs/enforcement-sources.md
 * logs how each record was found and confirmed). The one list of record files that the site and
 * scripts/dev/check-records.ts read (ADR 038); index.test.ts checks that every file of this folder is here.
 */
export const recordFiles: Record<string, EnforcementRecordInput[]> = {
  "us-federal": usFederalRecords,
  "us-states": usStateRecords,
  eu: euRecords,
  "eu-member-states": euMemberStateRecords,
  poland: polandRecords,
  uk: ukRecords,
  canada: canadaRecords,
  australia: australiaRecords,
};

/**
 * The enforcement record: one entry per public action. Summaries are our own words on what the authority
 * said; a complaint or preliminary finding stays an allegation. Order does not matter: content/enforcement.ts
 * sorts newest first.
 */
export const recordData: EnforcementRecordInput[] = Object.values(recordFiles).flat();
