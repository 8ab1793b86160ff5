/**
 * The one module that reads what the frameworks generate (ADR 006, ADR 037). The delivery layer
 * (postbuild.ts) and the tests ask it; nothing else names React Router's scripts, globals or file names,
 * React DOM's element keys, or sonner's inserted stylesheet.
 *
 * Each pattern below was checked against the versions in `checkedAgainst`. framework-output.test.ts
 * fails as soon as the installed version differs, so an upgrade re-checks them: build, run
 * tests/build/delivery-contract.test.ts over the new output, then update the versions here.
 */
import { createHash } from "node:crypto";
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

export const checkedAgainst = { "react-router": "8.4.0", "react-dom": "19.3.1", sonner: "2.0.8" } as const;

/** What React Router 8.4 writes into each pre-rendered page and beside it. */
export const routerOutput = {
  /** Its module script: imports the route modules, registers them, then imports the client entry. */
  module: /<script type="module" async="">([\s\S]*?)<\/script>/,
  /** Its classic inline scripts: the hydration context and the stream of loader data. */
  context: /<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/g,
  /** Its module preloads (React hoists them into <head>). */
  preload: /<link rel="modulepreload" href="([^"]+)"[^>]*>/g,
  /** The start of `<ScrollRestoration>`'s inline script. */
  scrollRestoration: /^\(\(storageKey, restoreKey\) => \{/,
  /** The globals its scripts set: the hydration context and the route module registry. */
  globals: { context: "window.__reactRouterContext =", routeModules: "window.__reactRouterRouteModules" },
  /** Its route manifest chunk, which grows with the number of routes. */
  manifestAsset: /\/assets\/manifest-[\w-]+\.js$/,
  /** Its client entry chunk, which the module script imports last. */
  clientEntry: /entry\.client/,
  /** The loader data it pre-renders beside each path (about.data beside about/). */
  dataSuffix: ".data",
};

/** What React DOM leaves on the elements it owns: tests count hydrated elements by it (ADR 036). */
export const reactOutput = { fiberKeyPrefix: "__reactFiber" };

/** React Router's scripts on one page, as found by `routerOutput`. */
export interface RouterScripts {
  /** The module script's body. */
  module: string;
  /** The inline classic scripts' bodies, in document order. */
  context: string[];
  /** The module preloads' URLs. */
  preloads: string[];
}

/**
 * The page's React Router scripts; undefined when it has none (a plain page). Throws when it has some
 * but not all of them: React Router's output changed shape, and pages would silently never hydrate.
 */
export function findRouterScripts(html: string): RouterScripts | undefined {
  const module = html.match(routerOutput.module)?.[1];
  const context = [...html.matchAll(routerOutput.context)].map((match) => match[1]!);
  const preloads = [...html.matchAll(routerOutput.preload)].map((match) => match[1]!);
  if (module === undefined && context.length === 0) return undefined;
  if (module === undefined || context.length === 0 || preloads.length === 0) {
    throw new Error(
      "React Router's page scripts changed shape (expected one module script, inline scripts setting " +
        `window.__reactRouterContext, and module preloads; checked against react-router ${checkedAgainst["react-router"]}). ` +
        "See scripts/pipeline/deliver/framework-output.ts.",
    );
  }
  return { module, context, preloads };
}

/**
 * The page without React Router's scripts: preloads removed, the inline classic scripts emptied (React
 * hydrates their elements, so they stay) or removed, and the module script replaced by `starter` (an
 * inline module's body) or removed.
 */
export function replaceRouterScripts(
  html: string,
  { starter, keepEmptyContext }: { starter?: string; keepEmptyContext: boolean },
): string {
  return html
    .replace(routerOutput.preload, "")
    .replace(routerOutput.context, keepEmptyContext ? "<script></script>" : "")
    .replace(routerOutput.module, starter === undefined ? "" : `<script type="module">${starter}</script>`);
}

/**
 * Removes the `.data` file React Router pre-renders beside each resource route's file (report.csv.data
 * beside report.csv): about 1 MB that no visitor's browser asks for, since the site links those files with
 * plain links, which load them as documents. A page's data file sits beside a folder (about.data beside
 * about/), and client-side navigations read it, so only data beside a file goes. Returns the names removed.
 */
export function dropResourceData(dir: string): string[] {
  const { dataSuffix } = routerOutput;
  const names = readdirSync(dir);
  const removed = names.filter((name) => {
    const beside = name.slice(0, -dataSuffix.length);
    return name.endsWith(dataSuffix) && names.includes(beside) && statSync(path.join(dir, beside)).isFile();
  });
  for (const name of removed) rmSync(path.join(dir, name));
  return removed;
}

/**
 * The SHA-256 hashes of the `<style>` elements sonner inserts when it loads, for the page policy's
 * style-src. sonner 2 inserts its stylesheet on import and has no option not to; this imports it with a
 * stand-in document that records what it inserts, so the hash follows whatever the installed version
 * writes. A toast shown under the policy (tests/e2e) fails on any style the policy refuses.
 */
export async function insertedStyleHashes(): Promise<string[]> {
  const inserted: string[] = [];
  const style = { appendChild: (node: { data: string }) => inserted.push(node.data) };
  const head = { appendChild: () => {} };
  // Only what sonner calls: a stand-in, not a DOM.
  const global = globalThis as { document?: unknown };
  global.document = {
    head,
    getElementsByTagName: () => [head],
    createElement: () => style,
    createTextNode: (data: string) => ({ data }),
  };
  try {
    await import("sonner");
  } finally {
    delete global.document;
  }
  if (inserted.length === 0)
    throw new Error(
      `sonner inserted no stylesheet (checked against sonner ${checkedAgainst.sonner}); see framework-output.ts`,
    );
  // The element goes into the page empty and is filled afterwards; the browser checks it both times.
  return ["", ...inserted].map((css) => createHash("sha256").update(css, "utf8").digest("base64"));
}
