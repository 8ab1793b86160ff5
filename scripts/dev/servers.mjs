/**
 * Starts the site's two servers on loopback, each on a port the system chooses, for the tests and
 * `npm run bench:faults`: `npm start`'s server (scripts/server/serve.ts, PORT=0, which prints the port
 * it got) and nginx with the configuration generated from scripts/pipeline/headers/ (deploy/nginx.conf),
 * in a scratch prefix with a main configuration of its own.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { limits } from "../pipeline/headers/headers.ts";
import { nginxConf } from "../pipeline/headers/write-nginx-conf.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));

/** Debian's brotli module for nginx (libnginx-mod-http-brotli-static), when installed. */
export const brotliModule = ["/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"].find((file) =>
  existsSync(file),
);

/** A port no one listens on, as the system hands it out (port 0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Sends bytes as they are (for requests no HTTP client would send) and reads the answer's status and
 * headers. The connection is closed by the server or after 5 s.
 */
export function rawRequest(port, text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (received += chunk));
    socket.setTimeout(5000, () => socket.destroy());
    socket.on("error", reject);
    socket.on("close", () => {
      const [statusLine = "", ...lines] = received.split("\r\n\r\n")[0].split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(received.slice(0, 80))}`));
      const rawHeaders = lines.flatMap((line) => {
        const index = line.indexOf(":");
        return [line.slice(0, index).trim(), line.slice(index + 1).trim()];
      });
      const headers = {};
      for (let index = 0; index < rawHeaders.length; index += 2)
        headers[rawHeaders[index].toLowerCase()] ??= rawHeaders[index + 1];
      resolve({ status, headers, rawHeaders });
    });
  });
}

/** Resolves once a TCP connection to the port is refused: the server has let it go. */
export function portClosed(port) {
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
 * `npm start`'s server (or another script with the same interface) on a port of its own. Resolves once
 * it has printed the address it listens on.
 */
export function startNode({ script = path.join(root, "scripts", "server", "serve.ts"), buildDir } = {}) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...(buildDir ? { BUILD_DIR: buildDir } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      const port = /http:\/\/[^:\s]+:(\d+)/.exec(stdout)?.[1];
      if (port)
        resolve({ child, port: Number(port), stderr: () => stderr, stop: () => child.kill("SIGKILL") });
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
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
} = {}) {
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
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const started = await new Promise((resolve) => {
      child.once("exit", () => resolve(false));
      const poll = () =>
        net
          .connect(port, "127.0.0.1")
          .once("connect", function () {
            this.destroy();
            resolve(true);
          })
          .once("error", () => child.exitCode === null && setTimeout(poll, 50));
      poll();
    });
    if (started)
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
