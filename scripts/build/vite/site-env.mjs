import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The SITE_* variables the build hands to app/site.config.ts. SITE_PEOPLE_FILE names a JSON
 * file with the byline and the team (docs/deployment.md); its text becomes SITE_PEOPLE, so the
 * config itself never reads files and runs the same in Node and in the browser.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function siteEnvironment(env = process.env) {
  /** @type {Record<string, string>} */
  const vars = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith("SITE_") && value !== undefined) vars[key] = value;
  }
  const file = env.SITE_PEOPLE_FILE?.trim();
  if (file) {
    try {
      vars.SITE_PEOPLE = readFileSync(path.resolve(file), "utf8");
    } catch (error) {
      throw new Error(
        `SITE_PEOPLE_FILE names "${file}", which cannot be read: ${/** @type {Error} */ (error).message}`,
        {
          cause: error,
        },
      );
    }
  }
  return vars;
}
