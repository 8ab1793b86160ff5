import { siteConfig } from "#app/site.config.ts";

/** The browsers the extension (extension/) is built for, in the order /check offers them. */
export const extensionBrowsers = ["chromium", "firefox"] as const;
export type ExtensionBrowser = (typeof extensionBrowsers)[number];

/**
 * Where the pipeline (scripts/pipeline/extension/) writes each browser's zip: under the site's downloads,
 * beside the guide, where /check links it.
 */
export const extensionZipPath = (browser: ExtensionBrowser) =>
  `/downloads/${siteConfig.slug}-check-extension-${browser}.zip`;
