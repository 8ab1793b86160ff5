/**
 * Runs after React Router's build (from react-router.config.ts `buildEnd`):
 * 1. moves each page's scripts after its first paint (deferHydration, below);
 * 2. gives every pre-rendered HTML page a Content-Security-Policy <meta> with the SHA-256 hashes of its
 *    own inline scripts, computed from the final files;
 * 3. writes `_headers` (Netlify, Cloudflare Pages and similar hosts) with scripts/pipeline/headers/;
 * 4. writes a brotli and a gzip copy beside every text file;
 * and before all that removes the data files pre-rendered beside the site's own files (dropResourceData).
 * Everything it knows of React Router's and sonner's output is asked of framework-output.ts (ADR 037).
 * deploy/nginx.conf is generated from the same source by scripts/pipeline/headers/write-nginx-conf.ts.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { initSync, parse } from "es-module-lexer";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { minifySync } from "vite";
import { headersFile } from "../headers/headers-file.ts";
import { dropResourceData, findRouterScripts, replaceRouterScripts } from "./framework-output.ts";
import { compressibleFile, pagePolicy, type PolicyOptions } from "../headers/headers.ts";

/** Writes a generated module into assets/ and returns its URL. */
type WriteModule = (name: string, source: string) => string;
/** The source of a built module, by its URL. */
type ReadModule = (url: string) => string;

/**
 * Throws if the build holds a symbolic link: nginx with deploy/nginx.conf follows links (it cannot use
 * disable_symlinks, docs/deployment.md), so a link in the build could serve files from outside it.
 */
export function refuseLinks(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink())
      throw new Error(`postbuild: ${full} is a symbolic link; the build must hold files only`);
    if (entry.isDirectory()) refuseLinks(full);
  }
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return entry.endsWith(".html") ? [full] : [];
  });
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || body === "")
      continue;
    hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...new Set(hashes)];
}

/**
 * Loads the app's JavaScript after the page has loaded and painted, instead of competing with the HTML,
 * CSS and font for a slow connection (ADR 006). Nothing inside React Router's scripts is read or changed:
 * - its inline scripts (hydration context and data) and its module script are moved, verbatim and in
 *   order, into a per-page module, `hydrate-<hash>.js`. The inline elements stay, empty, because React
 *   hydrates them;
 * - a per-page `boot-<hash>.js` requests the page's modules (the hrefs of React Router's module
 *   preloads), runs the hydrate module's static imports one per task in dependency order, then imports
 *   the hydrate module, which hydrates;
 * - one small inline module imports the boot module once the page has painted.
 */
export function deferHydration(html: string, writeModule: WriteModule, readModule: ReadModule): string {
  const scripts = findRouterScripts(html);
  if (!scripts) return html;
  // Inline classic scripts run while the page parses, before the module script; here they keep that order.
  const hydrate = writeModule("hydrate", [...scripts.context, scripts.module].join("\n"));
  // What runs before it: its static imports (an ES module evaluates those first), leaves first. Its
  // dynamic import, the client entry, must not run before the hydration context is set.
  const modules = runOrder([hydrate], readModule).filter((url) => url !== hydrate);
  const requests = [...new Set([...modules, ...scripts.preloads, hydrate])];
  const boot = writeModule(
    "boot",
    minified(
      [
        "const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));",
        `const requests = ${JSON.stringify(requests)};`,
        // Every module is requested at once, but none runs yet: a module preload is fetched and
        // compiled, not evaluated. Starting a request costs a few milliseconds on a slow phone, so three
        // per task.
        "for (let i = 0; i < requests.length; i += 3) {",
        "for (const href of requests.slice(i, i + 3)) {",
        'document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
        "}",
        "await nextTask();",
        "}",
        // Then they run one per task, each after the modules it imports: importing a module whose imports
        // have not run yet would run its whole graph in one long task.
        `for (const url of requests.slice(0, ${modules.length})) {`,
        "await import(url);",
        "await nextTask();",
        "}",
        `await import(${JSON.stringify(hydrate)});`,
      ].join("\n"),
    ),
  );
  const start = minified(
    [
      // Wait until the page's first content is on screen: load can fire before the first paint, and a
      // frame's requestAnimationFrame runs before that frame is shown, so it alone is not enough. The
      // paint entry arrives once the frame is presented; then the task after one more frame. A tab in
      // the background paints nothing until it is shown, so there the scripts load at once; the long
      // timeout only keeps a page whose browser never reports the paint from waiting for ever.
      "const afterPaint = () => new Promise((resolve) => {",
      'if (document.visibilityState === "hidden") return resolve();',
      'addEventListener("visibilitychange", resolve, { once: true });',
      "const frame = () => requestAnimationFrame(() => setTimeout(resolve, 0));",
      'const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;',
      'if (painted() || !PerformanceObserver.supportedEntryTypes?.includes("paint")) frame();',
      'else new PerformanceObserver((list, observer) => { if (painted()) { observer.disconnect(); frame(); } }).observe({ type: "paint" });',
      "setTimeout(resolve, 5000);",
      "});",
      `const boot = () => afterPaint().then(() => import(${JSON.stringify(boot)}));`,
      'if (document.readyState === "complete") boot(); else addEventListener("load", boot, { once: true });',
    ].join("\n"),
  );
  return replaceRouterScripts(html, { starter: start, keepEmptyContext: true });
}

/**
 * The 404 page, served for every unknown path, does not hydrate (ADR 033). Its HTML was rendered for the
 * catch-all route, but the address it is served at may match one of the dynamic routes
 * (`/patterns/no-such-pattern`), so React Router would hydrate it as a page it is not. Without React
 * Router's scripts it is what it is without JavaScript: its links, the menu (a native popover) and the
 * search link work, and leaving it loads the next page as a document.
 */
export function withoutHydration(html: string): string {
  if (!findRouterScripts(html)) {
    throw new Error("postbuild: React Router's scripts on the 404 page changed shape: none found (ADR 033).");
  }
  return replaceRouterScripts(html, { keepEmptyContext: false });
}

/**
 * The modules in an order in which each comes after every module it imports (leaves first), starting
 * from the given ones and following their static imports through the build's files.
 */
export function runOrder(urls: string[], readModule: ReadModule): string[] {
  initSync();
  const order: string[] = [];
  const visit = (url: string, chain: string[] = []) => {
    if (order.includes(url)) return;
    // Chunks that import each other are legal; the browser runs such a cycle together.
    if (chain.includes(url)) return;
    const [imports] = parse(readModule(url));
    for (const { n: specifier, d: dynamic } of imports) {
      // d is -1 for a static import; dynamic imports load later, on demand.
      if (dynamic === -1 && specifier)
        visit(new URL(specifier, `https://build${url}`).pathname, [...chain, url]);
    }
    order.push(url);
  };
  for (const url of urls) visit(url);
  return order;
}

/** Minified: the generated script is read by browsers, and its readable form is this file. */
function minified(source: string): string {
  const { code, errors } = minifySync("generated.js", source, { module: true });
  if (errors[0]) throw new Error(`postbuild: generated script does not parse: ${errors[0].message}`);
  return code.trim();
}

/** Writes a script as a content-hashed module in assets/ (cached like Vite's own) and returns its URL. */
function assetWriter(clientDir: string): WriteModule {
  return (name, source) => {
    const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
    const file = `${name}-${hash}.js`;
    writeFileSync(path.join(clientDir, "assets", file), source);
    return `/assets/${file}`;
  };
}

export function addPolicy(
  html: string,
  { formActions = [], styleHashes = [], connectSources = [] }: PolicyOptions = {},
): string {
  const policy = pagePolicy(inlineScriptHashes(html), { formActions, styleHashes, connectSources });
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
  // The policy must precede every script, so it goes right after the charset declaration.
  return withoutOld.replace(/(<meta charSet="utf-8"\/>)/i, `$1${tag}`);
}

/** Text files a host may send compressed, and the smallest worth compressing. */
const compressible = compressibleFile;
const minCompressBytes = 1024;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, once, at maximum compression, as a
 * CDN would: `npm start` and nginx (`gzip_static`) send them as they are instead of compressing every
 * response on the fly. Returns how many files were compressed.
 */
export function precompress(clientDir: string): number {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  let count = 0;
  for (const file of walk(clientDir)) {
    if (!compressible.test(file)) continue;
    const source = readFileSync(file);
    if (source.length < minCompressBytes) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    count++;
  }
  return count;
}

export function postbuild(
  clientDir: string,
  { formActions = [], styleHashes = [], connectSources = [] }: PolicyOptions = {},
): number {
  refuseLinks(clientDir);
  dropResourceData(clientDir);
  const files = htmlFiles(clientDir);
  const writeModule = assetWriter(clientDir);
  const readModule: ReadModule = (url) => readFileSync(path.join(clientDir, url), "utf8");
  const notFoundPage = path.join(clientDir, "404.html");
  // ATTUNE_EAGER_SCRIPTS=1 keeps React Router's eager loading, only to measure the difference (ADR 006).
  const prepare = (file: string, html: string) =>
    file === notFoundPage
      ? withoutHydration(html)
      : process.env.ATTUNE_EAGER_SCRIPTS === "1"
        ? html
        : deferHydration(html, writeModule, readModule);
  for (const file of files)
    writeFileSync(
      file,
      addPolicy(prepare(file, readFileSync(file, "utf8")), { formActions, styleHashes, connectSources }),
    );
  const pages = files
    .map((file) => "/" + path.relative(clientDir, file).split(path.sep).join("/"))
    .filter((file) => file.endsWith("/index.html") || file === "/index.html")
    .map((file) => file.replace(/\/?index\.html$/, "") || "/");
  const rootFiles = readdirSync(clientDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${entry.name}`);
  writeFileSync(path.join(clientDir, "_headers"), headersFile(pages, rootFiles));
  precompress(clientDir);
  return files.length;
}
