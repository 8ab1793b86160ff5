import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dashboardPage } from "#app/content/pages/dashboard.ts";
import type * as SiteConfigModule from "#app/site.config.ts";
import { siteConfig } from "#app/site.config.ts";

/** /dashboard as rendered: the copy follows the configured provider, and the page never vouches for the dashboard. */

async function renderDashboard() {
  const { default: DashboardRoute } = await import("./dashboard.tsx");
  return render(
    <MemoryRouter>
      <main>
        <DashboardRoute />
      </main>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.doUnmock("#app/site.config.ts");
  vi.resetModules();
});

describe("/dashboard", () => {
  it("without a provider: a third party runs it, no provider or feature is named, and both buttons open it safely", async () => {
    expect(siteConfig.dashboardProvider).toBeUndefined();
    const { container } = await renderDashboard();
    // The page's words for the default configuration, which names no provider.
    const copy = dashboardPage;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.hero.title);
    expect(screen.getByRole("heading", { level: 2, name: copy.offer.header.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: copy.operator.title })).toBeInTheDocument();
    expect(container).toHaveTextContent(copy.offer.header.lead!);
    expect(copy.offer.header.lead).toMatch(/will be named/);
    expect(container).toHaveTextContent(copy.hero.lead);
    expect(copy.hero.lead).toContain(`${siteConfig.name} does not control its`);
    expect(container.textContent).not.toMatch(/independent/i);
    const offer = container.querySelector("section#what-it-offers")!;
    expect(
      within(offer as HTMLElement)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([copy.offer.glossary.title]);
    const buttons = screen.getAllByRole("link", {
      name: new RegExp(`^${copy.buttonLabel}\\s*\\(opens in a new tab\\)$`),
    });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toHaveAttribute("href", siteConfig.dashboardUrl);
      expect(button).toHaveAttribute("target", "_blank");
      expect(button).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("with a provider: names it and lists its features as its own claims, before the glossary card", async () => {
    vi.resetModules();
    vi.doMock("#app/site.config.ts", async (importOriginal) => {
      const original = await importOriginal<typeof SiteConfigModule>();
      return {
        ...original,
        siteConfig: {
          ...original.siteConfig,
          dashboardProvider: {
            name: "Open Data Lab",
            features: ["Charts by platform type", "Filters by technique"],
          },
        },
      };
    });
    const { container } = await renderDashboard();
    // The page's words for this configuration, from the page module built with the mocked config.
    const copy = (await import("#app/content/pages/dashboard.ts")).dashboardPage;
    expect(copy.offer.header.title).not.toBe(dashboardPage.offer.header.title);
    expect(copy.offer.header.title).toMatch(/\bprovider\b/);
    expect(screen.getByRole("heading", { level: 2, name: copy.offer.header.title })).toBeInTheDocument();
    expect(container).toHaveTextContent("run by Open Data Lab, a third party,");
    expect(container).toHaveTextContent("built and hosted by Open Data Lab, not by");
    expect(container.textContent).not.toMatch(/independent/i);
    const offer = container.querySelector("section#what-it-offers") as HTMLElement;
    expect(
      within(offer)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["According to Open Data Lab", dashboardPage.offer.glossary.title]);
    expect([...offer.querySelectorAll("li li")].map((item) => item.textContent)).toEqual([
      "Charts by platform type",
      "Filters by technique",
    ]);
  });
});
