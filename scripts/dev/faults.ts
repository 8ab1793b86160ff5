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
import http, { type IncomingHttpHeaders } from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { limits } from "../pipeline/headers/headers.ts";
import { nginxBinary, portClosed, type RunningServer, startNginx, startNode } from "./servers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A response read to its end. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
  length: number;
}

/** One line of the table: what was checked, what was seen, and whether the check held. */
export interface Result {
  check: string;
  figure: string;
  ok: boolean;
}

/** Open file descriptors of a process (Linux /proc). */
export const openDescriptors = (pid: number | undefined): number => readdirSync(`/proc/${pid}/fd`).length;

/** Starts a server script on a port the system chooses; resolves once it listens. */
export async function startServer({
  script,
  buildDir,
}: { script?: string; buildDir?: string } = {}): Promise<RunningServer> {
  return startNode({ script, buildDir });
}

/** One request with a 5 s deadline; resolves with the status, headers, body and its length. */
export function request(
  port: number,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
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
export function abandoned(port: number, pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`);
    });
    socket.once("data", () => socket.destroy());
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
    socket.setTimeout(5000, () => socket.destroy());
  });
}

/** Runs `count` tasks, `concurrency` at a time. */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** The fault run: figures for a table, and whether each check held. */
export async function runFaults({
  script,
  buildDir,
  conditional = 4000,
  abandonedCount = 400,
}: {
  script?: string;
  buildDir?: string;
  conditional?: number;
  abandonedCount?: number;
}): Promise<Result[]> {
  const { child, port, stderr } = await startServer({ script, buildDir });
  const results: Result[] = [];
  try {
    const first = await request(port, "/", {});
    const etag = first.headers.etag ?? "";
    const fdStart = openDescriptors(child.pid);

    const statuses = new Map<number, number>();
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
    await new Promise<void>((resolve) =>
      slow.once("connect", () => slow.write("GET / HTTP/1.1\r\nHost: localhost\r\n", () => resolve())),
    );
    const stopped = Date.now();
    child.kill("SIGTERM");
    // Waits at most 10 s: a server that ignores the stop is reported, then killed.
    const exited = await new Promise<boolean>((resolve) => {
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
export const injectionPaths: string[] = [
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
export function injected(response: Answer): boolean {
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
export async function rangeWithEncoding(
  port: number,
  pathname: string,
  acceptEncoding = "br, gzip",
): Promise<{ ok: boolean; figure: string }> {
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
export const rangeCases: [range: string, status: number][] = [
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
export function unfinishedHeaders(port: number, deadlineMs: number): Promise<number> {
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
export async function runRequestFaults(
  port: number,
  { slowClient = true }: { slowClient?: boolean } = {},
): Promise<Result[]> {
  const results: Result[] = [];
  // A check that fails by error (a reset connection, a short body) is reported, and the others still run.
  const check = async (name: string, run: () => Promise<Omit<Result, "check">>) => {
    try {
      results.push({ check: name, ...(await run()) });
    } catch (error) {
      results.push({ check: name, figure: `failed: ${messageOf(error)}`, ok: false });
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
    const ranges: { range: string; status: number | string; ok: boolean }[] = [];
    for (const [range, expected] of rangeCases) {
      const answer: { status: number | string; body: Buffer } = await request(port, "/robots.txt", {
        Range: range,
      }).catch((error: unknown) => ({ status: messageOf(error), body: Buffer.alloc(0) }));
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
export async function etagFaults(
  start: () => Promise<RunningServer>,
  pathname = "/rss.xml",
): Promise<Result> {
  type Encoding = "br" | "identity";
  type Tag = { etag: string | undefined; sent: string };
  // One fresh server asked for the two encodings in the given order: the ETag of each and what it sent.
  const tagsOn = async (order: [Encoding, Encoding]) => {
    const server = await start();
    try {
      const tags = new Map<Encoding, Tag>();
      for (const encoding of order) {
        const { headers } = await request(server.port, pathname, { "Accept-Encoding": encoding });
        tags.set(encoding, { etag: headers.etag, sent: headers["content-encoding"] ?? "identity" });
      }
      return { br: tags.get("br")!, identity: tags.get("identity")! };
    } finally {
      server.stop();
    }
  };
  const first = await tagsOn(["br", "identity"]);
  const second = await tagsOn(["identity", "br"]);
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

/** The message of anything thrown. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name: string): string | undefined =>
    args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined;
  const serverOption = option("server");
  const script = serverOption ? path.resolve(serverOption) : undefined;
  const buildDir = process.env.BUILD_DIR;
  const startOwn = () => startServer({ script, buildDir });
  const fresh = await startOwn();
  const results: Result[] = [];
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
      conditional: Number(option("conditional") ?? "4000"),
      abandonedCount: Number(option("abandoned") ?? "400"),
    })),
  );
  const print = (title: string, rows: Result[]) => {
    console.log(`\n${title}\n\n| check | figure | holds |\n| --- | --- | --- |`);
    for (const { check, figure, ok } of rows) console.log(`| ${check} | ${figure} | ${ok ? "yes" : "NO"} |`);
  };
  print(`npm start (${script ? path.relative(root, script) : "scripts/server/serve.ts"})`, results);
  let nginxResults: Result[] = [];
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
