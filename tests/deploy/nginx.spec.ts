import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { nginxConf } from "../../scripts/build/write-nginx-conf.mjs";

/*
 * Serves the build with nginx and deploy/nginx.conf, as a production host would, and checks it
 * behaves like `npm start`: status codes, clean URLs, the 404 page and the headers.
 */
const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
const port = 4190 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;
const buildRoot = path.resolve(process.env.BUILD_DIR || "build", "client");
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  if (!nginxBinary)
    throw new Error('nginx is not installed: run "apt-get update && apt-get install -y nginx"');
  const prefix = mkdtempSync(path.join(tmpdir(), "attune-nginx-"));
  writeFileSync(path.join(prefix, "site.conf"), nginxConf({ root: buildRoot, listen: `127.0.0.1:${port}` }));
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 64; }
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
  expect(check.status, check.stderr).toBe(0);
  server = spawn(nginxBinary, ["-p", prefix, "-c", `${prefix}/nginx.conf`, "-g", "daemon off;"], {
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(base).catch(() => undefined))?.status, { timeout: 10_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill("SIGQUIT");
});

test("deploy/nginx.conf is up to date with scripts/build/headers.mjs", () => {
  expect(readFileSync("deploy/nginx.conf", "utf8")).toBe(nginxConf());
});

test("serves pages at clean URLs with the security headers", async () => {
  for (const pagePath of ["/", "/tools", "/blog/ai-neutrality", "/join-attune"]) {
    const response = await fetch(base + pagePath, { redirect: "manual" });
    expect(response.status, pagePath).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("cache-control")).toContain("must-revalidate");
    const html = await response.text();
    expect(html).toContain("<h1");
  }
});

test("answers unknown paths with 404 and the not-found page", async () => {
  for (const pagePath of ["/nope", "/blog/not-a-post"]) {
    const response = await fetch(base + pagePath);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  }
});

test("caches hashed assets for a year and refuses other methods", async () => {
  const html = await (await fetch(`${base}/`)).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)![0];
  const response = await fetch(base + asset);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect((await fetch(`${base}/`, { method: "POST" })).status).toBe(405);
  expect((await fetch(`${base}/_headers`)).status).toBe(404);
  expect((await fetch(`${base}/sitemap.xml`)).headers.get("content-type")).toContain("xml");
});
