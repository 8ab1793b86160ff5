/**
 * The one source of the HTTP headers the site is served with. `npm start`
 * (scripts/server/serve.mjs) uses it directly; the build writes the same rules to
 * build/client/_headers (static hosts) and deploy/nginx.conf is generated
 * from it, so the three never drift.
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
 * Types the file name alone does not give (the usual MIME tables lack them): React Router's pre-rendered
 * data files, and the citation files beside articles and pattern pages ("Cite this").
 */
export const extraContentTypes = {
  data: "text/x-script; charset=utf-8",
  bib: "application/x-bibtex; charset=utf-8",
  ris: "application/x-research-info-systems; charset=utf-8",
};

export function contentTypeFor(pathname) {
  const extension = /\.([a-z]+)$/.exec(pathname)?.[1];
  return (extension && Object.hasOwn(extraContentTypes, extension) && extraContentTypes[extension]) || null;
}

/** Vite's hashed output: /assets/name-HASH.ext with an 8-character base64url hash. */
export const hashedAssetPattern = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.(?:js|css|woff2|svg|png|webp)$/;

export function cacheControlFor(pathname) {
  return hashedAssetPattern.test(pathname) ? immutableCache : revalidateCache;
}

/**
 * The policy that travels in each page's <meta http-equiv="Content-Security-Policy">: scripts only from
 * this origin or with the SHA-256 hash of an inline script of that very page (scroll restoration and the
 * module loader), styles only from this origin or with the hash of a style element the app inserts
 * (sonner's), so no 'unsafe-inline' or 'unsafe-eval'. Style properties React sets from script are not
 * style attributes in the markup, and need no allowance.
 */
export function pagePolicy(scriptHashes, { formActions = [], styleHashes = [], connectSources = [] } = {}) {
  const hashes = (list) => list.map((hash) => `'sha256-${hash}'`).join(" ");
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
