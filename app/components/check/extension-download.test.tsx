import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { extensionSiteText as site } from "#app/content/extension.ts";
import { extensionBrowsers, extensionZipPath } from "#app/lib/extension-files.ts";
import { siteConfig } from "#app/site.config.ts";
import { ExtensionDownload } from "./extension-download.tsx";

describe("ExtensionDownload", () => {
  it("offers each browser's zip with its install steps, says what it does and does not do, and links its source", () => {
    render(<ExtensionDownload text={site} />);
    const section = screen.getByRole("region", { name: site.header.title });

    for (const browser of extensionBrowsers) {
      const download = site.downloads[browser];
      const link = within(section).getByRole("link", { name: download.label });
      expect(link).toHaveAttribute("href", extensionZipPath(browser));
      expect(link).toHaveAttribute("download");
      expect(link).toHaveAccessibleDescription(site.fileNote);
      const card = link.closest("li")!;
      expect(
        within(card)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(download.steps);
    }
    expect(extensionZipPath("chromium")).toBe(`/downloads/${siteConfig.slug}-check-extension-chromium.zip`);

    for (const item of [...site.does.items, ...site.doesNot.items])
      expect(within(section).getByText(item)).toBeVisible();

    const source = within(section).getByRole("link", { name: (name) => name.startsWith(site.source.label) });
    expect(source).toHaveAttribute("href", site.source.href);
    expect(source).toHaveAttribute("target", "_blank");
    expect(source).toHaveTextContent(site.newTab);
  });
});
