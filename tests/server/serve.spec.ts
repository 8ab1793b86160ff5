import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
// The fault run of `npm run bench:faults`, here with small counts.
import { request, runFaults, startServer } from "../../scripts/dev/faults.ts";
import { portClosed } from "../../scripts/dev/servers.ts";
import { sitePaths } from "../e2e/site-urls.ts";

/*
 * `npm start`'s server under the faults a public server meets (scripts/server/serve.ts): conditional
 * and abandoned requests, odd paths, ranges, encodings and stops. Each server here is started on a port
 * the system chooses (PORT=0), so no two tests or workers share one.
 */

function raw(portNumber: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port: portNumber, path: pathname, headers, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    },
  );
}

test("open descriptors stay flat under conditional and abandoned requests; long segments, missing assets and SIGTERM are answered sensibly", async () => {
  test.setTimeout(60_000);
  // runFaults starts a server of its own: the descriptor counts are that process's alone.
  const results = await runFaults({ conditional: 600, abandonedCount: 80 });
  for (const { check, figure, ok } of results) expect(ok, `${check}: ${figure}`).toBe(true);
});

test.describe("one server", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let at: number;
  test.beforeAll(async () => {
    server = await startServer();
    at = server.port;
  });
  test.afterAll(() => server.stop());

  test("sends the build's brotli or gzip file when the client takes it, the plain file otherwise", async () => {
    const plain = await raw(at, "/tools", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await raw(at, "/tools", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw(at, "/tools", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // A client that refuses brotli (q=0) gets gzip.
    expect((await raw(at, "/tools", { "Accept-Encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe(
      "gzip",
    );
    // The not-found page, compressed too, still says what it is.
    const missing = await raw(at, "/nope", { "Accept-Encoding": "br" });
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).toString()).toContain("Oops! Page not found");
  });

  test("every page reaches a phone in the connection's first round trip: headers and brotli HTML within 14,600 bytes", async () => {
    // A new connection sends ten packets of 1,460 bytes before it waits for an answer. A page beyond that
    // takes one round trip more; in Lighthouse's estimate of a slow phone its whole first layout then
    // falls after the first paint and counts as blocking time (ADR 044: on one recorded load of an
    // article, 14,600 bytes gave 7 ms, 14,610 bytes 35 ms). Headers as this server sends them, counted
    // as HTTP/1.1 writes them.
    const firstRoundTrip = 10 * 1460;
    // The spec's two longest articles: their words alone are 7.6 and 9.0 KB brotli, and nothing else on
    // their pages is large enough to make up the rest (ADR 044); their first layout is kept short instead
    // (ADR 045). Listed, so that no other page joins them unseen, and checked to be still over, so the
    // list goes when they fit.
    const tooLong = ["/blog/nudging-experience-part1", "/blog/nudging-experience-part2"];
    const sizes: Record<string, number> = {};
    for (const pathname of sitePaths()) {
      const answer = await request(at, pathname, { "Accept-Encoding": "br" });
      expect(answer.headers["content-encoding"], pathname).toBe("br");
      // "HTTP/1.1 200 OK", each "Name: value", each line ending in CRLF, and the blank line.
      const headerBytes =
        "HTTP/1.1 200 OK\r\n".length +
        answer.rawHeaders.reduce((sum, part) => sum + part.length, 0) +
        (answer.rawHeaders.length / 2) * 4 +
        2;
      sizes[pathname] = headerBytes + answer.body.length;
    }
    expect(Object.keys(sizes).length).toBeGreaterThan(150);
    const over = Object.entries(sizes)
      .filter(([, bytes]) => bytes > firstRoundTrip)
      .map(([pathname]) => pathname);
    expect(over.sort()).toEqual(tooLong);
  });

  test("redirects to the one URL of a page and keeps the query", async () => {
    for (const [from, to] of [
      ["/tools/?q=1", "/tools?q=1"],
      ["//tools", "/tools"],
      ["/blog//ai-neutrality", "/blog/ai-neutrality"],
      ["/tools/index.html", "/tools"],
      ["/index.html?x=y", "/?x=y"],
    ]) {
      const response = await raw(at, from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  test("gives React Router's data files a type, refuses a range it cannot satisfy (416, as nginx), and never caches an error", async () => {
    expect((await raw(at, "/blog.data")).headers["content-type"]).toBe("text/x-script; charset=utf-8");
    expect((await raw(at, "/blog/ai-neutrality.bib")).headers["content-type"]).toBe(
      "application/x-bibtex; charset=utf-8",
    );
    // The usual MIME tables know .ris without a charset: the site's own table must win.
    expect((await raw(at, "/patterns/autoplay.ris")).headers["content-type"]).toBe(
      "application/x-research-info-systems; charset=utf-8",
    );
    const whole = await raw(at, "/robots.txt");
    for (const range of ["bytes=abc", "bytes=999999-", "bytes=5-2"]) {
      const response = await raw(at, "/robots.txt", { Range: range });
      expect(response.status, range).toBe(416);
      expect(response.headers["content-range"], range).toBe(`bytes */${whole.body.length}`);
    }
    const part = await raw(at, "/robots.txt", { Range: "bytes=0-3" });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe(whole.body.subarray(0, 4).toString());
    for (const pathname of ["/assets/root-AAAAAAAA.css", "/nope", "/tools/..%2f"]) {
      const response = await raw(at, pathname);
      expect(response.status, pathname).toBeGreaterThanOrEqual(400);
      expect(response.headers["cache-control"], pathname).toBe("no-store");
    }
  });
});

test("serves nothing reached through a link: not a linked file, not a file in a linked folder", async () => {
  const build = mkdtempSync(path.join(tmpdir(), "attune-links-"));
  const client = path.join(build, "client");
  const outside = mkdtempSync(path.join(tmpdir(), "attune-outside-"));
  try {
    mkdirSync(path.join(client, "real"), { recursive: true });
    writeFileSync(path.join(client, "real", "index.html"), "<p>a page</p>");
    writeFileSync(path.join(client, "404.html"), "<p>not found</p>");
    writeFileSync(path.join(outside, "secret.txt"), "not for visitors");
    mkdirSync(path.join(outside, "page"));
    writeFileSync(path.join(outside, "page", "index.html"), "<p>from outside</p>");
    symlinkSync(outside, path.join(client, "linked-folder"));
    symlinkSync(path.join(outside, "secret.txt"), path.join(client, "linked.txt"));
    // A link to a folder inside the build is refused as well: nothing in a build is a link.
    symlinkSync(path.join(client, "real"), path.join(client, "inside-link"));
    const server = await startServer({ buildDir: build });
    try {
      expect((await raw(server.port, "/real")).status).toBe(200);
      for (const pathname of [
        "/linked-folder/secret.txt",
        "/linked-folder/page",
        "/linked.txt",
        "/inside-link",
      ]) {
        const response = await raw(server.port, pathname);
        expect(response.status, pathname).toBe(404);
        expect(response.body.toString(), pathname).toBe("<p>not found</p>");
      }
    } finally {
      server.stop();
    }
  } finally {
    rmSync(build, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  }
});

test("`npm start` stops, and frees its port, when it is sent SIGTERM", async () => {
  test.setTimeout(60_000);
  const npm = spawn("npm", ["start"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "ignore"],
  });
  // The server prints the port the system gave it.
  const at = await new Promise<number>((resolve, reject) => {
    let stdout = "";
    npm.stdout.on("data", (chunk) => {
      stdout += chunk;
      const port = /http:\/\/[^:\s]+:(\d+)/.exec(stdout)?.[1];
      if (port) resolve(Number(port));
    });
    npm.once("exit", (code) => reject(new Error(`npm start exited (${code}) before listening`)));
  });
  expect((await raw(at, "/")).status).toBe(200);
  const exited = new Promise((resolve) => npm.once("exit", resolve));
  npm.kill("SIGTERM");
  await exited;
  await expect.poll(() => portClosed(at)).toBe(true);
});

/** Sends bytes as they are and reads the whole answer until the server closes the connection. */
function rawExchange(portNumber: number, request: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(portNumber, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("error", reject);
  });
}

test.describe("odd requests get a proper answer with the site's headers", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(() => server.stop());

  test("Expect, CONNECT, two Hosts, a bad Host, a long query, an encoded letter, Atom and compressed tables", async () => {
    const expectJunk = await rawExchange(
      server.port,
      "GET / HTTP/1.1\r\nHost: localhost\r\nExpect: junk\r\n\r\n",
    );
    expect(expectJunk).toMatch(/^HTTP\/1\.1 417 /);
    expect(expectJunk).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    const connect = await rawExchange(
      server.port,
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
    );
    expect(connect).toMatch(/^HTTP\/1\.1 405 /);
    expect(connect).toMatch(/\r\nx-frame-options: DENY\r\n/i);
    const twoHosts = await rawExchange(
      server.port,
      "GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(twoHosts).toMatch(/^HTTP\/1\.1 400 /);
    const badHost = await rawExchange(
      server.port,
      "GET / HTTP/1.1\r\nHost: a b/c\r\nConnection: close\r\n\r\n",
    );
    expect(badHost).toMatch(/^HTTP\/1\.1 400 /);
    const fine = await rawExchange(
      server.port,
      "GET /tools HTTP/1.1\r\nHost: localhost:4173\r\nConnection: close\r\n\r\n",
    );
    expect(fine).toMatch(/^HTTP\/1\.1 200 /);

    expect((await raw(server.port, `/search?q=${"a".repeat(5000)}`)).status).toBe(200);
    const encoded = await raw(server.port, "/t%6fols");
    expect(encoded.status).toBe(301);
    expect(encoded.headers.location).toBe("/tools");
    expect((await raw(server.port, "/updates.xml")).headers["content-type"]).toBe(
      "application/atom+xml; charset=utf-8",
    );
    const csv = await raw(server.port, "/enforcement.csv", { "Accept-Encoding": "br" });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-encoding"]).toBe("br");
  });
});
