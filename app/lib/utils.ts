import { clsx, type ClassValue } from "clsx";

/**
 * Join class names conditionally. This is clsx without tailwind-merge: merging cost 8.7 KB of gzip on
 * every page (ADR 005), so components do not override a primitive's utilities at the call site; a new
 * look is a new variant.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
