import { describe, expect, it } from "vitest";
import { runOrder } from "./postbuild.mjs";

// A build's modules as Rolldown writes them: static imports first, dynamic ones where they are used.
const files = {
  "/assets/runtime.js": "export const n = 1;",
  "/assets/framework.js": 'import{n as e}from"./runtime.js";export const f = e;',
  "/assets/shared.js": 'import{n}from"./runtime.js";import{f}from"./framework.js";export const s = n + f;',
  "/assets/root.js": 'import{s}from"./shared.js";import"./side-effect.js";export default s;',
  "/assets/side-effect.js": "window.loaded = true;",
  "/assets/page.js":
    'import{f}from"./framework.js";import{s}from"./shared.js";const later=()=>import("./dialog.js");export default f;',
  "/assets/dialog.js": 'import{s}from"./shared.js";export default s;',
};
const readModule = (url) => {
  if (!(url in files)) throw new Error(`no such module ${url}`);
  return files[url];
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
    const cyclic = { "/a.js": 'import"./b.js";', "/b.js": 'import"./a.js";' };
    expect(runOrder(["/a.js"], (url) => cyclic[url])).toEqual(["/b.js", "/a.js"]);
  });
});
