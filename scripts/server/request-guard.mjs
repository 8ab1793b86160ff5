const MAX_URL_LENGTH = 2048;

/** Why a request is refused before it reaches the file system, or null if it may proceed. */
export function rejectReason(method, rawUrl) {
  if (method !== "GET" && method !== "HEAD") return 405;
  if (rawUrl.length > MAX_URL_LENGTH) return 414;
  const rawPath = rawUrl.split("?")[0];
  // Encoded slashes, backslashes and NUL bytes have no place in a page path.
  if (/%2f|%5c|%00|\\/i.test(rawPath)) return 400;
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
  return null;
}
