import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkedAgainst,
  dropResourceData,
  findRouterScripts,
  insertedStyleHashes,
  replaceRouterScripts,
} from "./framework-output.ts";

const require = createRequire(import.meta.url);
const installed = (name: string) => {
  // The package's own package.json, found beside its entry (some packages do not export it).
  let dir = path.dirname(require.resolve(name));
  while (!readdirSync(dir).includes("package.json") || path.basename(dir) === "dist") dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
};

describe("the frameworks whose output the delivery layer reads", () => {
  it.each(Object.entries(checkedAgainst))(
    "%s is the version framework-output.ts was checked against (%s)",
    (name, version) => {
      expect(
        installed(name),
        `${name} was upgraded: build, run tests/build/delivery-contract.test.ts, re-check the patterns in ` +
          "scripts/pipeline/deliver/framework-output.ts, then update checkedAgainst",
      ).toBe(version);
    },
  );
});

// A page as React Router writes it: module preloads, the hydration context and data, its module script.
const routerPage = [
  '<html><head><link rel="modulepreload" href="/assets/runtime.js"/><link rel="modulepreload" href="/assets/entry.js"/></head>',
  "<body><main>Text</main>",
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import * as route0 from "/assets/page.js";\nimport("/assets/entry.js");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
].join("");

describe("findRouterScripts", () => {
  it("finds the module script, the inline scripts in order and the preloads", () => {
    expect(findRouterScripts(routerPage)).toEqual({
      module: 'import * as route0 from "/assets/page.js";\nimport("/assets/entry.js");',
      context: [
        'window.__reactRouterContext = {"ssr":false};',
        "window.__reactRouterContext.streamController.close();",
      ],
      preloads: ["/assets/runtime.js", "/assets/entry.js"],
    });
  });

  it("finds nothing on a plain page, and throws on a page with only some of them", () => {
    expect(findRouterScripts("<html><body>plain</body></html>")).toBeUndefined();
    expect(() => findRouterScripts(routerPage.replace(/<link[^>]*>/g, ""))).toThrow(/changed shape/);
    expect(() => findRouterScripts(routerPage.replace(/<script>window[\s\S]*?<\/script>/g, ""))).toThrow(
      /changed shape/,
    );
  });
});

describe("replaceRouterScripts", () => {
  it("puts a starter in the module script's place and keeps the inline elements empty", () => {
    const html = replaceRouterScripts(routerPage, { starter: "boot()", keepEmptyContext: true });
    expect(html).toBe(
      '<html><head></head><body><main>Text</main><script></script><script type="module">boot()</script><script></script></body></html>',
    );
  });

  it("or removes them all", () => {
    expect(replaceRouterScripts(routerPage, { keepEmptyContext: false })).toBe(
      "<html><head></head><body><main>Text</main></body></html>",
    );
  });
});

describe("dropResourceData", () => {
  it("removes the data beside a file, and keeps a page's data beside its folder", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "resource-data-"));
    mkdirSync(path.join(dir, "about"));
    writeFileSync(path.join(dir, "about", "index.html"), "<p>words</p>");
    for (const name of ["about.data", "_.data", "report.csv", "report.csv.data", "rss.xml", "rss.xml.data"])
      writeFileSync(path.join(dir, name), "x");
    expect(dropResourceData(dir).sort()).toEqual(["report.csv.data", "rss.xml.data"]);
    expect(readdirSync(dir).sort()).toEqual(["_.data", "about", "about.data", "report.csv", "rss.xml"]);
  });
});

describe("insertedStyleHashes", () => {
  it("hashes the empty style element and the stylesheet sonner inserts", async () => {
    const hashes = await insertedStyleHashes();
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    for (const hash of hashes) expect(hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});
