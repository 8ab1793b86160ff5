/**
 * What the extension's build reads of the site, as the site reads it: the words (app/content/extension.ts),
 * the library's name for each pattern (app/content/patterns/index.ts), and the site's name and address
 * (app/site.config.ts, SITE_*).
 */
import { extensionText } from "#app/content/extension.ts";
import { extensionBrowsers, extensionZipPath } from "#app/lib/extension-files.ts";
import { patternModules } from "#app/content/patterns/index.ts";
import { checkerPatterns } from "#app/lib/checker/index.ts";
import { siteConfig } from "#app/site.config.ts";
import { resolveLivePatterns } from "../../../extension/live-patterns.ts";

export function extensionFacts() {
  const library = new Map(Object.values(patternModules).map((pattern) => [pattern.slug, pattern.name]));
  const live = resolveLivePatterns(new Set(library.keys()));
  const names: Record<string, string> = {};
  for (const slug of [...checkerPatterns, ...Object.values(live)]) {
    const name = library.get(slug);
    if (!name)
      throw new Error(
        `The checker names "${slug}", which is not a pattern of the library (app/content/patterns/)`,
      );
    names[slug] = name;
  }
  return {
    siteName: siteConfig.name,
    siteUrl: siteConfig.url,
    text: extensionText,
    names,
    live,
    zips: Object.fromEntries(
      extensionBrowsers.map((browser) => [browser, extensionZipPath(browser)]),
    ) as Record<(typeof extensionBrowsers)[number], string>,
  };
}

export type ExtensionFacts = ReturnType<typeof extensionFacts>;
