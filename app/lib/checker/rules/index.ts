import type { RuleSet } from "../types.ts";
import { en } from "./en.ts";

/**
 * The languages the checker has rules for. Adding one is adding its data file beside en.ts and listing
 * it here: the engine, the page and the command line read this list.
 */
export const ruleSets = { en } as const satisfies Record<string, RuleSet>;
