/**
 * `npm start`: serves the production build the way a static host or CDN
 * would. The file serving is serve-handler (the engine of the `serve`
 * package): clean URLs, 404.html for unknown paths with status 404. This thin
 * wrapper adds what serve-handler leaves to its host: only GET and HEAD,
 * rejection of malformed or traversing paths before any file lookup, and the
 * security and cache headers from scripts/build/headers.mjs.
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import handler from "serve-handler";
import { allHeaders, cacheControlFor } from "../build/headers.mjs";
import { rejectReason } from "./request-guard.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicDir = path.join(root, process.env.BUILD_DIR || "build", "client");
const port = Number(process.env.PORT) || 4173;
const host = process.env.HOST || "localhost";

const messages = { 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 414: "URI Too Long" };

// gzip/deflate as any CDN would; text responses only, as compression's defaults decide.
const compress = compression();

const server = http.createServer((request, response) => {
  for (const [name, value] of Object.entries(allHeaders)) response.setHeader(name, value);

  const status = rejectReason(request.method ?? "GET", request.url ?? "/");
  if (status) {
    if (status === 405) response.setHeader("Allow", "GET, HEAD");
    response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    response.end(`${status} ${messages[status]}\n`);
    return;
  }

  const pathname = (request.url ?? "/").split("?")[0];
  response.setHeader("Cache-Control", cacheControlFor(pathname));
  compress(request, response, () =>
    serveFile(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("500 Internal Server Error\n");
    }),
  );
});

function serveFile(request, response) {
  return handler(request, response, {
    public: publicDir,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    etag: true,
  });
}

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(root, publicDir)} at http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
