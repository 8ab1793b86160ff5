/**
 * Runs after React Router's build (from react-router.config.ts `buildEnd`):
 * 1. gives every pre-rendered HTML page a Content-Security-Policy <meta> with the SHA-256 hashes of its
 *    own inline scripts, computed from the final files;
 * 2. writes `_headers` (Netlify, Cloudflare Pages and similar hosts) from scripts/headers.mjs.
 * deploy/nginx.conf is generated from the same source by scripts/write-nginx-conf.mjs.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
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
  for (const file of files) writeFileSync(file, addPolicy(readFileSync(file, "utf8"), formActions));
  writeFileSync(path.join(clientDir, "_headers"), headersFile());
  return files.length;
}
