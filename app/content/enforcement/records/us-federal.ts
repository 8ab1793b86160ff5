import type { EnforcementRecordInput } from "../schema";

/**
 * US federal records (FTC, DOJ, Eighth Circuit). Issue 52: the fifteen records this file held were removed
 * on 2026-11-28. No stored copy of the FTC's, the Justice Department's or the Eighth Circuit's own page, and
 * no passage of a news agency, newspaper of record or the company, could be found that states each record's
 * date (and, for most, its stage, amounts and latest event). The searches, the leads found and what would
 * restore each record are in docs/enforcement-sources/evidence-us-federal.md; the removed records are in git
 * history (commit 4d0f78e).
 */
export const usFederalRecords: EnforcementRecordInput[] = [];
