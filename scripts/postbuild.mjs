/**
 * Runs after React Router's build (from react-router.config.ts `buildEnd`):
 * 1. moves each page's scripts after its first paint (deferHydration, below);
 * 2. gives every pre-rendered HTML page a Content-Security-Policy <meta> with the SHA-256 hashes of its
 *    own inline scripts, computed from the final files;
 * 3. writes `_headers` (Netlify, Cloudflare Pages and similar hosts) from scripts/headers.mjs.
 * deploy/nginx.conf is generated from the same source by scripts/write-nginx-conf.mjs.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { initSync, parse } from "es-module-lexer";
import { minifySync } from "vite";
import { allHeaders, immutableCache, pagePolicy, revalidateCache } from "./headers.mjs";

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return entry.endsWith(".html") ? [full] : [];
  });
}

export function inlineScriptHashes(html) {
  const hashes = [];
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
 * Loads the app's JavaScript after the page has loaded and painted instead of competing with the HTML,
 * CSS and font for a slow connection (ADR 006). React Router emits module preloads, a module script whose
 * static imports start downloading at once, and inline hydration data; this moves all of it into a
 * per-page boot module that loads the same modules (all requested at once, then run one per task,
 * each after the modules it imports; readModule gives a built module's source by URL), and leaves one
 * small inline script that imports it after the first paint. The pre-rendered page is fully readable and
 * its links work before then.
 */
export function deferHydration(html, writeModule, readModule) {
  const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const match = html.match(moduleScript);
  if (!match) return html;
  const body = match[1];
  // React Router's hydration data: the router context and the stream of loader data.
  const contextScript = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/;
  const streamScripts = /<script>(window\.__reactRouterContext\.streamController\.[\s\S]*?)<\/script>/g;
  const context = html.match(contextScript)?.[1];
  const stream = [...html.matchAll(streamScripts)].map((m) => m[1]);
  const sideEffects = [...body.matchAll(/^\s*import "([^"]+)";/gm)].map((m) => m[1]);
  const namespaces = [...body.matchAll(/import \* as (\w+) from "([^"]+)";/g)].map((m) => ({
    name: m[1],
    url: m[2],
  }));
  const registry = body.match(/window\.__reactRouterRouteModules = (\{[^;]*\});/)?.[1];
  const entry = body.match(/import\("([^"]+)"\);/)?.[1];
  if (!registry || !entry || !context || !stream.at(-1)?.endsWith("streamController.close();"))
    throw new Error("deferHydration: unexpected React Router scripts; update scripts/postbuild.mjs");
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  const routeModules = [...sideEffects, ...namespaces.map((n) => n.url)];
  const modules = runOrder([...routeModules, ...preloads.filter((url) => url !== entry)], readModule);
  // The page's boot module: its hydration data, then its modules, then the entry. None of it is needed
  // before hydration, so it is not in the HTML, where it was 1–2 KB (gzip) more to download before the
  // first paint: on a long article, enough for one more round trip on a slow connection.
  const pageBoot = writeModule("boot", [
    context,
    ...stream,
    // Each await of a timeout ends a task, so the browser can paint and answer input in between:
    // requesting and running the modules and hydrating stay short tasks (ADR 006).
    "const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));",
    `const modules = ${JSON.stringify(modules)};`,
    // Every module is requested at once, as React Router's preloads did, but none runs yet: a module
    // preload is fetched and compiled, not evaluated. Starting a request costs a few milliseconds on a
    // slow phone, so three per task.
    "for (let i = 0; i < modules.length; i += 3) {",
    "for (const url of modules.slice(i, i + 3)) {",
    'const link = document.createElement("link");',
    'link.rel = "modulepreload";',
    "link.href = url;",
    "document.head.append(link);",
    "}",
    "await nextTask();",
    "}",
    // Then they run one per task, each after the modules it imports: an import() of a module whose
    // imports have not run yet would run the whole graph in one long task.
    "const loaded = {};",
    "for (const url of modules) {",
    "loaded[url] = await import(url);",
    "await nextTask();",
    "}",
    ...namespaces.map((n) => `const ${n.name} = loaded[${JSON.stringify(n.url)}];`),
    `window.__reactRouterRouteModules = ${registry};`,
    `await import(${JSON.stringify(entry)});`,
  ]);
  const start = minified([
    // Wait until the page's first content is on screen: load can fire before the first paint, and a
    // frame's requestAnimationFrame runs before that frame is shown, so it alone is not enough. The paint
    // entry arrives once the frame is presented; then the task after one more frame. A tab in the
    // background paints nothing until it is shown, so there the scripts load at once; the long timeout
    // only keeps a page whose browser never reports the paint from waiting for ever.
    "const afterPaint = () => new Promise((resolve) => {",
    'if (document.visibilityState === "hidden") return resolve();',
    'addEventListener("visibilitychange", resolve, { once: true });',
    "const frame = () => requestAnimationFrame(() => setTimeout(resolve, 0));",
    'const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;',
    'if (painted() || !PerformanceObserver.supportedEntryTypes?.includes("paint")) frame();',
    'else new PerformanceObserver((list, observer) => { if (painted()) { observer.disconnect(); frame(); } }).observe({ type: "paint" });',
    "setTimeout(resolve, 5000);",
    "});",
    `const boot = () => afterPaint().then(() => import(${JSON.stringify(pageBoot)}));`,
    'if (document.readyState === "complete") boot(); else addEventListener("load", boot, { once: true });',
  ]);
  // The context script stays, empty, because the client renders an element there while hydrating.
  return html
    .replace(/<link rel="modulepreload"[^>]*\/?>/g, "")
    .replace(contextScript, "<script></script>")
    .replace(streamScripts, "")
    .replace(moduleScript, `<script type="module">${start}</script>`);
}

/**
 * The modules in an order in which each comes after every module it imports (leaves first), starting
 * from the given ones and following their static imports through the build's files.
 */
export function runOrder(urls, readModule) {
  initSync();
  const order = [];
  const visit = (url, chain = []) => {
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

/** Minified: the generated scripts are read by browsers, and their readable form is this file. */
function minified(lines) {
  const { code, errors } = minifySync("generated.js", lines.join("\n"), { module: true });
  if (errors.length) throw new Error(`postbuild: generated script does not parse: ${errors[0].message}`);
  return code.trim();
}

/** Writes a script as a content-hashed module in assets/ (cached like Vite's own) and returns its URL. */
function assetWriter(clientDir) {
  return (name, lines) => {
    const source = minified(lines);
    const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
    const file = `${name}-${hash}.js`;
    writeFileSync(path.join(clientDir, "assets", file), source);
    return `/assets/${file}`;
  };
}

export function addPolicy(html, formActions) {
  const policy = pagePolicy(inlineScriptHashes(html), { formActions });
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
  // The policy must precede every script, so it goes right after the charset declaration.
  return withoutOld.replace(/(<meta charSet="utf-8"\/>)/i, `$1${tag}`);
}

export function headersFile() {
  const lines = ["/*", ...Object.entries(allHeaders).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push(
    `  Cache-Control: ${revalidateCache}`,
    "",
    "/assets/*",
    `  Cache-Control: ${immutableCache}`,
    "",
  );
  // The guide PDF sits in /assets/ but has no hash in its name, so it is revalidated like HTML.
  lines.push("/assets/*.pdf", `  Cache-Control: ${revalidateCache}`, "");
  return lines.join("\n");
}

export function postbuild(clientDir, { formActions = [] } = {}) {
  const files = htmlFiles(clientDir);
  // ATTUNE_EAGER_SCRIPTS=1 keeps React Router's eager loading, only to measure the difference (ADR 006).
  const writeModule = assetWriter(clientDir);
  const readModule = (url) => readFileSync(path.join(clientDir, url), "utf8");
  const prepare =
    process.env.ATTUNE_EAGER_SCRIPTS === "1"
      ? (html) => html
      : (html) => deferHydration(html, writeModule, readModule);
  for (const file of files) writeFileSync(file, addPolicy(prepare(readFileSync(file, "utf8")), formActions));
  writeFileSync(path.join(clientDir, "_headers"), headersFile());
  return files.length;
}
