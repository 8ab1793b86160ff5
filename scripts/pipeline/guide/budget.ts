/**
 * The strategic guide's size budget: it prints both drawings of every pattern, about 20 KB each
 * (their tagged structure does not compress away), so the budget grows with the library. 600 KB at the
 * library's first 18 patterns, as ADR 007 set it; a pattern page that grows the guide more than its
 * share still breaks it.
 */
export const guideBytesPerPattern = 20 * 1024;
export const guideBaseBytes = 240 * 1024;

export const guidePdfBudget = (patternCount: number) => guideBaseBytes + patternCount * guideBytesPerPattern;
