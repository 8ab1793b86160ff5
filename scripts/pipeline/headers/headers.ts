/**
 * The one source of the HTTP headers the site is served with, and of the limits its servers set.
 * `npm start` (scripts/server/serve.ts) uses it directly; the build writes the same rules to
 * build/client/_headers (headers-file.ts, for static hosts) and deploy/nginx.conf is generated from it
 * (write-nginx-conf.ts), so the three never drift. tests/deploy/contract.spec.ts holds all three to one
 * table.
 */

/** Headers on every response. The Content-Security-Policy is added per build (it carries hashes of inline scripts). */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** File names with a content hash never change, so they can be cached for a year. */
export const immutableCache = "public, max-age=31536000, immutable";
/** Everything else (HTML, feeds, the guide) is revalidated so a deploy shows up at once. */
export const revalidateCache = "public, max-age=0, must-revalidate";
/** Error responses and redirects: never stored, so a missing file that appears later is served. */
export const errorCache = "no-store";

/**
 * Every type the build's files are sent with, by extension: `npm start` and nginx both use this table
 * (nginx's own mime.types is not used), so the two agree on the type and the charset. Text is always UTF-8.
 */
export const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  // React Router's pre-rendered route data, fetched during client-side navigation.
  data: "text/x-script; charset=utf-8",
  json: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  // The enforcement record and the report as tables.
  csv: "text/csv; charset=utf-8",
  // The citation files beside articles and pattern pages ("Cite this").
  bib: "application/x-bibtex; charset=utf-8",
  ris: "application/x-research-info-systems; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  ico: "image/x-icon",
  woff2: "font/woff2",
  pdf: "application/pdf",
};

/** Files whose extension does not say what they are: the feeds are XML, read as RSS and as Atom. */
export const pathContentTypes: Record<string, string> = {
  "/rss.xml": "application/rss+xml; charset=utf-8",
  "/updates.xml": "application/atom+xml; charset=utf-8",
};

/** Text files the build writes brotli and gzip copies of, and the servers send compressed. */
export const compressibleFile = /\.(html|js|css|svg|xml|txt|json|webmanifest|data|csv|bib|ris)$/;

/** The types the usual MIME tables (and so static hosts) do not know or get wrong: `_headers` names them. */
export const hostUnknownTypes = ["data", "bib", "ris"];

/** Unknown extensions: sent as bytes, never guessed (X-Content-Type-Options: nosniff stops sniffing). */
export const defaultContentType = "application/octet-stream";

export function contentTypeFor(pathname: string): string {
  if (Object.hasOwn(pathContentTypes, pathname)) return pathContentTypes[pathname]!;
  const extension = /\.([a-z0-9]+)$/.exec(pathname)?.[1];
  return (
    (extension && Object.hasOwn(contentTypes, extension) && contentTypes[extension]) || defaultContentType
  );
}

/** Vite's hashed output: /assets/name-HASH.ext with an 8-character base64url hash. */
export const hashedAssetPattern = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.(?:js|css|woff2|svg|png|webp)$/;

export function cacheControlFor(pathname: string): string {
  return hashedAssetPattern.test(pathname) ? immutableCache : revalidateCache;
}

/**
 * What keeps a small server answering when clients are slow or many (docs/deployment.md): a client gets
 * this long to send its request headers (and body), a stalled response is dropped after sendTimeout, an
 * idle keep-alive connection is closed after keepAlive, and at most maxConnections are open at once.
 * `npm start` sets them on its Node server, write-nginx-conf.ts writes them into deploy/nginx.conf
 * (worker_connections belongs to nginx's main configuration: docs/deployment.md says where).
 */
export const limits = {
  headersTimeoutSeconds: 10,
  bodyTimeoutSeconds: 10,
  sendTimeoutSeconds: 30,
  keepAliveSeconds: 5,
  maxConnections: 512,
};

/**
 * The policy that travels in each page's <meta http-equiv="Content-Security-Policy">: scripts only from
 * this origin or with the SHA-256 hash of an inline script of that very page (scroll restoration and the
 * module loader), styles only from this origin or with the hash of a style element the app inserts
 * (sonner's), so no 'unsafe-inline' or 'unsafe-eval'. Style properties React sets from script are not
 * style attributes in the markup, and need no allowance.
 */
export type PolicyOptions = { formActions?: string[]; styleHashes?: string[]; connectSources?: string[] };

export function pagePolicy(
  scriptHashes: string[],
  { formActions = [], styleHashes = [], connectSources = [] }: PolicyOptions = {},
): string {
  const hashes = (list: string[]) => list.map((hash) => `'sha256-${hash}'`).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes(scriptHashes)}`.trim(),
    `style-src 'self' ${hashes(styleHashes)}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectSources.join(" ")}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' mailto: ${formActions.join(" ")}`.trim(),
  ].join("; ");
}

/**
 * The header part of the policy: what a <meta> policy cannot express (frame-ancestors), plus the
 * directives that hold for every response. It deliberately sets no script-src: browsers enforce every
 * policy they receive, so the per-page hashes in the <meta> policy decide which scripts run.
 */
export const headerPolicy = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

export const allHeaders = { ...securityHeaders, "Content-Security-Policy": headerPolicy };
