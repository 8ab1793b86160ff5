import { reportPlacePath } from "#app/components/report/report-place.ts";
import { channelsFor, chooseChannels } from "#app/content/report/index.ts";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { reportPage } from "#app/content/pages/report.ts";
import { patterns } from "#app/content/patterns.ts";
import {
  reportChannels,
  reportPlaceCodes,
  reportPlaces,
  reportProblems,
  reportStates,
} from "#app/content/report/index.ts";
import { reportPlacePaths } from "#app/content/report/report-paths.ts";
import { fillCount } from "#app/lib/template.ts";
import { guidePath, mainNav } from "#app/site.config.ts";
import { builtPages, clientDir } from "./built-files.ts";

/*
 * /report as built (issues 36 and 52): every place at its anchor, linking its page; each place's and listed
 * US state's page pre-rendered with, for every problem, the bodies to try first and the rest; its JSON and
 * CSV say what the pages say; linked from every place a visitor is told to report something; found by search.
 */

const pages = new Map(builtPages().map((page) => [page.urlPath, page.html]));
const documentAt = (urlPath: string) => new JSDOM(pages.get(urlPath)!).window.document;
const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
const report = documentAt("/report");

describe("/report, pre-rendered", () => {
  it("links every place's page from the directory, at the place's anchor, and every listed US state's", () => {
    for (const code of reportPlaceCodes) {
      const place = report.querySelector(`#directory li#${code}`);
      expect(place, code).not.toBeNull();
      const link = place!.querySelector("a")!;
      expect(link.getAttribute("href")).toBe(reportPlacePath(code));
      expect(link.textContent).toBe(reportPlaces[code].name);
      const own = reportChannels.filter((channel) => channel.place === code && !channel.subdivision);
      expect(place!.textContent).toContain(fillCount(reportPage.directory.channelCount, own.length));
    }
    const states = [...report.querySelectorAll("#directory li#us li a")].map((link) =>
      link.getAttribute("href"),
    );
    expect(states.sort()).toEqual(reportStates.map((state) => reportPlacePath("us", state)).sort());
  });

  it("pre-renders each place's page: for every problem, the bodies to try first, then the rest, every body that applies linked", () => {
    const places = [
      ...reportPlaceCodes.map((place) => ({ place, state: null })),
      ...reportStates.map((state) => ({ place: "us" as const, state })),
    ];
    for (const { place, state } of places) {
      const path = reportPlacePath(place, state);
      const html = pages.get(path);
      expect(html, path).toBeDefined();
      const document = new JSDOM(html!).window.document;
      const applies = channelsFor(reportChannels, place, state);
      for (const problem of reportProblems) {
        const section = document.getElementById(problem)!;
        expect(section.querySelector("h2")?.textContent, path).toBe(reportPage.problems[problem].title);
        const { first, rest } = chooseChannels(reportChannels, place, state, problem);
        const firstLinks = [...section.querySelectorAll("li > p a")].filter(
          (link) => !link.closest("details"),
        );
        expect(
          firstLinks.map((link) => link.getAttribute("href")),
          `${path}#${problem}`,
        ).toEqual(first.map((channel) => channel.url));
        const restLinks = [...section.querySelectorAll("details li > p a")];
        expect(restLinks.map((link) => link.getAttribute("href"))).toEqual(
          rest.map((channel) => channel.url),
        );
        expect(first.length + rest.length).toBe(applies.length);
      }
      // The answers' list, which needs no script.
      const answers = [...document.querySelectorAll('nav[aria-labelledby="answers"] a')];
      expect(answers.map((link) => link.getAttribute("href"))).toEqual(reportProblems.map((p) => `#${p}`));
    }
  });

  it("shows on each entry when its link was added, and when and how it was last confirmed", () => {
    const document = new JSDOM(pages.get(reportPlacePath("de"))!).window.document;
    const entries = [...document.querySelectorAll("#money li")];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const name = entry
        .querySelector("p a")!
        .textContent!.replace(` ${reportPage.directory.labels.newTab}`, "");
      const channel = reportChannels.find(
        (candidate) => candidate.name === name && candidate.place !== "us",
      )!;
      const times = [...entry.querySelectorAll("time")].map((time) => time.getAttribute("datetime"));
      expect(times).toEqual([channel.addedOn, channel.checkedOn]);
      const how =
        channel.confirmedHow === "live"
          ? reportPage.directory.labels.confirmedLive
          : reportPage.directory.labels.confirmedArchived;
      expect(entry.textContent).toContain(how.split("{date}")[0]!);
      expect(entry.textContent).toContain(how.split("{date}")[1]!);
    }
  });

  it("offers the list as JSON and CSV that hold the same channels as the page", () => {
    const json = JSON.parse(read("report.json")) as {
      licence: { name: string };
      channels: { id: string; url: string; place: string; checked_on: string; source_passage: string }[];
    };
    expect(json.licence.name).toBe("CC BY 4.0");
    expect(json.channels.map((channel) => channel.url)).toEqual(reportChannels.map((channel) => channel.url));
    // Every channel is on a place's page: its place's, or its state's.
    const pageLinks = reportPlacePaths.flatMap((urlPath) =>
      [...documentAt(urlPath).querySelectorAll("main li > p a")].map((link) => link.getAttribute("href")),
    );
    expect(new Set(json.channels.map((channel) => channel.url))).toEqual(new Set(pageLinks));
    for (const channel of json.channels) expect(channel.source_passage.length).toBeGreaterThan(20);

    const csv = read("report.csv")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(csv[0]!.split(",").slice(0, 3)).toEqual(["id", "place", "place_name"]);
    expect(csv).toHaveLength(reportChannels.length + 1);
    expect(csv.slice(1).map((line) => line.split(",")[0])).toEqual(
      reportChannels.map((channel) => channel.id),
    );
    const hrefs = [...report.querySelectorAll("a[download]")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/report.json", "/report.csv"]));
  });

  it("stores nothing: no form on the page sends anything anywhere but back to /report", () => {
    for (const form of report.querySelectorAll("main form")) {
      expect(form.getAttribute("action")).toBe("/report");
      expect(form.getAttribute("method")).toBe("get");
    }
  });
});

describe("the way to /report", () => {
  it("ends every pattern page's “How to resist it” with the pattern's complaint", () => {
    for (const pattern of patterns) {
      const resist = documentAt(`/patterns/${pattern.slug}`).querySelector(
        'section[aria-labelledby="resist"]',
      )!;
      const links = [...resist.querySelectorAll("a")].map((link) => link.getAttribute("href"));
      expect(links.at(-1), pattern.slug).toBe(`/report?pattern=${pattern.slug}`);
    }
  });

  it("is in the Resources menu after The Guide, in the footer, on the record, in the parents' note and after the detection tool", () => {
    const resources = mainNav.find((item) => item.name === "Resources")!;
    expect(resources.type === "dropdown" && resources.items.slice(-2).map((item) => item.path)).toEqual([
      "/guide",
      "/report",
    ]);
    expect(documentAt("/").querySelector('footer a[href="/report"]')).not.toBeNull();
    expect(documentAt("/enforcement").querySelector('main a[href="/report"]')).not.toBeNull();
    expect(documentAt("/teach").querySelector('#parents a[href="/report"]')).not.toBeNull();
    for (const urlPath of ["/tools", "/guide"]) {
      const tool = documentAt(urlPath).getElementById("dark-pattern-detection")!.closest("li, article")!;
      expect(tool.querySelector('a[href="/report"]'), urlPath).not.toBeNull();
    }
  });

  it("is in the guide's PDF, after the detection tool's steps", () => {
    const text = execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", path.join(clientDir, guidePath), "-"], {
      encoding: "utf8",
    }).replace(/\s+/g, " ");
    expect(text).toMatch(/Where to report it, country by country: https:\/\/\S+\/report/);
  });

  it("is found by search: the page, and each place's and state's page by its bodies' names", () => {
    const index: { url: string; title: string; keywords: string[] }[] = JSON.parse(read("search-index.json"));
    const page = index.find((entry) => entry.url === "/report")!;
    expect(page.keywords).toEqual(expect.arrayContaining(["where to complain", "report a company"]));
    for (const channel of reportChannels) {
      const entry = index.find(
        (candidate) => candidate.url === reportPlacePath(channel.place, channel.subdivision),
      );
      expect(entry, channel.id).toBeDefined();
      expect(entry!.keywords).toContain(channel.shortName);
    }
  });
});
