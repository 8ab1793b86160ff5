import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The SITE_* variables the build hands to app/site.config.ts. SITE_PEOPLE_FILE names a JSON
 * file with the byline and the team (docs/deployment.md); its text becomes SITE_PEOPLE, so the
 * config itself never reads files and runs the same in Node and in the browser.
 */
export function siteEnvironment(
  env: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith("SITE_") && value !== undefined) vars[key] = value;
  }
  const file = env.SITE_PEOPLE_FILE?.trim();
  if (file) {
    try {
      vars.SITE_PEOPLE = readFileSync(path.resolve(file), "utf8");
    } catch (error) {
      throw new Error(`SITE_PEOPLE_FILE names "${file}", which cannot be read: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return vars;
}
