import { describe, expect, it } from "vitest";
import { aboutPage } from "~/content/pages/about";
import { contactPage } from "~/content/pages/contact";
import { dashboardPage } from "~/content/pages/dashboard";
import { joinPage } from "~/content/pages/join";
import { ourApproachPage } from "~/content/pages/our-approach";
import { ourMissionPage } from "~/content/pages/our-mission";
import { partnershipsPage } from "~/content/pages/partnerships";
import { theTeamPage } from "~/content/pages/the-team";
import { joinPath, siteConfig } from "~/site.config";

/** The page modules of the about, contact, join and dashboard pages. */

describe("join page", () => {
  it("uses the spec's section titles exactly", () => {
    const { whyJoin, waysToContribute, opportunities, volunteer, readyToJoin, lookFor } = joinPage;
    expect(
      [whyJoin, waysToContribute, opportunities, volunteer, readyToJoin, lookFor].map(
        (section) => section.header.title,
      ),
    ).toEqual([
      "Why Join Our Mission",
      "Ways to Contribute",
      "Current Opportunities",
      "Volunteer With Us",
      "Ready to Join Us",
      "What We Look For",
    ]);
  });

  it("has the spec's cards, each contribution way with a skills list", () => {
    expect(joinPage.whyJoin.cards.map((card) => card.title)).toEqual([
      "Human-Centered Impact",
      "Cutting-Edge Research",
    ]);
    expect(joinPage.waysToContribute.cards.map((card) => card.title)).toEqual([
      "Developers",
      "Researchers",
      "Advocates",
      "Designers",
    ]);
    for (const card of joinPage.waysToContribute.cards) expect(card.items.length).toBeGreaterThanOrEqual(3);
    expect(joinPage.lookFor.cards.map((card) => card.title)).toEqual([
      "Shared Values",
      "Collaborative Spirit",
      "Learning Mindset",
    ]);
  });

  it("labels the job disclosure Learn More and names a tag for each of the three job tags", () => {
    expect(joinPage.opportunities.learnMoreLabel).toBe("Learn More");
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
    expect(contactPage.hero.title).toBe("Contact & Follow");
    const { email, social, community } = contactPage.cards;
    expect([email.title, social.title, community.title]).toEqual(["Email", "Social Media", "Community"]);
    expect(community.comingSoon).toMatch(/coming soon/i);
    expect(contactPage.faqHeader.title).toBe("Frequently Asked Questions");
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

  it("/the-team has the work-with-us labels and an open-positions subject", () => {
    expect(theTeamPage.workWithUs.positionsSubject).toBe("Open positions");
    expect(theTeamPage.workWithUs.contactLabel.length).toBeGreaterThan(0);
  });

  it("/dashboard explains who runs the dashboard", () => {
    expect(dashboardPage.operator.body).toMatch(/third party|independent organization/i);
    expect(dashboardPage.features.cards.length).toBeGreaterThanOrEqual(3);
  });
});
