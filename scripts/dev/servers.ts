/**
 * Starts the site's two servers on loopback, each on a port the system chooses, for the tests and
 * `npm run bench`, `bench:faults` and `bench:search`: `npm start`'s server (scripts/server/serve.ts,
 * PORT=0, which prints the port it got) and nginx with the configuration generated from
 * scripts/pipeline/headers/ (deploy/nginx.conf), in a scratch prefix with a main configuration of its own.
 */
import { type ChildProcess, type ChildProcessByStdio, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { limits } from "../pipeline/headers/headers.ts";
import { nginxConf } from "../pipeline/headers/write-nginx-conf.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A server started here: its process, the port it listens on, what it wrote to stderr, and a stop. */
export interface RunningServer {
  child: ChildProcess;
  port: number;
  stderr: () => string;
  stop: () => void;
}

/** An answer read off the socket as it came: the status, each header's first value, and every header. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  rawHeaders: string[];
}

export const nginxBinary: string | undefined = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) =>
  existsSync(candidate),
);

/** Debian's brotli module for nginx (libnginx-mod-http-brotli-static), when installed. */
export const brotliModule: string | undefined = [
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
].find((file) => existsSync(file));

/**
 * A port no one listens on, as the system hands it out (port 0), then let go. Only for nginx: it cannot
 * listen on port 0, so its port is chosen before it starts (Node's servers listen on 0 themselves).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Sends bytes as they are (for requests no HTTP client would send) and reads the answer's status and
 * headers. The connection is closed by the server or after 5 s.
 */
export function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.setTimeout(5000, () => socket.destroy());
    socket.on("error", reject);
    socket.on("close", () => {
      const [statusLine = "", ...lines] = (received.split("\r\n\r\n")[0] ?? "").split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(received.slice(0, 80))}`));
      const rawHeaders = lines.flatMap((line) => {
        const index = line.indexOf(":");
        return [line.slice(0, index).trim(), line.slice(index + 1).trim()];
      });
      const headers: Record<string, string> = {};
      for (let index = 0; index + 1 < rawHeaders.length; index += 2)
        headers[rawHeaders[index]!.toLowerCase()] ??= rawHeaders[index + 1]!;
      resolve({ status, headers, rawHeaders });
    });
  });
}

/** Resolves once a TCP connection to the port is refused: the server has let it go. */
export function portClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

/**
 * `npm start`'s server (or another script with the same interface, such as an older version's) on
 * loopback. It listens on `port`, by default 0: the system chooses a free port, and the server prints the
 * address it got. Resolves once it has printed that address.
 */
export function startNode({
  script = path.join(root, "scripts", "server", "serve.ts"),
  buildDir,
  port = 0,
}: { script?: string; buildDir?: string; port?: number } = {}): Promise<RunningServer> {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let stdout = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      stdout += chunk;
      const bound = /http:\/\/[^:\s]+:(\d+)/.exec(stdout)?.[1];
      if (bound)
        resolve({ child, port: Number(bound), stderr: () => stderr, stop: () => child.kill("SIGKILL") });
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
}

/** Resolves with true once something accepts connections on the port, or false if the process exits first. */
function accepting(port: number, child: ChildProcess): Promise<boolean> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve(false));
    const poll = () => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => child.exitCode === null && setTimeout(poll, 50));
    };
    poll();
  });
}

/**
 * nginx with the generated site configuration, in a scratch prefix. The main configuration is written
 * here as docs/deployment.md says it should be (worker_connections as the connection cap). With Debian's
 * brotli module installed it is loaded and `brotli_static` switched on, as docs/deployment.md says.
 */
export async function startNginx({
  buildDir = path.join(root, process.env.BUILD_DIR || "build", "client"),
  brotli = Boolean(brotliModule),
}: { buildDir?: string; brotli?: boolean } = {}): Promise<RunningServer & { prefix: string }> {
  if (!nginxBinary)
    throw new Error('nginx is not installed: run "apt-get update && apt-get install -y nginx"');
  const prefix = mkdtempSync(path.join(tmpdir(), "attune-nginx-"));
  // The port comes from the system; if another process takes it before nginx binds, try another.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    writeFileSync(
      path.join(prefix, "site.conf"),
      nginxConf({ root: buildDir, listen: `127.0.0.1:${port}`, brotli }),
    );
    writeFileSync(
      path.join(prefix, "nginx.conf"),
      `${brotli ? `load_module ${brotliModule};\n` : ""}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections ${limits.maxConnections}; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
    );
    const check = spawnSync(nginxBinary, ["-t", "-p", prefix, "-c", `${prefix}/nginx.conf`], {
      encoding: "utf8",
    });
    if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
    const child = spawn(nginxBinary, ["-p", prefix, "-c", `${prefix}/nginx.conf`, "-g", "daemon off;"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => (stderr += chunk));
    if (await accepting(port, child))
      return {
        child,
        port,
        prefix,
        stderr: () => stderr,
        stop: () => {
          child.kill("SIGQUIT");
          child.once("exit", () => rmSync(prefix, { recursive: true, force: true }));
        },
      };
    if (!/Address already in use/.test(stderr)) throw new Error(`nginx did not start: ${stderr}`);
  }
  throw new Error("nginx: no free port after 3 attempts");
}
