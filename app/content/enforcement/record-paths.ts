import { authorityData } from "./authorities.ts";
import { recordData } from "./records/index.ts";

/**
 * The enforcement record's pre-rendered pages, for the route table: one page per record, and the
 * narrowed lists a visitor without JavaScript reaches by link (by pattern, by jurisdiction). Plain data
 * from the raw records, which the route table and the pipeline read in plain Node: nothing here (or in the
 * record files) may import a component or use Vite.
 */

const jurisdictionOf = new Map(authorityData.map((authority) => [authority.id, authority.jurisdiction]));

export const recordIds: string[] = recordData.map((record) => record.id);

export const narrowedPatterns: string[] = [
  ...new Set(recordData.flatMap((record) => record.patterns)),
].sort();

export const narrowedJurisdictions: string[] = [
  ...new Set(recordData.map((record) => jurisdictionOf.get(record.authorities[0] ?? "") ?? "unknown")),
].sort();

export const narrowedPath = (key: "pattern" | "jurisdiction", value: string) =>
  `/enforcement/${key}/${value}`;
