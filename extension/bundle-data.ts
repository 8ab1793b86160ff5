/**
 * What the pipeline bakes into the content script (scripts/pipeline/extension/): the site's name and
 * address, the library's name for each pattern the checker can name, the pattern each live check links
 * to, and the panel's words (app/content/extension.ts). Vite's `define` puts the object in place of
 * __ATTUNE_EXTENSION__; nothing is fetched at run time.
 */
import type { ExtensionPanelText } from "#app/content/extension.ts";
import type { LiveCheck } from "./live-patterns.ts";

export type BundleData = {
  siteName: string;
  /** The site's origin, no trailing slash: pattern links read `${siteUrl}/patterns/<slug>`. */
  siteUrl: string;
  /** Pattern slug → the library's name for it. */
  names: Record<string, string>;
  /** Live check → the pattern slug it links to. */
  live: Record<LiveCheck, string>;
  panel: ExtensionPanelText;
};

declare const __ATTUNE_EXTENSION__: BundleData;

export const bundleData: BundleData = __ATTUNE_EXTENSION__;
