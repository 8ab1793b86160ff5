import { describe, expect, it } from "vitest";
import { extensionManifest } from "./manifest.ts";

const facts = {
  name: "Attune: check this page",
  description: "Marks dark patterns.",
  actionTitle: "Check this page",
  siteUrl: "https://attune.example",
};

describe("the extension's manifests", () => {
  it.each(["chromium", "firefox"] as const)(
    "%s: Manifest V3, activeTab and scripting only, nothing else",
    (browser) => {
      const manifest = extensionManifest(browser, facts);
      expect(manifest.manifest_version).toBe(3);
      expect(manifest.permissions).toEqual(["activeTab", "scripting"]);
      for (const key of [
        "host_permissions",
        "optional_permissions",
        "optional_host_permissions",
        "content_scripts",
      ])
        expect(manifest, key).not.toHaveProperty(key);
      expect(manifest.action).toMatchObject({ default_title: facts.actionTitle });
    },
  );

  it("runs the background as a service worker in Chromium, as a script in Firefox with an add-on ID", () => {
    expect(extensionManifest("chromium", facts).background).toEqual({ service_worker: "background.js" });
    const firefox = extensionManifest("firefox", facts);
    expect(firefox.background).toEqual({ scripts: ["background.js"] });
    expect(firefox.browser_specific_settings).toEqual({
      gecko: expect.objectContaining({
        id: "check-extension@attune.example",
        data_collection_permissions: { required: ["none"] },
      }),
    });
  });
});
