/**
 * `npm start`: serves the production build the way a static host or CDN would. The file serving is
 * serve-handler (the engine of the `serve` package): clean URLs, 404.html for unknown paths with status
 * 404, ETags. This thin wrapper adds what serve-handler leaves to its host (ADR 004):
 * - only GET and HEAD, and malformed or traversing paths refused before any file lookup;
 * - canonical URLs: `//tools`, `/tools/`, `/tools/index.html` redirect to `/tools`, query kept;
 * - the security and cache headers from scripts/build/headers.mjs; error responses are never cached;
 * - the brotli or gzip file the build wrote beside each text file, when the client accepts it
 *   (nothing is compressed per request);
 * - every file stream closed when its response ends, however it ends (serve-handler opens the file
 *   before it decides to answer 304, and never closes it then);
 * - a shutdown bounded in time on SIGINT and SIGTERM.
 */
import { createReadStream, statSync } from "node:fs";
import { lstat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import parseRange from "range-parser";
import handler from "serve-handler";
import { allHeaders, cacheControlFor, contentTypeFor, errorCache } from "../build/headers.mjs";
import { canonicalPath, rejectReason } from "./request-guard.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicDir = path.join(root, process.env.BUILD_DIR || "build", "client");
const port = Number(process.env.PORT) || 4173;
const host = process.env.HOST || "localhost";
/** How long a stop may wait for open responses before it closes their connections. */
const shutdownGraceMs = 3000;

const messages = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  414: "URI Too Long",
  500: "Internal Server Error",
};

function plain(response, status) {
  if (status === 405) response.setHeader("Allow", "GET, HEAD");
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

/**
 * serve-handler's file system methods for one request: streams that close with the response, the
 * pre-compressed file when there is one, and a Range header it cannot satisfy ignored (the whole file
 * is sent) rather than answered with 416.
 */
function fileMethods(request, response, contentType) {
  let encoded = null;
  const realWriteHead = response.writeHead;
  response.writeHead = function writeHead(status, ...rest) {
    const headers = typeof rest[0] === "object" ? rest[0] : rest[1];
    if (status >= 400) response.setHeader("Cache-Control", errorCache);
    if (headers && status >= 400) headers["Cache-Control"] = errorCache;
    if (headers && encoded) {
      headers["Content-Encoding"] = encoded.name;
      headers["Content-Length"] = encoded.size;
      delete headers["Accept-Ranges"];
    }
    if (headers) headers.Vary = "Accept-Encoding";
    // serve-handler names the type from its own table (".ris" without a charset); ours wins.
    if (headers && contentType && status < 400) headers["Content-Type"] = contentType;
    return realWriteHead.call(this, status, ...rest);
  };

  return {
    lstat: async (file) => {
      const stats = await lstat(file);
      const range = request.headers.range;
      if (range && stats.isFile()) {
        const parsed = parseRange(stats.size, range, { combine: true });
        if (parsed === -1 || parsed === -2 || parsed.type !== "bytes" || parsed.length !== 1)
          delete request.headers.range;
      }
      return stats;
    },
    createReadStream: (file, options = {}) => {
      const whole = options.start === undefined && options.end === undefined;
      let target = file;
      for (const [name, suffix] of whole ? encodingsFor(request) : []) {
        try {
          const stats = statSync(file + suffix);
          encoded = { name, size: stats.size };
          target = file + suffix;
          break;
        } catch {
          // no pre-compressed sibling for this encoding
        }
      }
      const stream = createReadStream(target, options);
      const close = () => stream.destroy();
      response.once("close", close);
      stream.once("close", () => response.off("close", close));
      stream.on("error", (error) => {
        if (error.code !== "ENOENT") console.error(`serve: ${target}: ${error.message}`);
        if (!response.headersSent) plain(response, 500);
        else response.destroy();
      });
      return stream;
    },
  };
}

const server = http.createServer((request, response) => {
  for (const [name, value] of Object.entries(allHeaders)) response.setHeader(name, value);

  const status = rejectReason(request.method ?? "GET", request.url ?? "/");
  if (status) return plain(response, status);

  const [pathname, query] = splitUrl(request.url ?? "/");
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname) {
    response.writeHead(301, { Location: canonical + query, "Cache-Control": errorCache });
    return response.end();
  }

  response.setHeader("Cache-Control", cacheControlFor(pathname));
  const type = contentTypeFor(pathname);
  if (type) response.setHeader("Content-Type", type);
  handler(
    request,
    response,
    { public: publicDir, cleanUrls: true, trailingSlash: false, directoryListing: false, etag: true },
    fileMethods(request, response, type),
  ).catch((error) => {
    if (error.code === "ENAMETOOLONG") return response.headersSent ? response.end() : plain(response, 404);
    console.error(error);
    if (!response.headersSent) plain(response, 500);
    else response.destroy();
  });
});

function splitUrl(url) {
  const index = url.indexOf("?");
  return index === -1 ? [url, ""] : [url.slice(0, index), url.slice(index)];
}

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(root, publicDir)} at http://${host}:${port}`);
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
