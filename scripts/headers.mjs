/**
 * The one source of the HTTP headers the site is served with. `npm start`
 * (scripts/serve.mjs) uses it directly; the build writes the same rules to
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

/** Vite's hashed output: /assets/name-HASH.ext with an 8-character base64url hash. */
export const hashedAssetPattern = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.(?:js|css|woff2|svg|png|webp)$/;

export function cacheControlFor(pathname) {
  return hashedAssetPattern.test(pathname) ? immutableCache : revalidateCache;
}
