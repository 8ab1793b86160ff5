/**
 * The extension's manifest for each browser (Manifest V3). The same permissions for both, and only two:
 * `activeTab` (the tab the visitor clicked the button on, for that click) and `scripting` (to inject the
 * check there). Chromium runs the background as a service worker; Firefox, which does not, as an event
 * page script, and needs an add-on ID and a statement that the add-on collects nothing.
 */
export type ManifestFacts = {
  name: string;
  description: string;
  actionTitle: string;
  /** The site's address, for the homepage link and Firefox's add-on ID. */
  siteUrl: string;
};

/** Raised by hand when the extension's behaviour changes. */
export const extensionVersion = "1.0.0";

export const iconSizes = [16, 32, 48, 128] as const;

export function extensionManifest(
  browser: "chromium" | "firefox",
  facts: ManifestFacts,
): Record<string, unknown> {
  const icons = Object.fromEntries(iconSizes.map((size) => [String(size), `icons/icon-${size}.png`]));
  const host = new URL(facts.siteUrl).hostname;
  return {
    manifest_version: 3,
    name: facts.name,
    version: extensionVersion,
    description: facts.description,
    homepage_url: `${facts.siteUrl}/check`,
    icons,
    action: { default_title: facts.actionTitle, default_icon: icons },
    permissions: ["activeTab", "scripting"],
    ...(browser === "chromium"
      ? { background: { service_worker: "background.js" }, minimum_chrome_version: "121" }
      : {
          background: { scripts: ["background.js"] },
          browser_specific_settings: {
            gecko: {
              id: `check-extension@${host}`,
              strict_min_version: "140.0",
              data_collection_permissions: { required: ["none"] },
            },
          },
        }),
  };
}
