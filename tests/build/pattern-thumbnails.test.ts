import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { patterns } from "#app/content/patterns.ts";
import { thumbnailPath } from "#app/lib/reuse.ts";
import { clientDir } from "./built-files.ts";

/*
 * ADR 044: /patterns shows each pattern's thumbnail as a file, one per theme, asked for only after the first
 * paint (in a `<template>` that useDeferredTemplates unpacks), with one picture per card in <noscript> for visitors
 * without scripts. The page's HTML carries no drawing.
 */
const html = readFileSync(path.join(clientDir, "patterns", "index.html"), "utf8");
const main = new JSDOM(html).window.document.querySelector("main")!;
const cards = [...main.querySelectorAll("article")];
const file = (urlPath: string) => readFileSync(path.join(clientDir, urlPath), "utf8");
const fills = (svg: string) => [...svg.matchAll(/ (?:fill|stroke)="([^"]*)"/g)].map((match) => match[1]);

describe("/patterns' thumbnails", () => {
  it("are not in the page: no drawing, no image asked for before the page has painted", () => {
    expect(cards).toHaveLength(patterns.length);
    expect(main.querySelectorAll("svg[data-drawing]")).toHaveLength(0);
    // jsdom, like a browser, keeps a template's markup inert and parses <noscript> as scripts-off.
    const live = [...main.querySelectorAll("img")].filter((image) => image.closest("noscript") === null);
    expect(live.map((image) => image.getAttribute("src"))).toEqual([]);
  });

  it("give every card a light and a dark image to load lazily, at the phone's size, and a picture without scripts", () => {
    for (const [index, card] of cards.entries()) {
      const slug = card.querySelector("h3 a")!.getAttribute("href")!.replace("/patterns/", "");
      const template = card.querySelector<HTMLTemplateElement>("template[data-deferred]")!;
      const deferred = [...template.content.querySelectorAll("img")];
      expect(
        deferred.map((image) => [
          image.getAttribute("src"),
          image.getAttribute("loading"),
          image.getAttribute("width"),
          image.getAttribute("height"),
          image.getAttribute("alt"),
        ]),
        `card ${index}`,
      ).toEqual(
        (["light", "dark"] as const).map((theme) => [thumbnailPath(slug, theme), "lazy", "320", "564", ""]),
      );
      // The phone-shaped box they are shown in, hidden from screen readers (the name says it all) and from
      // visitors without scripts, who get the <noscript> picture: the system's theme, never lazy there.
      // Both fill the same box, so showing one theme's instead of the other's moves nothing
      // (app/styles/theme.test.ts allows this one `dark:` swap of display).
      for (const image of deferred) expect(image.className).toMatch(/^absolute inset-0 (hidden )?size-full /);
      const box = template.parentElement!;
      expect(box.className).toContain("aspect-[320/564]");
      expect(box.className).toContain("noscript:hidden");
      expect(box.closest("[aria-hidden=true]")).not.toBeNull();
      const source = card.querySelector("noscript > picture > source")!;
      expect([source.getAttribute("srcset"), source.getAttribute("media")]).toEqual([
        thumbnailPath(slug, "dark"),
        "(prefers-color-scheme: dark)",
      ]);
      expect(card.querySelector("noscript > picture > img")!.getAttribute("src")).toBe(
        thumbnailPath(slug, "light"),
      );
    }
  });

  it("are drawn in each theme's own colours, with words as bars and nothing to read", () => {
    for (const pattern of patterns) {
      const light = file(thumbnailPath(pattern.slug, "light"));
      const dark = file(thumbnailPath(pattern.slug, "dark"));
      for (const svg of [light, dark]) {
        expect(svg).toMatch(
          /^<\?xml[^>]*>\n<svg viewBox="0 0 320 564" xmlns="http:\/\/www\.w3\.org\/2000\/svg">/,
        );
        expect(svg).not.toContain("class=");
        expect(svg).not.toContain("<text");
        for (const value of fills(svg)) expect(value).toMatch(/^(#[0-9a-f]{6}|none)$/);
      }
      // The phone's screen: light in the light theme, dark in the dark one.
      expect(fills(light)).not.toEqual(fills(dark));
      expect(existsSync(path.join(clientDir, `${thumbnailPath(pattern.slug, "light")}.br`))).toBe(true);
    }
  });
});
