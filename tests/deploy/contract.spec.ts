import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { headersForPath } from "../../scripts/build/headers/headers-file.mjs";
import { errorCache, limits } from "../../scripts/build/headers/headers.mjs";
import {
  etagFaults,
  injected,
  injectionPaths,
  rangeCases,
  rangeWithEncoding,
  request,
  unfinishedHeaders,
} from "../../scripts/dev/faults.mjs";
import { startNginx, startNode, type RunningServer } from "../../scripts/dev/servers.mjs";
import { buildDir, contract, securityHeaders } from "./contract";

/*
 * One contract (./contract.ts), three ways the site is served: `npm start`'s server and nginx with
 * deploy/nginx.conf, each started here on a port the system chooses, must answer it exactly; the
 * `_headers` file the build writes must say it wherever a static host would use its own default.
 */
const servers: [string, () => Promise<RunningServer>][] = [
  ["npm start", () => startNode()],
  ["nginx with deploy/nginx.conf", () => startNginx()],
];

for (const [name, start] of servers) {
  test.describe(name, () => {
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await start();
    });
    test.afterAll(() => server?.stop());

    test("answers the 12 kinds of URL with the contract's status, type, caching and security headers", async () => {
      const rows = contract();
      const actual = [];
      for (const row of rows) {
        const { status, headers } = await request(server.port, row.path);
        actual.push({
          kind: row.kind,
          status,
          contentType: headers["content-type"],
          cacheControl: headers["cache-control"],
          security: Object.fromEntries(
            Object.keys(securityHeaders).map((h) => [h, headers[h.toLowerCase()]]),
          ),
        });
      }
      expect(actual).toEqual(
        rows.map(({ kind, status, contentType, cacheControl }) => ({
          kind,
          status,
          contentType,
          cacheControl,
          security: securityHeaders,
        })),
      );
    });

    test("an encoded CR or LF in a path never becomes a header", async () => {
      for (const pathname of injectionPaths) {
        const response = await request(server.port, pathname);
        expect(response.headers["set-cookie"], pathname).toBeUndefined();
        expect(injected(response), `${pathname} → ${response.status} ${response.headers.location}`).toBe(
          false,
        );
      }
    });

    test("redirects to a page's one URL name a path (never a scheme or host), are not cached and carry the security headers", async () => {
      for (const [from, to] of [
        ["/tools/", "/tools"],
        ["//tools", "/tools"],
        ["/tools/index.html?x=1", "/tools?x=1"],
        ["/tools.html", "/tools"],
        ["/index.html", "/"],
      ]) {
        const response = await request(server.port, from!);
        expect(response.status, from).toBe(301);
        expect(response.headers.location, from).toBe(to);
        expect(response.headers["cache-control"], from).toBe(errorCache);
        for (const [header, value] of Object.entries(securityHeaders))
          expect(response.headers[header.toLowerCase()], `${from} ${header}`).toBe(value);
      }
    });

    test("answers a range it cannot read or satisfy with 416, and several ranges with the whole file", async () => {
      const whole = await request(server.port, "/robots.txt");
      for (const [range, status] of rangeCases) {
        const response = await request(server.port, "/robots.txt", { Range: range });
        expect(response.status, range).toBe(status);
        if (status === 200) expect(response.body.equals(whole.body), range).toBe(true);
        if (status === 416) expect(response.headers["content-range"], range).toBe(`bytes */${whole.length}`);
      }
      const part = await request(server.port, "/robots.txt", { Range: "bytes=0-3" });
      expect(part.body.equals(whole.body.subarray(0, 4))).toBe(true);
    });

    test("serves the .br and .gz copies only in place of their file, never as files of their own", async () => {
      for (const pathname of ["/index.html.br", "/tools.data.br", "/rss.xml.gz"]) {
        const response = await request(server.port, pathname);
        expect(response.status, pathname).toBe(404);
        expect(response.headers["cache-control"], pathname).toBe(errorCache);
      }
    });

    test("on a fresh server, a first request with Range and Accept-Encoding: br gets bytes of the encoding it is labelled with", async () => {
      const fresh = await start();
      try {
        const css = contract().find((row) => row.kind.startsWith("hashed asset"))!.path;
        for (const pathname of ["/rss.xml", "/tools", css]) {
          const { ok, figure } = await rangeWithEncoding(fresh.port, pathname);
          expect(ok, `${pathname}: ${figure}`).toBe(true);
        }
      } finally {
        fresh.stop();
      }
    });

    test("the ETag does not depend on the encoding the first visitor asked for", async () => {
      const { ok, figure } = await etagFaults(start);
      expect(ok, figure).toBe(true);
    });

    test("a client that never finishes its request headers is disconnected after the header timeout", async () => {
      test.setTimeout((limits.headersTimeoutSeconds + 20) * 1000);
      const allowed = (limits.headersTimeoutSeconds + 5) * 1000;
      expect(await unfinishedHeaders(server.port, allowed + 5000)).toBeLessThan(allowed);
    });
  });
}

test("_headers says what the contract says wherever a static host would otherwise use its own default", () => {
  const file = readFileSync(path.join(buildDir, "_headers"), "utf8");
  for (const row of contract()) {
    const headers = headersForPath(file, row.headersFile.path);
    const values = (name: string) =>
      headers.filter(([header]) => header.toLowerCase() === name.toLowerCase()).map(([, value]) => value);
    for (const [header, value] of Object.entries(securityHeaders))
      expect(values(header), `${row.kind}: ${header}`).toEqual([value]);
    for (const [header, expected] of [
      ["Cache-Control", row.cacheControl],
      ["Content-Type", row.contentType],
    ] as const) {
      const hostDefault = row.headersFile.hostDefault.includes(header);
      expect(values(header), `${row.kind} (${row.headersFile.path}): ${header}`).toEqual(
        hostDefault ? [] : [expected],
      );
    }
  }
});
