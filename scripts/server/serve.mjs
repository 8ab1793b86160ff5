/**
 * `npm start`: serves the production build the way a static host or CDN would (ADR 015). The file
 * serving itself (conditional requests, ranges, HEAD, ETag, closing the file when a response ends
 * however it ends) is `send`, the module Express serves files with. This wrapper decides which file
 * answers a request, and adds what a host adds:
 * - only GET and HEAD, and malformed or traversing paths refused before any file lookup;
 * - canonical URLs: `//tools`, `/tools/`, `/tools/index.html` redirect to `/tools`, query kept;
 * - clean URLs (`/tools` is `tools/index.html`) and `404.html` with status 404 for anything else;
 * - the brotli or gzip file the build wrote beside each text file, when the client accepts it: `send`
 *   serves that file as it is, so its ETag, length and ranges are those of the bytes sent;
 * - the types, security and cache headers from scripts/build/headers/; errors are never cached;
 * - limits for slow clients and a connection cap (scripts/build/headers/headers.mjs `limits`);
 * - a shutdown bounded in time on SIGINT and SIGTERM.
 */
import { lstat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import parseRange from "range-parser";
import send from "send";
import {
  allHeaders,
  cacheControlFor,
  contentTypeFor,
  errorCache,
  limits,
} from "../build/headers/headers.mjs";
import { canonicalPath, rejectReason } from "./request-guard.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicDir = path.join(root, process.env.BUILD_DIR || "build", "client");
// PORT=0 lets the system choose a free port; the line printed at start says which.
const port = process.env.PORT === undefined || process.env.PORT === "" ? 4173 : Number(process.env.PORT);
const host = process.env.HOST || "localhost";
/** How long a stop may wait for open responses before it closes their connections. */
const shutdownGraceMs = 3000;

const messages = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  412: "Precondition Failed",
  414: "URI Too Long",
  416: "Range Not Satisfiable",
  500: "Internal Server Error",
};

function plain(response, status) {
  if (status === 405) response.setHeader("Allow", "GET, HEAD");
  response.removeHeader("Content-Encoding");
  response.removeHeader("ETag");
  response.removeHeader("Last-Modified");
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": errorCache });
  response.end(`${status} ${messages[status]}\n`);
}

/** Which pre-compressed sibling (written by the build) this request can take, best first. */
function encodingsFor(request) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  return [
    ["br", ".br"],
    ["gzip", ".gz"],
  ].filter(([name]) => new RegExp(`(^|[\\s,])${name}(;q=(?!0(\\.0*)?(,|$))[\\d.]+)?(,|$)`).test(accepted));
}

async function isFile(file) {
  // A link is not served, wherever it points: the build holds none (tests/build), so one is out of place.
  return lstat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/** The build file a path names (clean URLs: `/tools` is `tools/index.html`), or null. */
async function fileFor(pathname) {
  // The .br and .gz copies are sent in place of their file, not as files of their own.
  if (/\.(br|gz)$/.test(pathname)) return null;
  const file = path.join(publicDir, pathname);
  if (file !== publicDir && !file.startsWith(publicDir + path.sep)) return null;
  const index = path.join(file, "index.html");
  // A page's path has no extension: look for its index.html first (one file system call, not two).
  const candidates = /\.[^/]*$/.test(pathname) ? [file, index] : [index, file];
  for (const candidate of candidates)
    if (candidate !== publicDir && (await isFile(candidate))) return candidate;
  return null;
}

/** The file types the build writes .br and .gz copies of (scripts/build/postbuild.mjs `compressible`). */
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|data)$/;

/** Sends a build file with `send`, choosing its pre-compressed copy when the client takes one. */
async function sendFile(request, response, file, status) {
  const urlPath = "/" + path.relative(publicDir, file).split(path.sep).join("/");
  response.setHeader("Content-Type", contentTypeFor(urlPath));
  response.setHeader("Cache-Control", status === 200 ? cacheControlFor(urlPath) : errorCache);
  let chosen = file;
  if (compressible.test(file)) {
    // The answer depends on Accept-Encoding whether or not this file has a copy (small ones do not).
    response.setHeader("Vary", "Accept-Encoding");
    for (const [name, suffix] of encodingsFor(request)) {
      if (!(await isFile(file + suffix))) continue;
      chosen = file + suffix;
      response.setHeader("Content-Encoding", name);
      break;
    }
  }
  // A bytes range that cannot be read (bytes=abc) is refused like one past the end (ADR 015): 416, as
  // nginx answers both. send alone would send the whole file for the first.
  const range = request.headers.range;
  if (status === 200 && range && /^\s*bytes=/i.test(range)) {
    const { size } = await lstat(chosen);
    const parts = range.replace(/^\s*bytes=/i, "").split(",");
    const readable = parts.every((part) => /^\s*(\d+-\d*|-\d+)\s*$/.test(part));
    const parsed = parseRange(size, range, { combine: true });
    if (!readable || parsed === -1 || parsed === -2) {
      response.setHeader("Content-Range", `bytes */${size}`);
      return plain(response, 416);
    }
  }
  if (status !== 200) {
    // The not-found page is the answer to another URL: no ranges or revalidation of it.
    for (const name of ["range", "if-none-match", "if-modified-since", "if-range", "if-match"])
      delete request.headers[name];
    response.statusCode = status;
  }
  const relative = path
    .relative(publicDir, chosen)
    .split(path.sep)
    .map((segment) => encodeURIComponent(segment))
    .join("/");
  send(request, relative, { root: publicDir, dotfiles: "allow", index: false, cacheControl: false })
    .on("error", (error) => {
      // send's own answers (a file gone since the lookup, a failed If-Match, a range past the end) keep
      // their status; anything else is ours to log.
      const known = [404, 412, 416].includes(error.status);
      if (!known) console.error(`serve: ${chosen}: ${error.message}`);
      if (!response.headersSent) plain(response, known ? error.status : 500);
      else response.destroy();
    })
    .pipe(response);
}

async function handle(request, response) {
  for (const [name, value] of Object.entries(allHeaders)) response.setHeader(name, value);

  const status = rejectReason(request.method ?? "GET", request.url ?? "/");
  if (status) return plain(response, status);

  const [pathname, query] = splitUrl(request.url ?? "/");
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname) {
    // Built from the path as sent (still percent-encoded): nothing decoded reaches a header.
    response.writeHead(301, {
      Location: canonical + query,
      "Cache-Control": errorCache,
      "Content-Length": 0,
    });
    return response.end();
  }

  const file = await fileFor(decodeURIComponent(pathname));
  if (file) return sendFile(request, response, file, 200);
  const notFound = path.join(publicDir, "404.html");
  if (await isFile(notFound)) return sendFile(request, response, notFound, 404);
  plain(response, 404);
}

function splitUrl(url) {
  const index = url.indexOf("?");
  return index === -1 ? [url, ""] : [url.slice(0, index), url.slice(index)];
}

const server = http.createServer(
  {
    // A client gets this long to send its request; checked every second, not Node's default 30 s.
    headersTimeout: limits.headersTimeoutSeconds * 1000,
    requestTimeout: (limits.headersTimeoutSeconds + limits.bodyTimeoutSeconds) * 1000,
    keepAliveTimeout: limits.keepAliveSeconds * 1000,
    connectionsCheckingInterval: 1000,
  },
  (request, response) => {
    handle(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) plain(response, 500);
      else response.destroy();
    });
  },
);
server.maxConnections = limits.maxConnections;
// A response the client stops reading is dropped rather than held open.
server.setTimeout(limits.sendTimeoutSeconds * 1000);

server.listen(port, host, () => {
  const { port: actual } = server.address();
  console.log(`Serving ${path.relative(root, publicDir)} at http://${host}:${actual}`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  // Keep-alive connections with no request in flight would hold close() open.
  server.closeIdleConnections();
  // A slow client must not hold the port: after the grace period every connection is closed.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, shutdownGraceMs).unref();
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
