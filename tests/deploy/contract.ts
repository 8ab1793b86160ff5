import { readdirSync } from "node:fs";
import path from "node:path";
import {
  allHeaders,
  contentTypes,
  errorCache,
  immutableCache,
  pathContentTypes,
  revalidateCache,
} from "../../scripts/pipeline/headers/headers.ts";

/*
 * The deploy contract: the 14 kinds of URL the site serves, and what every server of it answers for
 * each (status, Content-Type, Cache-Control, and on every row the security headers). `npm start` and
 * nginx with deploy/nginx.conf must answer exactly this; `_headers` must say it wherever a static host
 * would otherwise fall back to its own default (tests/deploy/contract.spec.ts).
 */
export const buildDir = path.resolve(process.env.BUILD_DIR || "build", "client");

const firstFile = (dir: string, pattern: RegExp) => {
  const name = readdirSync(path.join(buildDir, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in build/client/${dir}: run npm run build`);
  return `/${dir}/${name}`;
};

export interface ContractRow {
  kind: string;
  path: string;
  status: number;
  contentType: string;
  cacheControl: string;
  /**
   * The rule of `_headers` that applies (the 404 page is 404.html: a host serves it for unknown paths),
   * and which of the two headers `_headers` leaves to the host on purpose: the host's own type for
   * extensions every host knows in folders (docs/deployment.md).
   */
  headersFile: { path: string; hostDefault: ("Content-Type" | "Cache-Control")[] };
}

export function contract(): ContractRow[] {
  const bib = firstFile("blog", /\.bib$/);
  return [
    {
      kind: "HTML page",
      path: "/tools",
      status: 200,
      contentType: contentTypes.html!,
      cacheControl: revalidateCache,
      headersFile: { path: "/tools", hostDefault: ["Content-Type"] },
    },
    {
      kind: "hashed asset (stylesheet)",
      path: firstFile("assets", /^root-.*\.css$/),
      status: 200,
      contentType: contentTypes.css!,
      cacheControl: immutableCache,
      headersFile: { path: firstFile("assets", /^root-.*\.css$/), hostDefault: ["Content-Type"] },
    },
    {
      kind: "font",
      path: firstFile("assets", /\.woff2$/),
      status: 200,
      contentType: contentTypes.woff2!,
      cacheControl: immutableCache,
      headersFile: { path: firstFile("assets", /\.woff2$/), hostDefault: ["Content-Type"] },
    },
    {
      kind: "PDF (the guide)",
      path: firstFile("downloads", /\.pdf$/),
      status: 200,
      contentType: contentTypes.pdf!,
      cacheControl: revalidateCache,
      headersFile: { path: firstFile("downloads", /\.pdf$/), hostDefault: ["Content-Type"] },
    },
    {
      kind: "social card (PNG)",
      path: "/cards/home.png",
      status: 200,
      contentType: contentTypes.png!,
      cacheControl: revalidateCache,
      headersFile: { path: "/cards/home.png", hostDefault: ["Content-Type"] },
    },
    {
      kind: "drawing to download (PNG)",
      path: firstFile("drawings", /\.png$/),
      status: 200,
      contentType: contentTypes.png!,
      cacheControl: revalidateCache,
      headersFile: { path: firstFile("drawings", /\.png$/), hostDefault: ["Content-Type"] },
    },
    {
      kind: "feed",
      path: "/rss.xml",
      status: 200,
      contentType: pathContentTypes["/rss.xml"]!,
      cacheControl: revalidateCache,
      headersFile: { path: "/rss.xml", hostDefault: [] },
    },
    {
      kind: "sitemap",
      path: "/sitemap.xml",
      status: 200,
      contentType: contentTypes.xml!,
      cacheControl: revalidateCache,
      headersFile: { path: "/sitemap.xml", hostDefault: [] },
    },
    {
      kind: "404",
      path: "/no-such-page",
      status: 404,
      contentType: contentTypes.html!,
      cacheControl: errorCache,
      headersFile: { path: "/404.html", hostDefault: ["Content-Type"] },
    },
    {
      kind: "route data (.data)",
      path: "/tools.data",
      status: 200,
      contentType: contentTypes.data!,
      cacheControl: revalidateCache,
      headersFile: { path: "/tools.data", hostDefault: [] },
    },
    {
      kind: "the record as a table (CSV)",
      path: "/enforcement.csv",
      status: 200,
      contentType: contentTypes.csv!,
      cacheControl: revalidateCache,
      headersFile: { path: "/enforcement.csv", hostDefault: [] },
    },
    {
      kind: "the record as data (JSON)",
      path: "/enforcement.json",
      status: 200,
      contentType: contentTypes.json!,
      cacheControl: revalidateCache,
      headersFile: { path: "/enforcement.json", hostDefault: [] },
    },
    {
      kind: "citation (.bib)",
      path: bib,
      status: 200,
      contentType: contentTypes.bib!,
      cacheControl: revalidateCache,
      headersFile: { path: bib, hostDefault: [] },
    },
    {
      kind: "search index",
      path: "/search-index.json",
      status: 200,
      contentType: contentTypes.json!,
      cacheControl: revalidateCache,
      headersFile: { path: "/search-index.json", hostDefault: [] },
    },
  ];
}

/** Every response, errors and redirects included, carries these. */
export const securityHeaders = allHeaders;
