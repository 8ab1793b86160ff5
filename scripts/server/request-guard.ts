/** The longest path a page can have; a query string may be as long as nginx's request line allows. */
const MAX_PATH_LENGTH = 2048;
const MAX_URL_LENGTH = 8000;
/** No file name is longer than 255 bytes, and clean URLs add ".html" to a segment when looking one up. */
const MAX_SEGMENT_BYTES = 250;

/** Why a request is refused before it reaches the file system, or null if it may proceed. */
export function rejectReason(method: string, rawUrl: string): number | null {
  if (method !== "GET" && method !== "HEAD") return 405;
  const rawPath = rawUrl.split("?")[0] ?? "";
  if (rawPath.length > MAX_PATH_LENGTH || rawUrl.length > MAX_URL_LENGTH) return 414;
  // Encoded slashes, backslashes and control characters (NUL, CR, LF…) have no place in a page path.
  if (/%2f|%5c|%[01][0-9a-f]|%7f|\\/i.test(rawPath)) return 400;
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 400;
  }
  const segments = decoded.split("/");
  if (!decoded.startsWith("/") || segments.some((segment) => segment === ".." || segment === ".")) return 400;
  // Host configuration files and dotfiles live in the build folder but are not for visitors.
  if (segments.some((segment) => segment.startsWith(".")) || segments.at(-1) === "_headers") return 404;
  // No such file can exist; asking the file system would only fail with ENAMETOOLONG.
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) return 404;
  return null;
}

/**
 * The one URL a page is served at: no repeated slashes, no trailing slash, no `index.html` or `.html`
 * (`//tools`, `/tools/`, `/tools/index.html` and `/tools.html` are all `/tools`). Paths that differ
 * are redirected, so the pre-rendered page always matches the URL the router hydrates with.
 */
export function canonicalPath(pathname: string): string {
  // Letters, digits and - . _ ~ mean the same encoded or not (RFC 3986 6.2.2.2): /t%6fols is /tools.
  let canonical = pathname.replace(
    /%(2[dDeE]|3[0-9]|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g,
    (_, hex: string) => String.fromCharCode(parseInt(hex, 16)),
  );
  canonical = canonical.replace(/\/{2,}/g, "/");
  canonical = canonical.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, "");
  return canonical || "/";
}

/**
 * Which pre-compressed sibling (written by the build) an Accept-Encoding header lets us send, best first.
 * Codings and their parameters are case-insensitive, and `q=0` refuses one (RFC 9110 12.5.3).
 */
export function encodingsFor(acceptEncoding: string | undefined): [name: string, suffix: string][] {
  const weights = new Map<string, number>();
  for (const item of String(acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = item.split(";").map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    weights.set(name, q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, "")) || 0);
  }
  // `*` stands for any coding not named; the client's order of preference is by q, brotli first on a tie.
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const siblings: [name: string, suffix: string][] = [
    ["br", ".br"],
    ["gzip", ".gz"],
  ];
  return siblings.filter(([name]) => weight(name) > 0).sort(([a], [b]) => weight(b) - weight(a));
}
