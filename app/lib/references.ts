import type { Reference } from "~/content/schemas";
import { references } from "~/content/references";

/** Look up references by id; an unknown id fails at import, so a page cannot cite a source that is not listed. */
export function pickReferences(ids: readonly string[], where: string): Reference[] {
  return ids.map((id) => {
    const reference = references.find((candidate) => candidate.id === id);
    if (!reference) {
      throw new Error(`Invalid content in ${where}: unknown reference id "${id}"`);
    }
    return reference;
  });
}
