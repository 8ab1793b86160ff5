/**
 * `npm run bench:faults`: the faults a static server meets in ordinary use, sent on loopback in fixed,
 * bounded numbers to a server of its own (on a port the system chooses), with the figures printed as a
 * table. Not a test (the counts are larger than a test should wait for); tests/server/serve.spec.ts and
 * tests/deploy/contract.spec.ts run the same checks small. The request faults (encoded CR/LF, ranges with
 * compression, invalid ranges, a client that never finishes its headers) also run against nginx with
 * deploy/nginx.conf when nginx is installed.
 *
 *   npm run bench:faults                               against scripts/server/serve.ts (and nginx)
 *   npm run bench:faults -- --server path/to/serve.ts  against another version, for a before/after
 *   npm run bench:faults -- --conditional 4000 --abandoned 400
 *
 * It stops by itself: every request has a deadline, and the server is stopped at the end.
 */
import { readdirSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { limits } from "../pipeline/headers/headers.ts";
import { nginxBinary, portClosed, startNginx, startNode } from "./servers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Open file descriptors of a process (Linux /proc). */
export const openDescriptors = (pid) => readdirSync(`/proc/${pid}/fd`).length;

/** Starts a server script on a port the system chooses; resolves once it listens. */
export async function startServer({ script, buildDir } = {}) {
  return startNode({ script, buildDir });
}

/** One request with a 5 s deadline; resolves with the status, headers, body and its length. */
export function request(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body,
          length: body.length,
        });
      });
      // A body shorter than its Content-Length ends with the deadline, not with "end".
      res.on("error", reject);
      res.on("close", () => {
        if (!res.complete) reject(new Error(`incomplete response: ${pathname}`));
      });
    });
    req.setTimeout(5000, () => req.destroy(new Error(`timeout: ${pathname}`)));
    req.on("error", reject);
  });
}

/** Sends a request for a large file and drops the connection as soon as the answer starts. */
export function abandoned(port, pathname) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`);
    });
    socket.once("data", () => socket.destroy());
    socket.on("close", resolve);
    socket.on("error", resolve);
    socket.setTimeout(5000, () => socket.destroy());
  });
}

/** Runs `count` tasks, `concurrency` at a time. */
async function pool(count, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** The fault run: figures for a table, and whether each check held. */
export async function runFaults({ script, buildDir, conditional = 4000, abandonedCount = 400 }) {
  const { child, port, stderr } = await startServer({ script, buildDir });
  const results = [];
  try {
    const first = await request(port, "/", {});
    const etag = first.headers.etag;
    const fdStart = openDescriptors(child.pid);

    const statuses = new Map();
    await pool(conditional, 20, async () => {
      const { status } = await request(port, "/", { "If-None-Match": etag });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const fdAfterConditional = openDescriptors(child.pid);
    results.push({
      check: `${conditional} conditional requests (If-None-Match)`,
      figure: `${[...statuses].map(([status, n]) => `${n}× ${status}`).join(", ")}; open descriptors ${fdStart} → ${fdAfterConditional}`,
      ok: fdAfterConditional - fdStart <= 10 && statuses.get(304) === conditional,
    });

    const large =
      "/assets/" +
      readdirSync(path.join(root, buildDir ?? "build", "client", "assets")).find((f) =>
        /^react-.*\.js$/.test(f),
      );
    await pool(abandonedCount, 20, () => abandoned(port, large));
    // The server learns of each drop a moment after the client: wait (5 s at most) for the count to settle.
    const settled = Date.now() + 5000;
    while (openDescriptors(child.pid) - fdStart > 10 && Date.now() < settled)
      await new Promise((resolve) => setImmediate(resolve));
    const fdAfterAbandoned = openDescriptors(child.pid);
    results.push({
      check: `${abandonedCount} requests abandoned mid-response`,
      figure: `open descriptors ${fdAfterConditional} → ${fdAfterAbandoned}`,
      ok: fdAfterAbandoned - fdStart <= 10,
    });

    const stderrBefore = stderr().length;
    const long = await request(port, `/${"a".repeat(251)}`, {});
    const longer = await request(port, `/blog/${encodeURIComponent("é".repeat(200))}`, {});
    results.push({
      check: "path segments of 251 and 400 bytes",
      figure: `${long.status}, ${longer.status}; ${stderr().length - stderrBefore} bytes logged`,
      ok: long.status === 404 && longer.status === 404 && stderr().length === stderrBefore,
    });

    const missing = await request(port, "/assets/root-AAAAAAAA.css", {});
    results.push({
      check: "a missing hashed asset",
      figure: `${missing.status}, Cache-Control: ${missing.headers["cache-control"]}`,
      ok: missing.status === 404 && !/immutable|max-age=[1-9]/.test(missing.headers["cache-control"] ?? ""),
    });

    // A slow client holds a connection open while the server is asked to stop.
    const slow = net.connect(port, "127.0.0.1");
    slow.on("error", () => {});
    await new Promise((resolve) =>
      slow.once("connect", () => slow.write("GET / HTTP/1.1\r\nHost: localhost\r\n", resolve)),
    );
    const stopped = Date.now();
    child.kill("SIGTERM");
    // Waits at most 10 s: a server that ignores the stop is reported, then killed.
    const exited = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    const exitMs = Date.now() - stopped;
    if (!exited) {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    const free = await portClosed(port);
    slow.destroy();
    results.push({
      check: "SIGTERM with a slow client connected",
      figure: exited
        ? `exited after ${exitMs} ms; port ${free ? "free" : "still taken"}`
        : "still running after 10 s",
      ok: exited && free,
    });
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  return results;
}

/**
 * Paths with an encoded CR/LF where each redirect rule of the two servers would act (repeated slash,
 * trailing slash, index.html, .html) and in the query of a redirect. None may produce a header.
 */
export const injectionPaths = [
  "//%0d%0aSet-Cookie:%20x=1",
  "//%0D%0ASet-Cookie:%20x=1",
  "/tools/%0d%0aSet-Cookie:%20x=1/",
  "/%0d%0aSet-Cookie:%20x=1/index.html",
  "/%0d%0aSet-Cookie:%20x=1.html",
  "/tools%0aSet-Cookie:%20x=1",
  "/tools%0dSet-Cookie:%20x=1",
  "//tools?%0d%0aSet-Cookie:%20x=1",
  "/tools/?a=%0d%0aSet-Cookie:%20x=1",
  "/blog//x%0d%0aLocation:%20https://example.org/",
];

/** Whether a response let a decoded control character make a header of its own. */
export function injected(response) {
  const location = response.headers.location ?? "";
  return (
    response.headers["set-cookie"] !== undefined ||
    response.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === "location").length >
      1 ||
    /[\r\n]/.test(location) ||
    /^(\/\/|[a-z]+:)/i.test(location)
  );
}

/**
 * A request with Range and Accept-Encoding as the first request of the server: the bytes must be the
 * start of the same encoding the server sends in full, labelled with that encoding.
 */
export async function rangeWithEncoding(port, pathname, acceptEncoding = "br, gzip") {
  const part = await request(port, pathname, { "Accept-Encoding": acceptEncoding, Range: "bytes=0-99" });
  const whole = await request(port, pathname, { "Accept-Encoding": acceptEncoding });
  const sameEncoding = part.headers["content-encoding"] === whole.headers["content-encoding"];
  const bytesMatch =
    part.status === 206
      ? part.body.equals(whole.body.subarray(0, 100))
      : part.status === 200 && part.body.equals(whole.body);
  return {
    ok: sameEncoding && bytesMatch,
    figure: `${part.status} ${part.headers["content-encoding"] ?? "identity"} (whole: ${whole.headers["content-encoding"] ?? "identity"})`,
  };
}

/** The answers to ranges that cannot be read or satisfied, and to several ranges (ADR 015). */
export const rangeCases = [
  ["bytes=abc", 416],
  ["bytes=999999-", 416],
  ["bytes=5-2", 416],
  ["bytes=0-1,abc", 416],
  ["bytes=0-1,3-4", 200],
  ["items=0-1", 200],
  ["bytes=0-3", 206],
  ["bytes=-4", 206],
];

/** Sends the first line and one header, then nothing; resolves with the milliseconds until the server hangs up. */
export function unfinishedHeaders(port, deadlineMs) {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n"),
    );
    socket.on("data", () => {});
    socket.on("error", () => {});
    socket.setTimeout(deadlineMs, () => socket.destroy());
    socket.on("close", () => resolve(Date.now() - started));
  });
}

/** The request faults, for any server listening on the port; the first requests must find it fresh. */
export async function runRequestFaults(port, { slowClient = true } = {}) {
  const results = [];
  // A check that fails by error (a reset connection, a short body) is reported, and the others still run.
  const check = async (name, run) => {
    try {
      results.push({ check: name, ...(await run()) });
    } catch (error) {
      results.push({ check: name, figure: `failed: ${error.message}`, ok: false });
    }
  };
  const assets = readdirSync(path.join(root, process.env.BUILD_DIR || "build", "client", "assets"));
  const stylesheet = `/assets/${assets.find((f) => /^root-.*\.css$/.test(f))}`;
  for (const pathname of ["/rss.xml", "/tools", stylesheet])
    await check(`first request Range + Accept-Encoding: br on ${pathname}`, () =>
      rangeWithEncoding(port, pathname),
    );

  await check(`${injectionPaths.length} paths with an encoded CR/LF`, async () => {
    const answers = await Promise.all(injectionPaths.map((pathname) => request(port, pathname)));
    const bad = answers.filter(injected).length;
    return {
      figure: `${[...new Set(answers.map((a) => a.status))].join("/")}; ${bad} with an injected header`,
      ok: bad === 0,
    };
  });

  await check("invalid and multiple ranges", async () => {
    const whole = await request(port, "/robots.txt");
    const ranges = [];
    for (const [range, expected] of rangeCases) {
      const answer = await request(port, "/robots.txt", { Range: range }).catch((error) => ({
        status: error.message,
        body: Buffer.alloc(0),
      }));
      const bodyOk = answer.status !== 200 || answer.body.equals(whole.body);
      ranges.push({ range, status: answer.status, ok: answer.status === expected && bodyOk });
    }
    return {
      figure: ranges.map(({ range, status, ok }) => `${range} ${status}${ok ? "" : " ✗"}`).join(", "),
      ok: ranges.every((r) => r.ok),
    };
  });

  if (slowClient)
    await check("a client that never finishes its headers", async () => {
      const allowed = (limits.headersTimeoutSeconds + 5) * 1000;
      const closedAfter = await unfinishedHeaders(port, allowed + 5000);
      return {
        figure: `disconnected after ${(closedAfter / 1000).toFixed(1)} s (limit ${limits.headersTimeoutSeconds} s)`,
        ok: closedAfter < allowed,
      };
    });
  return results;
}

/**
 * ETags must not depend on which encoding the first visitor asked for: two fresh servers, asked in the
 * opposite order, agree, and a compressed copy never shares the plain file's ETag.
 */
export async function etagFaults(start, pathname = "/rss.xml") {
  const orders = [
    ["br", "identity"],
    ["identity", "br"],
  ];
  const seen = [];
  for (const order of orders) {
    const server = await start();
    try {
      const tags = {};
      for (const encoding of order) {
        const { headers } = await request(server.port, pathname, { "Accept-Encoding": encoding });
        tags[encoding] = { etag: headers.etag, sent: headers["content-encoding"] ?? "identity" };
      }
      seen.push(tags);
    } finally {
      server.stop();
    }
  }
  const [first, second] = seen;
  return {
    check: `ETags of ${pathname} on two fresh servers asked for br and identity in opposite orders`,
    figure: `identity ${first.identity.etag} / ${second.identity.etag}; br (sent ${first.br.sent}) ${first.br.etag} / ${second.br.etag}`,
    ok:
      Boolean(first.identity.etag) &&
      first.identity.etag === second.identity.etag &&
      first.br.etag === second.br.etag &&
      // A compressed copy is another representation: it must not share the plain file's ETag.
      (first.br.sent === "identity" || first.br.etag !== first.identity.etag),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) =>
    args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
  const script = option("server", undefined) && path.resolve(option("server"));
  const buildDir = process.env.BUILD_DIR;
  const startOwn = () => startServer({ script, buildDir });
  const fresh = await startOwn();
  const results = [];
  try {
    results.push(...(await runRequestFaults(fresh.port)));
  } finally {
    fresh.stop();
  }
  results.push(await etagFaults(startOwn));
  results.push(
    ...(await runFaults({
      script,
      buildDir,
      conditional: Number(option("conditional", "4000")),
      abandonedCount: Number(option("abandoned", "400")),
    })),
  );
  const print = (title, rows) => {
    console.log(`\n${title}\n\n| check | figure | holds |\n| --- | --- | --- |`);
    for (const { check, figure, ok } of rows) console.log(`| ${check} | ${figure} | ${ok ? "yes" : "NO"} |`);
  };
  print(`npm start (${script ? path.relative(root, script) : "scripts/server/serve.ts"})`, results);
  let nginxResults = [];
  if (nginxBinary && !script) {
    const nginx = await startNginx();
    try {
      nginxResults = await runRequestFaults(nginx.port);
    } finally {
      nginx.stop();
    }
    nginxResults.push(await etagFaults(() => startNginx()));
    print("nginx with deploy/nginx.conf", nginxResults);
  }
  process.exitCode = [...results, ...nginxResults].every((result) => result.ok) ? 0 : 1;
}
