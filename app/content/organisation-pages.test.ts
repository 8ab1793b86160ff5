import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { specHeadings, specJoin, specLabels } from "#tests/spec-text.ts";
import { aboutPage } from "#app/content/pages/about.ts";
import { contactPage } from "#app/content/pages/contact.ts";
import { dashboardPage, type DashboardPage } from "#app/content/pages/dashboard.ts";
import { joinPage } from "#app/content/pages/join.ts";
import { ourApproachPage } from "#app/content/pages/our-approach.ts";
import { ourMissionPage } from "#app/content/pages/our-mission.ts";
import { partnershipsPage } from "#app/content/pages/partnerships.ts";
import { theTeamPage } from "#app/content/pages/the-team.ts";
import type * as SiteConfigModule from "#app/site.config.ts";
import { joinPath, siteConfig, type SiteConfig } from "#app/site.config.ts";

/** The page modules of the about, contact, join and dashboard pages. */

describe("join page", () => {
  it("uses the spec's section titles exactly", () => {
    const { whyJoin, waysToContribute, opportunities, volunteer, readyToJoin, lookFor } = joinPage;
    expect(
      [whyJoin, waysToContribute, opportunities, volunteer, readyToJoin, lookFor].map(
        (section) => section.header.title,
      ),
    ).toEqual(Object.values(specJoin.sections));
  });

  it("has the spec's cards, each contribution way with a skills list", () => {
    expect(joinPage.whyJoin.cards.map((card) => card.title)).toEqual(specJoin.whyJoinCards);
    expect(joinPage.waysToContribute.cards.map((card) => card.title)).toEqual(specJoin.contributeCards);
    for (const card of joinPage.waysToContribute.cards) expect(card.items.length).toBeGreaterThanOrEqual(3);
    expect(joinPage.lookFor.cards.map((card) => card.title)).toEqual(specJoin.lookForCards);
  });

  it("labels the job disclosure Learn More and names a tag for each of the three job tags", () => {
    expect(joinPage.opportunities.learnMoreLabel).toBe(specLabels.learnMore);
    expect(joinPage.opportunities.tagLabels).toEqual(["Location", "Commitment", "Area"]);
    expect(joinPage.opportunities.howToApply).toContain(siteConfig.email);
  });

  it("gives every e-mail card a subject line", () => {
    const { volunteer, readyToJoin } = joinPage;
    for (const card of [volunteer.educators, readyToJoin.careers, readyToJoin.volunteer]) {
      expect(card.subject.length).toBeGreaterThan(0);
    }
  });

  it("is titled after the configured organisation, as its path is", () => {
    expect(joinPage.hero.title).toBe(`Join ${siteConfig.name}`);
    expect(joinPath).toBe(`/join-${siteConfig.slug}`);
  });
});

describe("contact page", () => {
  it("is titled Contact & Follow, with Email, Social Media and Community cards", () => {
    expect(contactPage.hero.title).toBe(specHeadings.contact);
    const { email, social, community } = contactPage.cards;
    expect([email.title, social.title, community.title]).toEqual(["Email", "Social Media", "Community"]);
    expect(community.comingSoon).toMatch(/coming soon/i);
    expect(contactPage.faqHeader.title).toBe(specHeadings.faq);
  });
});

describe("about pages", () => {
  it("/about has the mission and partnerships anchors", () => {
    expect(aboutPage.mission.id).toBe("mission");
    expect(aboutPage.partnerships.id).toBe("partnerships");
    expect(aboutPage.mission.link.href).toBe("/our-mission");
    expect(aboutPage.partnerships.link.href).toBe("/partnerships");
  });

  it("/our-mission has a mission, a vision, goals and a closing call to action", () => {
    expect(ourMissionPage.mission.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(ourMissionPage.vision.paragraphs).toHaveLength(2);
    expect(ourMissionPage.goals.cards.length).toBeGreaterThanOrEqual(3);
    expect(ourMissionPage.closing.primary.href).toMatch(/^\//);
  });

  it("/our-approach has four principles, four methodology steps, an ethical framework and a /dashboard link", () => {
    expect(ourApproachPage.principles.cards).toHaveLength(4);
    expect(ourApproachPage.methodology.steps).toHaveLength(4);
    expect(ourApproachPage.ethics.cards.length).toBeGreaterThanOrEqual(4);
    expect(ourApproachPage.dashboard.link.href).toBe("/dashboard");
  });

  it("/partnerships ends with a link to /contact", () => {
    expect(partnershipsPage.closing.primary.href).toBe("/contact");
  });

  it("/the-team has the work-with-us labels and a planned-roles subject", () => {
    expect(theTeamPage.workWithUs.positionsSubject).toBe("Planned roles");
    expect(theTeamPage.workWithUs.contactLabel.length).toBeGreaterThan(0);
  });

  it("/partnerships and /about say the programs have no partners yet and are looking for them", () => {
    expect(partnershipsPage.hero.lead).toMatch(/no partners yet/i);
    expect(partnershipsPage.projectsHeader.lead).toMatch(/none has started yet/i);
    expect(aboutPage.partnerships.body).toMatch(/looking for/i);
    expect(aboutPage.partnerships.body).toMatch(/no partners yet/i);
  });
});

/** Every string of a page, to check what it says as a whole. */
function allText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(allText).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(allText).join("\n");
  return "";
}

/** The /dashboard content as it would be built with another dashboard provider in the site config. */
async function dashboardPageFor(dashboardProvider: SiteConfig["dashboardProvider"]): Promise<DashboardPage> {
  vi.resetModules();
  vi.doMock("#app/site.config.ts", async (importOriginal) => {
    const original = await importOriginal<typeof SiteConfigModule>();
    return { ...original, siteConfig: { ...original.siteConfig, dashboardProvider } };
  });
  try {
    return (await import("#app/content/pages/dashboard.ts")).dashboardPage;
  } finally {
    vi.doUnmock("#app/site.config.ts");
    vi.resetModules();
  }
}

describe("/dashboard", () => {
  let withoutProvider: DashboardPage;
  let withProvider: DashboardPage;
  let providerWithoutFeatures: DashboardPage;
  beforeAll(async () => {
    withoutProvider = await dashboardPageFor(undefined);
    withProvider = await dashboardPageFor({
      name: "Open Data Lab",
      features: ["Charts by platform type", "Filters by technique"],
    });
    providerWithoutFeatures = await dashboardPageFor({ name: "Open Data Lab", features: [] });
  });

  it("follows the site config", async () => {
    expect(siteConfig.dashboardProvider).toBeUndefined();
    expect(dashboardPage).toEqual(await dashboardPageFor(undefined));
  });

  it("keeps its title, its button and the third-party notice in every state", () => {
    for (const page of [withoutProvider, withProvider, providerWithoutFeatures]) {
      expect(page.hero.title).toBe("Interactive Dashboard");
      expect(page.buttonLabel).toBe("Open the dashboard");
      expect(page.note).toMatch(/new tab/);
      expect(page.operator.title).toBe("Run by a third party");
      // The organisation disowns the dashboard's content, data, methods and features.
      expect(page.operator.body).toContain(`${siteConfig.name} does not control its`);
      for (const word of ["content", "data", "methods", "features"])
        expect(page.operator.body).toMatch(new RegExp(`does not control [^.]*\\b${word}\\b`));
      expect(page.operator.body).toMatch(/privacy policy/);
      expect(page.offer.glossary.link?.href).toBe("/glossary");
    }
  });

  it("never calls the dashboard independent: the default address is on the organisation's own subdomain", () => {
    for (const page of [withoutProvider, withProvider, providerWithoutFeatures]) {
      expect(allText(page)).not.toMatch(/independent/i);
    }
  });

  it("without a provider, says a third party runs it, names none and lists no features", () => {
    const { hero, offer, operator } = withoutProvider;
    expect(hero.lead).toContain(
      `${siteConfig.name} links to an external interactive dashboard run by a third party`,
    );
    expect(hero.lead).toContain(`${siteConfig.name} does not control its`);
    for (const word of ["content", "features"])
      expect(hero.lead).toMatch(new RegExp(`does not control [^.]*\\b${word}\\b`));
    expect(offer.header.lead).toMatch(/provider and its features will be named here once one is set up/);
    expect(offer.providerFeatures).toBeUndefined();
    expect(operator.body).toMatch(/will name the provider on this page once one is set up/);
  });

  it("with a provider, names it and lists the configured features as the provider's own claims", () => {
    const { hero, offer, operator } = withProvider;
    expect(hero.lead).toContain("run by Open Data Lab, a third party,");
    // The section's title attributes the offer to the provider, unlike the title without one.
    expect(offer.header.title).toMatch(/\bprovider says\b/);
    expect(offer.header.title).not.toBe(withoutProvider.offer.header.title);
    expect(offer.header.lead).toMatch(/Open Data Lab describes its dashboard/);
    expect(offer.header.lead).toMatch(/provider's own words/);
    expect(offer.providerFeatures?.title).toBe("According to Open Data Lab");
    expect(offer.providerFeatures?.items).toEqual(["Charts by platform type", "Filters by technique"]);
    expect(operator.body).toContain("built and hosted by Open Data Lab, not by");
  });

  it("with a provider but no features, names the provider and describes no features itself", () => {
    const { offer, operator } = providerWithoutFeatures;
    expect(offer.header.title).toBe(withProvider.offer.header.title);
    expect(offer.providerFeatures).toBeUndefined();
    expect(offer.header.lead).toMatch(/No list of features from Open Data Lab/);
    expect(operator.body).toContain("Open Data Lab");
  });

  it("describes no features of its own in any state", () => {
    const features = (page: DashboardPage) => page.offer.providerFeatures?.items ?? [];
    expect(features(withoutProvider)).toEqual([]);
    expect(features(providerWithoutFeatures)).toEqual([]);
    expect(features(withProvider)).toEqual(["Charts by platform type", "Filters by technique"]);
  });
});

describe("no invented track record", () => {
  // Attune was founded in 2024 and runs no programs yet: the site says what it offers or is building,
  // never that people already use its materials or that it has partners. Read as source, comments removed.
  const root = path.resolve(__dirname, "../..");
  const modules = [
    ...readdirSync(path.join(root, "app/content/pages"))
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => `app/content/pages/${file}`),
    ...["partnerships", "faq", "jobs", "footer", "tools", "guide", "cases"].map(
      (file) => `app/content/${file}.ts`,
    ),
  ];
  const claims = [
    /our briefings/i,
    /people give/i,
    /we run (?:programs|programmes|workshops|courses|sessions)/i,
    /already use/i,
    /thousands of/i,
    /\b(?:used|trusted|relied on) by\b/i,
    /\bour (?:partners|clients|members|subscribers)\b/i,
    /\bwe have (?:worked|partnered|helped|trained|reached)\b/i,
    /\bwe (?:work|partner) with\b/i,
    /\bhave helped\b/i,
    /testimonial/i,
    /classroom materials/i,
    /\b(?:parents|teachers|educators|schools|designers|developers|researchers|policymakers)\b[^."`\n]{0,40}\buse our\b/i,
  ];

  it("covers the page modules and the organisation's content", () => {
    expect(modules).toContain("app/content/pages/our-mission.ts");
    expect(modules).toContain("app/content/pages/about.ts");
    expect(modules).toContain("app/content/pages/join.ts");
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules)("%s claims no existing audience, partners or track record", (file) => {
    const code = readFileSync(path.join(root, file), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const found = claims.flatMap((claim) => code.match(claim)?.[0] ?? []);
    expect(found, `statements in ${file} that claim a track record`).toEqual([]);
  });

  it("the patterns catch the statements the audit found", () => {
    const found = [
      "Researchers and policymakers use our briefings and sources to see where the evidence is strong.",
      "We run programs for teachers, product teams, researchers and policymakers.",
      "Two reasons people give for working with us.",
      "Parents and teachers use our explanations to talk with young people about their apps.",
      "Schools already use our lessons.",
      "Trusted by thousands of teachers.",
    ];
    for (const sentence of found)
      expect(
        claims.some((claim) => claim.test(sentence)),
        sentence,
      ).toBe(true);
  });
});
