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
 * - the types, security and cache headers from scripts/pipeline/headers/; errors are never cached;
 * - limits for slow clients and a connection cap (scripts/pipeline/headers/headers.ts `limits`);
 * - a shutdown bounded in time on SIGINT and SIGTERM.
 */
import { realpathSync } from "node:fs";
import { lstat, realpath } from "node:fs/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import parseRange from "range-parser";
import send from "send";
import {
  allHeaders,
  cacheControlFor,
  compressibleFile,
  contentTypeFor,
  errorCache,
  limits,
} from "../pipeline/headers/headers.ts";
import { canonicalPath, encodingsFor, rejectReason } from "./request-guard.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
// Its real path, so that a file's real path can be compared with the path built from it.
const publicDir = realpathSync(path.resolve(root, process.env.BUILD_DIR || "build", "client"));
// PORT=0 lets the system choose a free port; the line printed at start says which.
const port = process.env.PORT === undefined || process.env.PORT === "" ? 4173 : Number(process.env.PORT);
const host = process.env.HOST || "localhost";
/** How long a stop may wait for open responses before it closes their connections. */
const shutdownGraceMs = 3000;

const messages: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  412: "Precondition Failed",
  414: "URI Too Long",
  416: "Range Not Satisfiable",
  417: "Expectation Failed",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
};

function plain(response: ServerResponse, status: number): void {
  if (status === 405) response.setHeader("Allow", "GET, HEAD");
  response.removeHeader("Content-Encoding");
  response.removeHeader("ETag");
  response.removeHeader("Last-Modified");
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": errorCache });
  response.end(`${status} ${messages[status]}\n`);
}

async function isFile(file: string): Promise<boolean> {
  // A link is not served, wherever it points, nor is a file reached through a linked folder: the build
  // holds none (tests/build), so one is out of place. The real path of a file reached without links is
  // the path itself.
  const stats = await lstat(file).catch(() => null);
  if (!stats?.isFile()) return false;
  return (await realpath(file).catch(() => null)) === file;
}

/** The build file a path names (clean URLs: `/tools` is `tools/index.html`), or null. */
async function fileFor(pathname: string): Promise<string | null> {
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

const compressible = compressibleFile;

/** Sends a build file with `send`, choosing its pre-compressed copy when the client takes one. */
async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status: 200 | 404,
): Promise<void> {
  const urlPath = "/" + path.relative(publicDir, file).split(path.sep).join("/");
  response.setHeader("Content-Type", contentTypeFor(urlPath));
  // A partial answer is not stored, as nginx must do (deploy/nginx.conf says why): one contract.
  const partial = request.headers.range !== undefined;
  response.setHeader("Cache-Control", status === 200 && !partial ? cacheControlFor(urlPath) : errorCache);
  let chosen = file;
  if (compressible.test(file)) {
    // The answer depends on Accept-Encoding whether or not this file has a copy (small ones do not).
    response.setHeader("Vary", "Accept-Encoding");
    for (const [name, suffix] of encodingsFor(request.headers["accept-encoding"])) {
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
    // A suffix longer than the file asks for all of it (RFC 9110 14.1.1); range-parser, which send uses,
    // would call it unsatisfiable.
    const clamped = parts.map((part) =>
      part.trim().replace(/^-(\d+)$/, (suffix, n) => (Number(n) > size && size > 0 ? `-${size}` : suffix)),
    );
    request.headers.range = `bytes=${clamped.join(",")}`;
    const parsed = parseRange(size, request.headers.range, { combine: true });
    if (!readable || parsed === -1 || parsed === -2) {
      response.setHeader("Content-Range", `bytes */${size}`);
      return plain(response, 416);
    }
  }
  if (status !== 200) {
    // The not-found page is the answer to another URL: no ranges or revalidation of it.
    for (const name of [
      "range",
      "if-none-match",
      "if-modified-since",
      "if-range",
      "if-match",
      "if-unmodified-since",
    ])
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

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  for (const [name, value] of Object.entries(allHeaders)) response.setHeader(name, value);

  // HTTP/1.1 requires exactly one valid Host (RFC 9112 3.2): missing, repeated or malformed is a 400.
  // Node's own check would answer without the headers above, and Node keeps only the first of two.
  const status = hostProblem(request) ? 400 : rejectReason(request.method ?? "GET", request.url ?? "/");
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
    response.end();
    return;
  }

  const file = await fileFor(decodeURIComponent(pathname));
  if (file) return sendFile(request, response, file, 200);
  const notFound = path.join(publicDir, "404.html");
  if (await isFile(notFound)) return sendFile(request, response, notFound, 404);
  plain(response, 404);
}

/** A name or an IPv4 address, or an IPv6 literal in brackets, with an optional port (RFC 9110 7.2). */
const validHost =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function hostProblem(request: IncomingMessage): boolean {
  const hosts = request.rawHeaders.filter(
    (_, index) => index % 2 === 0 && /^host$/i.test(request.rawHeaders[index]!),
  );
  if (hosts.length > 1) return true;
  const value = request.headers.host;
  if (value === undefined) return request.httpVersion === "1.1";
  return !validHost.test(value);
}

function splitUrl(url: string): [path: string, query: string] {
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
    requireHostHeader: false,
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

/**
 * What Node's parser refuses before a request exists (an unknown method, a bad HTTP version, headers
 * over 16 KB, a request not sent in time) is answered here, so it carries the security headers and is
 * never cached, like every other answer.
 */
server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
  if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
  const status =
    error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body = `${status} ${messages[status]}\n`;
  const headers = {
    ...allHeaders,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": errorCache,
    "Content-Length": Buffer.byteLength(body),
    Connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  // end() only half-closes: a client that keeps sending a byte now and then would keep the socket, and
  // its connection slot, for ever. destroySoon() closes it once the answer is written.
  socket.end([`HTTP/1.1 ${status} ${messages[status]}`, ...lines, "", body].join("\r\n"));
  (socket as Socket).destroySoon();
});

// An Expect other than 100-continue: Node would answer 417 without the site's headers.
server.on("checkExpectation", (request, response) => {
  for (const [name, value] of Object.entries(allHeaders)) response.setHeader(name, value);
  response.setHeader("Connection", "close");
  plain(response, 417);
});

// CONNECT: Node drops the connection without a word when no one listens; a static site answers 405.
server.on("connect", (request, socket) => {
  const body = `405 ${messages[405]}\n`;
  const headers = {
    ...allHeaders,
    Allow: "GET, HEAD",
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": errorCache,
    "Content-Length": Buffer.byteLength(body),
    Connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end([`HTTP/1.1 405 ${messages[405]}`, ...lines, "", body].join("\r\n"));
  (socket as Socket).destroySoon();
});
// A response the client stops reading is dropped rather than held open.
server.setTimeout(limits.sendTimeoutSeconds * 1000);

server.listen(port, host, () => {
  const { port: actual } = server.address() as AddressInfo;
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
