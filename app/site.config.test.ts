import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createSiteConfig, placeholderDefaults, placeholderWarnings, siteConfig } from "./site.config";

describe("createSiteConfig", () => {
  it("uses the documented defaults (README) when nothing is set", () => {
    const config = createSiteConfig({});
    expect(config.name).toBe("Attune");
    expect(config.slug).toBe("attune");
    expect(config.email).toBe("hello@attune.example");
    expect(config.dashboardUrl).toBe("https://dashboard.attune.example");
    expect(config.communityUrl).toBeUndefined();
    expect(config.newsletterEndpoint).toBeUndefined();
    expect(config.foundedYear).toBe(2024);
    expect(config.buildYear).toBe(new Date().getFullYear());
    expect(config.contentLicence.url).toBe("https://creativecommons.org/licenses/by/4.0/");
    expect(config.social).toHaveLength(3);
  });

  it("takes every fact from the environment when set", () => {
    const config = createSiteConfig({
      SITE_NAME: "Humane Lab",
      SITE_SLUG: "humane-lab",
      SITE_EMAIL: "team@humane.org",
      SITE_URL: "https://humane.org/",
      SITE_AUTHOR_NAME: "Sam Reyes",
      SITE_COMMUNITY_URL: "https://chat.humane.org",
      SITE_NEWSLETTER_ENDPOINT: "https://news.humane.org/subscribe",
    });
    expect(config.name).toBe("Humane Lab");
    expect(config.slug).toBe("humane-lab");
    expect(config.email).toBe("team@humane.org");
    expect(config.url).toBe("https://humane.org");
    expect(config.author.name).toBe("Sam Reyes");
    expect(config.communityUrl).toBe("https://chat.humane.org");
    expect(config.newsletterEndpoint).toBe("https://news.humane.org/subscribe");
    expect(config.social[0]!.label).toBe("Humane Lab on LinkedIn");
  });

  it("ignores blank overrides", () => {
    expect(createSiteConfig({ SITE_EMAIL: "   " }).email).toBe("hello@attune.example");
  });

  it("explains which variable is wrong instead of failing obscurely", () => {
    expect(() => createSiteConfig({ SITE_EMAIL: "not-an-address" })).toThrow(/email/);
    expect(() => createSiteConfig({ SITE_DASHBOARD_URL: "http://insecure.example" })).toThrow(/dashboardUrl/);
    expect(() => createSiteConfig({ SITE_SLUG: "Has Spaces" })).toThrow(/slug/);
  });
});

describe("placeholderWarnings", () => {
  it("warns once for every fact still on its placeholder", () => {
    const warnings = placeholderWarnings({});
    expect(warnings).toHaveLength(Object.keys(placeholderDefaults).length);
    expect(warnings.join("\n")).toContain("SITE_EMAIL");
  });

  it("is silent once real values are set", () => {
    expect(
      placeholderWarnings({
        SITE_URL: "https://humane.org",
        SITE_EMAIL: "team@humane.org",
        SITE_DASHBOARD_URL: "https://dash.humane.org",
        SITE_LINKEDIN_URL: "https://www.linkedin.com/company/humane",
        SITE_GITHUB_URL: "https://github.com/humane",
      }),
    ).toEqual([]);
  });
});

describe("licences", () => {
  it("the repository carries the code licence (MIT) and the content licence (CC BY 4.0) the footer names", () => {
    expect(readFileSync("LICENSE", "utf8")).toMatch(/^MIT License/);
    const content = readFileSync("LICENSE-CONTENT", "utf8");
    expect(content).toContain("Creative Commons Attribution 4.0 International");
    expect(content).toContain(siteConfig.contentLicence.url);
  });
});
