import { globSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * app/content/pattern-modules.ts for Playwright, whose loader has no `import.meta.glob`: the same files,
 * found with Node's glob and imported in name order. tests/tsconfig.playwright.json maps the module here;
 * app/content/pattern-modules.test.ts checks that both find the same modules.
 */
const content = path.resolve(import.meta.dirname, "..", "..", "app", "content");
const files = globSync("patterns/*.ts", { cwd: content })
  .filter((file) => !/\.(server|test)\.ts$/.test(file))
  .map((file) => file.split(path.sep).join("/"))
  .sort();

export const patternModules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    files.map(async (file) => [
      `./${file}`,
      (await import(pathToFileURL(path.join(content, file)).href)) as Record<string, unknown>,
    ]),
  ),
);
