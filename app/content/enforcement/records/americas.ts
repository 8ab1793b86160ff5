import type { EnforcementRecordInput } from "../schema";

/** Canada, Brazil and the rest of the Americas outside the United States. */
export const americasRecords: EnforcementRecordInput[] = [];
