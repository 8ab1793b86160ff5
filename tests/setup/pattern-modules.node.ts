import path from "node:path";
import { pathToFileURL } from "node:url";
import { listPatternSlugs } from "#app/content/patterns/files.server.ts";

/**
 * app/content/pattern-modules.ts for Playwright, whose loader has no `import.meta.glob`: the same files,
 * as the route table lists them, imported with Node. tests/tsconfig.playwright.json maps the module here;
 * app/content/pattern-modules.test.ts checks that both find the same modules.
 */
const folder = path.resolve(import.meta.dirname, "..", "..", "app", "content", "patterns");

export const patternModules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    listPatternSlugs().map(async (slug) => [
      `./patterns/${slug}.ts`,
      (await import(pathToFileURL(path.join(folder, `${slug}.ts`)).href)) as Record<string, unknown>,
    ]),
  ),
);
