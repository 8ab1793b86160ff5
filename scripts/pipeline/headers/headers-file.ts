/**
 * `_headers` for Netlify, Cloudflare Pages and similar hosts, from the same source as `npm start` and
 * deploy/nginx.conf (headers.ts). Cloudflare joins the headers of every rule that matches a path
 * (Netlify lets one win), and allows 100 rules, so:
 * - no two rules that can match one path set the same header: `/*` carries only the security headers,
 *   Cache-Control comes from rules that never overlap (`/assets/*`, each page, each feed, the 404 page,
 *   `/downloads/*`, `/drawings/*`, `/cards/*`), Content-Type from one rule per extension or file the hosts do not know;
 * - pages are listed by their first path segment (`/blog` and `/blog/*`), not one by one;
 * - every other file at the root (the record as CSV and JSON, the feeds, each page's route data) has a
 *   rule of its own, since no section rule reaches it: its caching, and its type unless `/*.data` says it.
 * What `_headers` cannot say stays with the host: the status of an unknown path (the host serves
 * 404.html with 404) and the types it knows by extension in folders. tests/deploy/contract.spec.ts checks the file
 * against the contract.
 */
import {
  allHeaders,
  contentTypes,
  errorCache,
  hostUnknownTypes,
  immutableCache,
  pathContentTypes,
  revalidateCache,
} from "./headers.ts";

/** Files at the root that need no rule: pages have theirs, the 404 page and `_headers` their own. */
const rootFilesWithoutRule = /^\/(index\.html|404\.html|__spa-fallback\.html|_headers)$|\.(br|gz)$/;

/** Cloudflare Pages reads at most this many rules. */
export const maxRules = 100;

/**
 * @param pages the URL path of every pre-rendered page ("/", "/tools", "/blog/ai-neutrality")
 * @param rootFiles the files at the build's root ("/rss.xml", "/tools.data", "/enforcement.csv")
 */
type Rule = [pattern: string, headers: [name: string, value: string][]];

export function headersFile(pages: string[], rootFiles: string[]): string {
  const rules: Rule[] = [["/*", Object.entries(allHeaders)]];
  rules.push(["/assets/*", [["Cache-Control", immutableCache]]]);
  // Files made at every build under names that do not change: the guide, the drawings to download, the
  // social cards. Revalidated, so a corrected drawing or a renamed page shows at once.
  for (const folder of ["/downloads/*", "/drawings/*", "/cards/*"])
    rules.push([folder, [["Cache-Control", revalidateCache]]]);
  rules.push(["/404.html", [["Cache-Control", errorCache]]]);
  const sections = new Map<string, boolean>();
  for (const page of pages) {
    const [first = "", ...rest] = page.split("/").filter(Boolean);
    sections.set(first, (sections.get(first) ?? false) || rest.length > 0);
  }
  for (const [first, nested] of [...sections].sort(([a], [b]) => a.localeCompare(b))) {
    rules.push([`/${first}`, [["Cache-Control", revalidateCache]]]);
    if (nested) rules.push([`/${first}/*`, [["Cache-Control", revalidateCache]]]);
  }
  for (const file of rootFiles.filter((name) => !rootFilesWithoutRule.test(name)).sort()) {
    const extension = file.split(".").at(-1) ?? "";
    const type = pathContentTypes[file] ?? contentTypes[extension];
    const headers: Rule[1] = [["Cache-Control", revalidateCache]];
    if (type && !hostUnknownTypes.includes(extension)) headers.push(["Content-Type", type]);
    rules.push([file, headers]);
  }
  for (const extension of hostUnknownTypes)
    rules.push([`/*.${extension}`, [["Content-Type", contentTypes[extension]!]]]);
  if (rules.length > maxRules) throw new Error(`_headers: ${rules.length} rules, hosts read ${maxRules}`);
  return rules
    .map(([pattern, headers]) => [pattern, ...headers.map(([n, v]) => `  ${n}: ${v}`), ""].join("\n"))
    .join("\n");
}

/**
 * The headers a host following `_headers` adds to a path: every matching rule's, as Cloudflare joins
 * them (`*` matches anything, `:name` one segment). Used by the tests to read the file as a host does.
 */
export function headersForPath(file: string, pathname: string): [string, string][] {
  const result: [string, string][] = [];
  for (const block of file.trim().split(/\n\s*\n/)) {
    const [pattern = "", ...lines] = block.split("\n");
    const source = pattern
      .trim()
      .split(/(\*|:[A-Za-z_]\w*)/)
      .map((part) =>
        part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("");
    if (!new RegExp(`^${source}$`).test(pathname)) continue;
    for (const line of lines) {
      const index = line.indexOf(":");
      result.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return result;
}
