/**
 * What the extension's build reads of the site, loaded through Vite's module runner (../vite-runner.ts) so
 * that `~/` imports and the pattern modules' glob work as in the site: the words (app/content/extension.ts),
 * the library's name for each pattern, and the site's name and address (app/site.config.ts, SITE_*).
 */
import { extensionText } from "#app/content/extension.ts";
import { extensionBrowsers, extensionZipPath } from "#app/lib/extension-files.ts";
import { patternModules } from "#app/content/pattern-modules.ts";
import { checkerPatterns } from "#app/lib/checker/index.ts";
import { siteConfig } from "#app/site.config.ts";
import { resolveLivePatterns } from "../../../extension/live-patterns.ts";

export function extensionFacts() {
  const library = new Map<string, string>();
  for (const module of Object.values(patternModules))
    for (const pattern of Object.values(module) as Array<{ slug?: string; name?: string }>)
      if (pattern?.slug && pattern.name) library.set(pattern.slug, pattern.name);
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
