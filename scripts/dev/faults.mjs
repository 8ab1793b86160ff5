/**
 * `npm run bench:faults`: the faults a static server meets in ordinary use, sent on loopback in fixed,
 * bounded numbers to a server of its own, with the figures printed as a table. Not a test (the counts
 * are larger than a test should wait for); tests/server/serve.spec.ts runs the same checks small.
 *
 *   npm run bench:faults                               against scripts/server/serve.mjs
 *   npm run bench:faults -- --server path/to/serve.mjs  against another version, for a before/after
 *   npm run bench:faults -- --conditional 4000 --abandoned 400
 *
 * It stops by itself: every request has a deadline, and the server is stopped at the end.
 */
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Open file descriptors of a process (Linux /proc). */
export const openDescriptors = (pid) => readdirSync(`/proc/${pid}/fd`).length;

/** Starts a server script on a loopback port and resolves once it answers. */
export async function startServer({
  script = path.join(root, "scripts", "server", "serve.mjs"),
  port,
  buildDir,
}) {
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await request(port, "/", {}).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, stderr: () => stderr };
}

/** One request with a 5 s deadline; resolves with the status, headers and body length. */
export function request(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, headers, agent: false }, (res) => {
      let length = 0;
      res.on("data", (chunk) => (length += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, length }));
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
export async function runFaults({ port, script, buildDir, conditional = 4000, abandonedCount = 400 }) {
  const { child, stderr } = await startServer({ port, script, buildDir });
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
    await new Promise((resolve) => setTimeout(resolve, 500));
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
    const slow = net.connect(port, "127.0.0.1", () => slow.write("GET / HTTP/1.1\r\nHost: localhost\r\n"));
    slow.on("error", () => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
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
    if (!exited) child.kill("SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, exited ? 0 : 200));
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    slow.destroy();
    results.push({
      check: "SIGTERM with a slow client connected",
      figure: exited
        ? `exited after ${exitMs} ms; port ${free ? "free" : "still taken"}`
        : "still running after 10 s",
      ok: exited && exitMs <= 5000 && free,
    });
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) =>
    args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
  const results = await runFaults({
    port: Number(option("port", "4320")),
    script: option("server", undefined) && path.resolve(option("server")),
    buildDir: process.env.BUILD_DIR,
    conditional: Number(option("conditional", "4000")),
    abandonedCount: Number(option("abandoned", "400")),
  });
  console.log("| check | figure | holds |\n| --- | --- | --- |");
  for (const { check, figure, ok } of results) console.log(`| ${check} | ${figure} | ${ok ? "yes" : "NO"} |`);
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}
