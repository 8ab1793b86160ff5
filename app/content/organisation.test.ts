import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { specJoin } from "#tests/spec-text.ts";
import { faqs } from "#app/content/faq.ts";
import { jobs } from "#app/content/jobs.ts";
import { collaborationTypes, partnershipProjects } from "#app/content/partnerships.ts";
import { jobSchema } from "#app/content/schemas.ts";
import { siteTeam } from "#app/site.config.ts";

/** Content about the organisation: the team, jobs, FAQ and partnership programs. */

const root = path.resolve(__dirname, "../..");

describe("team", () => {
  const team = siteTeam;

  it("has exactly two members from the site config, sample profiles by default", () => {
    expect(team).toHaveLength(2);
    expect(new Set(team.map((member) => member.id)).size).toBe(2);
    for (const member of team) {
      expect(member.sample).toBe(true);
      // Role-based, not invented people: no academic titles, the name is the role.
      expect(member.name).not.toMatch(/\bDr\.|Prof/);
      expect(member.name.toLowerCase()).toContain("lead");
    }
  });

  it("ships an original SVG portrait for each member, with alt text naming the role", () => {
    for (const member of team) {
      const file = path.join(root, "public", member.portrait);
      expect(existsSync(file), `${member.portrait} exists in public/`).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 240 240"/);
      expect(svg).not.toMatch(/<image|href="http/);
      expect(member.portraitAlt.toLowerCase()).toContain(member.name.toLowerCase());
    }
  });

  it("gives every sample a bio and no invented profile link", () => {
    for (const member of team) {
      expect(member.profileUrl).toBeUndefined();
      expect(member.bio.split(/\s+/).length).toBeGreaterThan(30);
    }
  });
});

describe("jobs", () => {
  it("lists the spec's three job cards, with exact titles and location, commitment and area tags", () => {
    expect(jobs.map((job) => job.title)).toEqual(specJoin.jobTitles);
    // The spec's location and commitment (remote, full-time; hybrid, part-time), then the area.
    expect(jobs.map((job) => job.tags)).toEqual([
      ["Remote", "Full-time", "Research"],
      ["Remote", "Full-time", "Engineering"],
      ["Hybrid", "Part-time", "Community"],
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
