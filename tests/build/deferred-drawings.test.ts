import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { builtPages, clientDir } from "./built-files.ts";

/*
 * ADR 043: in the long list of drawings on /spot-the-pattern (and on /patterns until its thumbnails became
 * files, ADR 044) each drawing's wrapper is
 * `.drawing-deferred`, which the browser skips until it nears the screen. While skipped, its height comes
 * from the class's aspect ratio (320 / 564), not from the drawing, so every drawing it wraps must be that
 * shape or the page would move when it is drawn; and nothing inside may take a tap, since a skipped
 * target is neither drawn nor found by an accessibility check.
 */
const css = readFileSync(
  path.join(
    clientDir,
    "assets",
    /href="\/assets\/(root-[\w-]+\.css)"/.exec(readFileSync(path.join(clientDir, "index.html"), "utf8"))![1]!,
  ),
  "utf8",
);
const pages = builtPages()
  .filter((page) => page.html.includes("drawing-deferred"))
  .map((page) => ({ ...page, document: new JSDOM(page.html).window.document }));

describe("drawings drawn only near the screen", () => {
  it("keep the phone's shape in the stylesheet", () => {
    expect(css).toMatch(/\.drawing-deferred\{content-visibility:auto;aspect-ratio:320\/564\}/);
  });

  it("are used by the self-check's long list of drawings", () => {
    const counts = Object.fromEntries(
      pages.map((page) => [page.urlPath, page.document.querySelectorAll(".drawing-deferred").length]),
    );
    expect(counts["/spot-the-pattern"]).toBeGreaterThanOrEqual(10);
  });

  it("wrap one phone drawing each, with nothing to tap", () => {
    const wrong = pages.flatMap((page) =>
      [...page.document.querySelectorAll(".drawing-deferred")].flatMap((wrapper, index) => {
        const svgs = wrapper.querySelectorAll(":scope > svg");
        const focusable = wrapper.querySelectorAll("a, button, input, select, textarea, [tabindex]");
        return svgs.length === 1 &&
          svgs[0]!.getAttribute("viewBox") === "0 0 320 564" &&
          wrapper.children.length === 1 &&
          focusable.length === 0
          ? []
          : [`${page.urlPath} #${index}`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});
