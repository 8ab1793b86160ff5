import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { faqs } from "~/content/faq";
import { jobs } from "~/content/jobs";
import { collaborationTypes, partnershipProjects } from "~/content/partnerships";
import { jobSchema, teamMemberSchema } from "~/content/schemas";
import { leadResearcher, teamMembers } from "~/content/team";
import { siteConfig } from "~/site.config";

/** Content about the organisation: the team, jobs, FAQ and partnership programs. */

const root = path.resolve(__dirname, "../..");

describe("team", () => {
  it("has exactly two members, the first being the blog author from the site config", () => {
    expect(teamMembers).toHaveLength(2);
    expect(leadResearcher.id).toBe("lead-researcher");
    expect(leadResearcher.name).toBe(siteConfig.author.name);
    expect(leadResearcher.role).toBe(siteConfig.author.role);
    expect(new Set(teamMembers.map((member) => member.id)).size).toBe(2);
  });

  it("ships an original SVG portrait for each member, with alt text naming them", () => {
    for (const member of teamMembers) {
      const file = path.join(root, "public", member.portrait);
      expect(existsSync(file), `${member.portrait} exists in public/`).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 240 240"/);
      expect(svg).not.toMatch(/<image|href="http/);
      expect(member.portraitAlt).toContain(member.name);
    }
  });

  it("reaches every member through the configured contact address and an https profile", () => {
    for (const member of teamMembers) {
      expect(member.email).toBe(siteConfig.email);
      expect(member.profileUrl).toMatch(/^https:\/\//);
      expect(member.bio.split(/\s+/).length).toBeGreaterThan(40);
    }
  });

  it("rejects a member whose portrait is not a shipped SVG", () => {
    const result = teamMemberSchema.safeParse({
      ...leadResearcher,
      portrait: "https://example.com/photo.jpg",
    });
    expect(result.success).toBe(false);
  });
});

describe("jobs", () => {
  it("lists the spec's three job cards, with exact titles and location, commitment and area tags", () => {
    expect(jobs.map((job) => [job.title, job.tags])).toEqual([
      ["Research Fellow - AI Behavioral Analysis", ["Remote", "Full-time", "Research"]],
      ["Software Engineer - Transparency Tools", ["Remote", "Full-time", "Engineering"]],
      ["Community Partnership Coordinator", ["Hybrid", "Part-time", "Community"]],
    ]);
  });

  it("gives every job a description, unique id and at least three responsibilities", () => {
    expect(new Set(jobs.map((job) => job.id)).size).toBe(3);
    for (const job of jobs) {
      expect(job.description.length).toBeGreaterThan(80);
      expect(job.responsibilities.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("rejects a job card without exactly three tags", () => {
    expect(jobSchema.safeParse({ ...jobs[0], tags: ["Remote", "Full-time"] }).success).toBe(false);
    expect(
      jobSchema.safeParse({ ...jobs[0], tags: ["Remote", "Full-time", "Research", "Extra"] }).success,
    ).toBe(false);
  });
});

describe("FAQ", () => {
  it("answers the three fixed questions in the spec's order", () => {
    expect(faqs).toHaveLength(3);
    const [contribute, companies, updates] = faqs;
    expect(contribute!.question).toMatch(/contribute/i);
    expect(companies!.question).toMatch(/tech companies/i);
    expect(companies!.answer).toMatch(/independen/i);
    expect(companies!.answer).toMatch(/disclose/i);
    expect(updates!.question).toMatch(/updated/i);
    expect(updates!.answer).toMatch(/newsletter/i);
  });
});

describe("partnerships", () => {
  it("has four project cards with distinct titles and three or four collaboration types", () => {
    expect(partnershipProjects).toHaveLength(4);
    expect(new Set(partnershipProjects.map((project) => project.title)).size).toBe(4);
    expect(collaborationTypes.length).toBeGreaterThanOrEqual(3);
    expect(collaborationTypes.length).toBeLessThanOrEqual(4);
  });
});

describe("organisation facts", () => {
  const files = [
    "app/content/team.ts",
    "app/content/jobs.ts",
    "app/content/faq.ts",
    "app/content/partnerships.ts",
    ...[
      "about",
      "our-mission",
      "our-approach",
      "the-team",
      "partnerships",
      "contact",
      "join",
      "dashboard",
    ].map((page) => `app/content/pages/${page}.ts`),
  ];

  it.each(files)("%s takes the name, e-mail and URLs from the site config", (file) => {
    const code = readFileSync(path.join(root, file), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    expect(code).not.toMatch(/attune/i);
    expect(code).not.toMatch(/[\w.-]+@[\w-]+\.[a-z]{2,}/i);
    expect(code).not.toMatch(/https?:\/\//);
  });
});
