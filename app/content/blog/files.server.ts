import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Slugs of the MDX articles on disk, read at build time by the route table
 * (which runs outside the app bundle, so it cannot use import.meta.glob).
 * A unit test checks this equals the slugs of the content index.
 */
export function listPostSlugs(): string[] {
  const folder = dirname(fileURLToPath(import.meta.url));
  return readdirSync(folder)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => file.slice(0, -".mdx".length))
    .sort();
}
