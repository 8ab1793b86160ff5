import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { reportPage } from "~/content/pages/report";
import { patterns } from "~/content/patterns";
import { reportChannels, reportPlaceCodes, reportPlaces } from "~/content/report";
import { fillCount } from "~/lib/template";
import { guidePath, mainNav } from "~/site.config";
import { builtPages, clientDir } from "./built-files";

/*
 * /report as built (issue 36): pre-rendered with every place at its anchor; its JSON and CSV say what the
 * page says; linked from every place a visitor is told to report something; found by search.
 */

const pages = new Map(builtPages().map((page) => [page.urlPath, page.html]));
const documentAt = (urlPath: string) => new JSDOM(pages.get(urlPath)!).window.document;
const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
const report = documentAt("/report");

describe("/report, pre-rendered", () => {
  it("holds every place closed under its name, its channels at its anchor, each linked to its own page", () => {
    for (const code of reportPlaceCodes) {
      const list = report.querySelector(`#directory details > ul#${code}`);
      expect(list, code).not.toBeNull();
      // Closed: the page is laid out without 126 entries (ADR 032); the name and the count stay in view.
      const place = list!.parentElement as HTMLDetailsElement;
      expect(place.hasAttribute("open"), code).toBe(false);
      expect(place.querySelector("summary h4")?.textContent).toBe(reportPlaces[code].name);
      const channels = reportChannels.filter((channel) => channel.place === code);
      expect(place.querySelector("summary")?.textContent).toContain(
        fillCount(reportPage.directory.channelCount, channels.length),
      );
      const links = [...list!.querySelectorAll("li > p a")].map((link) => link.getAttribute("href"));
      expect(links).toEqual(channels.map((channel) => channel.url));
    }
    expect(report.querySelectorAll("#directory details")).toHaveLength(reportPlaceCodes.length);
  });

  it("offers the list as JSON and CSV that hold the same channels as the page", () => {
    const json = JSON.parse(read("report.json")) as {
      licence: { name: string };
      channels: { id: string; url: string; place: string; checked_on: string; source_passage: string }[];
    };
    expect(json.licence.name).toBe("CC BY 4.0");
    expect(json.channels.map((channel) => channel.url)).toEqual(reportChannels.map((channel) => channel.url));
    const pageLinks = [...report.querySelectorAll("#directory li > p a")].map((link) =>
      link.getAttribute("href"),
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

  it("is found by search: the page, and each place by its bodies' names", () => {
    const index: { url: string; title: string; keywords: string[] }[] = JSON.parse(read("search-index.json"));
    const page = index.find((entry) => entry.url === "/report")!;
    expect(page.keywords).toEqual(expect.arrayContaining(["where to complain", "report a company"]));
    for (const code of reportPlaceCodes) {
      const entry = index.find((candidate) => candidate.url === `/report#${code}`);
      expect(entry, code).toBeDefined();
      for (const channel of reportChannels.filter((candidate) => candidate.place === code))
        expect(entry!.keywords).toContain(channel.shortName);
    }
  });
});
