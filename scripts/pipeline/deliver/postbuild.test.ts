import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  addPolicy,
  deferHydration,
  precompress,
  refuseLinks,
  runOrder,
  withoutHydration,
} from "./postbuild.ts";

// A build's modules as Rolldown writes them: static imports first, dynamic ones where they are used.
const files: Record<string, string> = {
  "/assets/runtime.js": "export const n = 1;",
  "/assets/framework.js": 'import{n as e}from"./runtime.js";export const f = e;',
  "/assets/shared.js": 'import{n}from"./runtime.js";import{f}from"./framework.js";export const s = n + f;',
  "/assets/root.js": 'import{s}from"./shared.js";import"./side-effect.js";export default s;',
  "/assets/side-effect.js": "window.loaded = true;",
  "/assets/page.js":
    'import{f}from"./framework.js";import{s}from"./shared.js";const later=()=>import("./dialog.js");export default f;',
  "/assets/dialog.js": 'import{s}from"./shared.js";export default s;',
};
const readModule = (url: string) => {
  if (!(url in files)) throw new Error(`no such module ${url}`);
  return files[url]!;
};

describe("runOrder", () => {
  it("puts every module after the modules it imports, so each runs on its own", () => {
    const order = runOrder(["/assets/root.js", "/assets/page.js"], readModule);
    for (const [url, source] of Object.entries(files)) {
      if (!order.includes(url)) continue;
      for (const [, specifier] of source.matchAll(/(?:from|import)"\.\/([^"]+)"/g)) {
        expect(order.indexOf(`/assets/${specifier}`), `${specifier} before ${url}`).toBeLessThan(
          order.indexOf(url),
        );
      }
    }
    expect(order).toEqual([
      "/assets/runtime.js",
      "/assets/framework.js",
      "/assets/shared.js",
      "/assets/side-effect.js",
      "/assets/root.js",
      "/assets/page.js",
    ]);
  });

  it("lists each module once and leaves dynamic imports to load on demand", () => {
    const order = runOrder(["/assets/page.js", "/assets/shared.js", "/assets/page.js"], readModule);
    expect(order).toEqual([
      "/assets/runtime.js",
      "/assets/framework.js",
      "/assets/shared.js",
      "/assets/page.js",
    ]);
  });

  it("lists each module of an import cycle once instead of looping", () => {
    const cyclic: Record<string, string> = { "/a.js": 'import"./b.js";', "/b.js": 'import"./a.js";' };
    expect(runOrder(["/a.js"], (url) => cyclic[url]!)).toEqual(["/b.js", "/a.js"]);
  });
});

// A page as React Router writes it: module preloads, the hydration context and data, its module script.
const routerPage = [
  '<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/runtime.js"/>',
  '<link rel="modulepreload" href="/assets/page.js"/><link rel="modulepreload" href="/assets/entry.js"/></head>',
  "<body><main>Text</main>",
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import * as route0 from "/assets/page.js";\nwindow.__reactRouterRouteModules = {"page":route0};\nimport("/assets/entry.js");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
].join("");

describe("deferHydration", () => {
  const modules: Record<string, string> = {
    "/assets/runtime.js": "export const n = 1;",
    "/assets/page.js": 'import{n}from"./runtime.js";export default n;',
    "/assets/entry.js": 'import{n}from"./runtime.js";',
  };
  const written: Record<string, string> = {};
  const writeModule = (name: string, source: string) => {
    written[name] = source;
    modules[`/assets/${name}-x.js`] = source;
    return `/assets/${name}-x.js`;
  };
  const readModule = (url: string) => modules[url]!;

  it("moves React Router's scripts, unopened and in order, out of the page, and loads them after it", () => {
    const html = deferHydration(routerPage, writeModule, readModule);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouterContext");
    expect(html.match(/<script><\/script>/g)).toHaveLength(2);
    expect(html).toContain("<main>Text</main>");
    expect(written.hydrate).toBe(
      [
        'window.__reactRouterContext = {"ssr":false};',
        "window.__reactRouterContext.streamController.close();",
        'import * as route0 from "/assets/page.js";\nwindow.__reactRouterRouteModules = {"page":route0};\nimport("/assets/entry.js");',
      ].join("\n"),
    );
    // The boot module requests every module, runs the hydrate module's static imports (not the entry) first.
    expect(written.boot).toContain("/assets/entry.js");
    expect(written.boot).toMatch(/\/assets\/runtime\.js.*\/assets\/page\.js/s);
    expect(html).toContain("/assets/boot-x.js");
  });

  it("leaves a page without React Router's scripts alone, and fails the build on a changed shape", () => {
    expect(deferHydration("<html><body>plain</body></html>", writeModule, readModule)).toBe(
      "<html><body>plain</body></html>",
    );
    const withoutContext = routerPage.replace(/<script>window[\s\S]*?<\/script>/g, "");
    expect(() => deferHydration(withoutContext, writeModule, readModule)).toThrow(/changed shape/);
  });
});

describe("withoutHydration", () => {
  it("takes React Router's scripts and preloads out of the 404 page and keeps everything else", () => {
    const html = withoutHydration(routerPage);
    expect(html).not.toMatch(/modulepreload|__reactRouterContext|type="module"|__reactRouterRouteModules/);
    expect(html).toContain("<main>Text</main>");
  });

  it("fails the build when React Router's scripts changed shape", () => {
    const withoutContext = routerPage.replace(/<script>window[\s\S]*?<\/script>/g, "");
    expect(() => withoutHydration(withoutContext)).toThrow(/changed shape/);
    expect(() => withoutHydration("<html><body>plain</body></html>")).toThrow(/changed shape/);
  });
});

describe("addPolicy", () => {
  it("allows the page's own inline scripts and the inserted styles by hash, and nothing inline beyond them", () => {
    const html = addPolicy(
      '<html><head><meta charSet="utf-8"/></head><body><script>go()</script></body></html>',
      {
        styleHashes: ["c3R5bGU="],
      },
    );
    const policy = /content="([^"]+)"/.exec(html)![1];
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).toContain("style-src 'self' 'sha256-c3R5bGU='");
  });
});

describe("precompress", () => {
  it("writes brotli and gzip copies of text files worth compressing, and only those", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    const page = "<p>words</p>\n".repeat(200);
    writeFileSync(path.join(dir, "index.html"), page);
    writeFileSync(path.join(dir, "tiny.js"), "export{}");
    writeFileSync(path.join(dir, "image.png"), Buffer.alloc(4096));
    expect(precompress(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "index.html.br"))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(path.join(dir, "index.html.gz"))).toString()).toBe(page);
    expect(existsSync(path.join(dir, "tiny.js.br"))).toBe(false);
    expect(existsSync(path.join(dir, "image.png.gz"))).toBe(false);
  });
});

describe("refuseLinks", () => {
  it("passes a build of files and folders, and stops at a link to a file or a folder, however deep", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "links-"));
    mkdirSync(path.join(dir, "blog", "deep"), { recursive: true });
    writeFileSync(path.join(dir, "blog", "deep", "index.html"), "<p>words</p>");
    expect(() => refuseLinks(dir)).not.toThrow();
    symlinkSync(tmpdir(), path.join(dir, "blog", "deep", "outside"));
    expect(() => refuseLinks(dir)).toThrow(/blog\/deep\/outside is a symbolic link/);
  });
});
