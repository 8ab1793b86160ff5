/**
 * Looks up references by id in a registry; an unknown id fails at import, so a page cannot cite a
 * source that is not listed.
 */
export function pickReferences<T extends { id: string }>(
  registry: readonly T[],
  ids: readonly string[],
  where: string,
): T[] {
  return ids.map((id) => {
    const reference = registry.find((candidate) => candidate.id === id);
    if (!reference) {
      throw new Error(`Invalid content in ${where}: unknown reference id "${id}"`);
    }
    return reference;
  });
}
