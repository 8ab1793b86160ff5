import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkPlaceholders,
  createSiteConfig,
  isStrictBuild,
  mainNav,
  navLeaves,
  placeholderDefaults,
  placeholderWarnings,
  siteConfig,
} from "./site.config.ts";
import { specNavigation } from "#tests/spec-text.ts";

describe("createSiteConfig", () => {
  it("uses the documented defaults (README) when nothing is set", () => {
    const config = createSiteConfig({});
    expect(config.name).toBe("Attune");
    expect(config.slug).toBe("attune");
    expect(config.email).toBe("hello@attune.example");
    expect(config.dashboardUrl).toBe("https://dashboard.attune.example");
    expect(config.dashboardProvider).toBeUndefined();
    expect(config.communityUrl).toBeUndefined();
    expect(config.newsletterEndpoint).toBeUndefined();
    expect(config.foundedYear).toBe(2024);
    expect(config.buildYear).toBeGreaterThanOrEqual(config.foundedYear);
    expect(config.contentLicence.url).toBe("https://creativecommons.org/licenses/by/4.0/");
    expect(config.social).toHaveLength(3);
  });

  it("takes every fact from the environment when set", () => {
    const config = createSiteConfig({
      SITE_NAME: "Humane Lab",
      SITE_SLUG: "humane-lab",
      SITE_EMAIL: "team@humane.org",
      SITE_URL: "https://humane.org/",
      SITE_COMMUNITY_URL: "https://chat.humane.org",
      SITE_NEWSLETTER_ENDPOINT: "https://news.humane.org/subscribe",
    });
    expect(config.name).toBe("Humane Lab");
    expect(config.slug).toBe("humane-lab");
    expect(config.email).toBe("team@humane.org");
    expect(config.url).toBe("https://humane.org");
    expect(config.communityUrl).toBe("https://chat.humane.org");
    expect(config.newsletterEndpoint).toBe("https://news.humane.org/subscribe");
    expect(config.social[0]!.label).toBe("Humane Lab on LinkedIn");
  });

  it("sends the press to SITE_PRESS_EMAIL, or to the site's email when it is unset", () => {
    expect(createSiteConfig({}).pressEmail).toBe("hello@attune.example");
    expect(createSiteConfig({ SITE_EMAIL: "team@humane.org" }).pressEmail).toBe("team@humane.org");
    expect(
      createSiteConfig({ SITE_EMAIL: "team@humane.org", SITE_PRESS_EMAIL: "press@humane.org" }).pressEmail,
    ).toBe("press@humane.org");
    expect(() => createSiteConfig({ SITE_PRESS_EMAIL: "press desk" })).toThrow(/pressEmail/);
  });

  it("ignores blank overrides", () => {
    expect(createSiteConfig({ SITE_EMAIL: "   " }).email).toBe("hello@attune.example");
  });

  it("takes a newsletter endpoint over https, or over plain http only on this machine", () => {
    expect(createSiteConfig({ SITE_NEWSLETTER_ENDPOINT: "http://127.0.0.1:9000/s" }).newsletterEndpoint).toBe(
      "http://127.0.0.1:9000/s",
    );
    expect(() => createSiteConfig({ SITE_NEWSLETTER_ENDPOINT: "http://news.example.org/s" })).toThrow(
      /newsletterEndpoint/,
    );
  });

  it("explains which variable is wrong instead of failing obscurely", () => {
    expect(() => createSiteConfig({ SITE_EMAIL: "not-an-address" })).toThrow(/email/);
    expect(() => createSiteConfig({ SITE_DASHBOARD_URL: "http://insecure.example" })).toThrow(/dashboardUrl/);
    expect(() => createSiteConfig({ SITE_SLUG: "Has Spaces" })).toThrow(/slug/);
  });
});

const realFacts = {
  SITE_URL: "https://humane.org",
  SITE_EMAIL: "team@humane.org",
  SITE_DASHBOARD_URL: "https://dash.humane.org",
  SITE_LINKEDIN_URL: "https://www.linkedin.com/company/humane",
  SITE_GITHUB_URL: "https://github.com/humane",
  SITE_DASHBOARD_PROVIDER: "Open Data Lab",
};

const member = (id: string, name: string) => ({
  id,
  name,
  role: "Research",
  bio: `${name} studies recommendation feeds.`,
  portrait: `/images/team/${id}.jpg`,
  portraitAlt: `Photo of ${name}`,
  profileUrl: "https://humane.org/people/" + id,
});
const realPeople = JSON.stringify({
  author: { type: "Person", name: "Sam Reyes", role: "Research lead" },
  team: [member("sam-reyes", "Sam Reyes"), member("ana-lima", "Ana Lima")],
});

describe("dashboard provider", () => {
  it("is unset by default and while both variables are blank", () => {
    expect(createSiteConfig({}).dashboardProvider).toBeUndefined();
    expect(
      createSiteConfig({ SITE_DASHBOARD_PROVIDER: "  ", SITE_DASHBOARD_FEATURES: " | " }).dashboardProvider,
    ).toBeUndefined();
  });

  it("names the provider from SITE_DASHBOARD_PROVIDER, with no features unless listed", () => {
    expect(createSiteConfig({ SITE_DASHBOARD_PROVIDER: "  Open Data Lab " }).dashboardProvider).toEqual({
      name: "Open Data Lab",
      features: [],
    });
  });

  it('splits SITE_DASHBOARD_FEATURES on "|", trimming each feature and dropping blanks', () => {
    const config = createSiteConfig({
      SITE_DASHBOARD_PROVIDER: "Open Data Lab",
      SITE_DASHBOARD_FEATURES: " Charts by platform type |Filters by technique||  Side-by-side comparison | ",
    });
    expect(config.dashboardProvider).toEqual({
      name: "Open Data Lab",
      features: ["Charts by platform type", "Filters by technique", "Side-by-side comparison"],
    });
  });

  it("refuses features attributed to no provider, and overlong lists", () => {
    expect(() => createSiteConfig({ SITE_DASHBOARD_FEATURES: "Charts" })).toThrow(
      /dashboardProvider\.name: SITE_DASHBOARD_FEATURES is set, so SITE_DASHBOARD_PROVIDER must name/,
    );
    expect(() =>
      createSiteConfig({
        SITE_DASHBOARD_PROVIDER: "Open Data Lab",
        SITE_DASHBOARD_FEATURES: Array.from({ length: 9 }, (_, i) => `Feature ${i + 1}`).join("|"),
      }),
    ).toThrow(/dashboardProvider\.features/);
    expect(() =>
      createSiteConfig({
        SITE_DASHBOARD_PROVIDER: "Open Data Lab",
        SITE_DASHBOARD_FEATURES: "x".repeat(161),
      }),
    ).toThrow(/at most 160 characters/);
  });
});

describe("people", () => {
  it("credits articles to the organisation's research team and shows two sample profiles by default", () => {
    const config = createSiteConfig({});
    expect(config.author).toEqual({ type: "Organization", name: "Attune research team" });
    expect(config.team.map((entry) => [entry.id, entry.sample])).toEqual([
      ["research-lead", true],
      ["design-engineering-lead", true],
    ]);
    // Role-based sample profiles, no invented people: each is named for its role.
    for (const entry of config.team) expect(entry.name).toMatch(/^[A-Z][a-z]+(?: [a-z]+)* lead$/);
  });

  it("takes the byline and the team from SITE_PEOPLE (the SITE_PEOPLE_FILE's JSON)", () => {
    const config = createSiteConfig({ SITE_PEOPLE: realPeople });
    expect(config.author).toEqual({ type: "Person", name: "Sam Reyes", role: "Research lead" });
    expect(config.team.map((entry) => [entry.name, entry.sample])).toEqual([
      ["Sam Reyes", false],
      ["Ana Lima", false],
    ]);
  });

  it("says what is wrong with a bad SITE_PEOPLE", () => {
    expect(() => createSiteConfig({ SITE_PEOPLE: "{not json" })).toThrow(/SITE_PEOPLE.*not valid JSON/);
    expect(() =>
      createSiteConfig({ SITE_PEOPLE: JSON.stringify({ team: [member("only-one", "Only One")] }) }),
    ).toThrow(/SITE_PEOPLE/);
    expect(() =>
      createSiteConfig({ SITE_PEOPLE: JSON.stringify({ author: { type: "Person", name: "No Role" } }) }),
    ).toThrow(/role/);
  });
});

describe("placeholderWarnings", () => {
  /** The dashboard warning: it names the variable and says it is unset. */
  const unsetProvider = /^SITE_DASHBOARD_PROVIDER\b[^:]* not set:/m;

  it("warns once for every fact, the unnamed dashboard provider, each sample profile and the unset byline", () => {
    const warnings = placeholderWarnings({});
    expect(warnings).toHaveLength(Object.keys(placeholderDefaults).length + 4);
    const text = warnings.join("\n");
    expect(text).toContain("SITE_EMAIL");
    expect(text).toMatch(unsetProvider);
    const samples = createSiteConfig({}).team;
    expect(samples).toHaveLength(2);
    for (const member of samples) expect(text).toContain(`"${member.name}" is a sample profile`);
    expect(text).toContain("No author is configured");
  });

  it("is silent once real values and people are set", () => {
    expect(placeholderWarnings({ ...realFacts, SITE_PEOPLE: realPeople })).toEqual([]);
    expect(placeholderWarnings(realFacts)).toHaveLength(3);
    const { SITE_DASHBOARD_PROVIDER: _provider, ...withoutProvider } = realFacts;
    expect(placeholderWarnings({ ...withoutProvider, SITE_PEOPLE: realPeople })).toEqual([
      expect.stringMatching(unsetProvider),
    ]);
  });
});

describe("checkPlaceholders (the build's check)", () => {
  it("returns the warnings, and in strict mode fails while any placeholder remains", () => {
    expect(checkPlaceholders({})).toHaveLength(Object.keys(placeholderDefaults).length + 4);
    expect(() => checkPlaceholders({ SITE_STRICT: "1" })).toThrow(/SITE_STRICT is set and 9 placeholder/);
    expect(() => checkPlaceholders({ ...realFacts, SITE_STRICT: "1" })).toThrow(/sample profile/);
    expect(checkPlaceholders({ ...realFacts, SITE_PEOPLE: realPeople, SITE_STRICT: "1" })).toEqual([]);
  });
});

describe("isStrictBuild", () => {
  it("is on for SITE_STRICT=1, true or yes, and off otherwise", () => {
    expect(isStrictBuild({ SITE_STRICT: "1" })).toBe(true);
    expect(isStrictBuild({ SITE_STRICT: "true" })).toBe(true);
    expect(isStrictBuild({})).toBe(false);
    expect(isStrictBuild({ SITE_STRICT: "0" })).toBe(false);
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

describe("navigation", () => {
  // The browser tests read the navigation from this config (tests/e2e/navigation.ts); the spec's entries
  // are the interface it keeps, word for word and in the spec's order, the site's own sections among them.
  it("keeps the spec's five entries, their labels and targets, in the spec's order", () => {
    expect(mainNav.map((item) => item.name)).toEqual(specNavigation.map((entry) => entry.name));
    for (const [index, entry] of specNavigation.entries()) {
      const item = mainNav[index]!;
      if (!entry.items) {
        expect(item, entry.name).toEqual({ name: entry.name, type: "link", path: entry.path });
        continue;
      }
      expect(item.type, entry.name).toBe("dropdown");
      const links = item.type === "dropdown" ? item.items : [];
      const positions = entry.items.map((spec) => {
        const path = spec.path.replace("{product_name}", siteConfig.slug);
        const position = links.findIndex((link) => link.path === path);
        expect(position, `${entry.name}: ${path}`).toBeGreaterThanOrEqual(0);
        if (spec.name) expect(links[position]?.name, path).toBe(spec.name);
        return position;
      });
      expect(positions, `${entry.name} in the spec's order`).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it("links each page once, so a test finds a leaf by its target", () => {
    const paths = navLeaves.map((link) => link.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("the build year", () => {
  afterEach(() => vi.useRealTimers());

  it("is the year the build runs in, whatever that year is", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-01T00:00:01Z"));
    expect(createSiteConfig({}).buildYear).toBe(2027);
    vi.setSystemTime(new Date("2026-12-31T23:59:59Z"));
    expect(createSiteConfig({}).buildYear).toBe(2026);
  });
});
