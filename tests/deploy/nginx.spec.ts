import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { Agent, get, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { nginxConf } from "../../scripts/pipeline/headers/write-nginx-conf.ts";
import {
  brotliModule,
  freePort,
  nginxBinary,
  startNginx,
  type RunningServer,
} from "../../scripts/dev/servers.ts";

/*
 * Serves the build with nginx and deploy/nginx.conf, as a production host would, and checks it
 * behaves like `npm start`: status codes, clean URLs, the 404 page and the headers. nginx listens on a
 * port the system chooses (scripts/dev/servers.ts); tests/deploy/contract.spec.ts holds it to the
 * same table as `npm start`.
 */
const buildRoot = path.resolve(process.env.BUILD_DIR || "build", "client");
let server: RunningServer | undefined;
let base = "";

/**
 * One GET with the given Accept-Encoding, read to its end, through node:http: fetch would decompress
 * the body and hide the length nginx sent.
 */
function answer(url: string, encoding: string, agent?: Agent) {
  return new Promise<IncomingMessage>((resolve, reject) =>
    get(url, { agent, headers: { "Accept-Encoding": encoding } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response));
    }).on("error", reject),
  );
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startNginx();
  base = `http://127.0.0.1:${server.port}`;
});

test.afterAll(() => {
  server?.stop();
});

test("deploy/nginx.conf is up to date with scripts/pipeline/headers/", () => {
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

test("redirects to each page's one URL, keeping the query, as npm start does", async () => {
  for (const [from, to] of [
    ["/index.html", "/"],
    ["/tools/index.html", "/tools"],
    ["/tools/", "/tools"],
    ["/tools.html?x=1", "/tools?x=1"],
    ["//tools", "/tools"],
    ["/blog//ai-neutrality", "/blog/ai-neutrality"],
  ]) {
    const response = await fetch(base + from, { redirect: "manual" });
    expect(response.status, from).toBe(301);
    const location = new URL(response.headers.get("location")!, base);
    expect(location.pathname + location.search, from).toBe(to);
  }
});

test("its own answers carry the security headers, errors are not cached, and data files have a type", async () => {
  const refused = await fetch(`${base}/`, { method: "DELETE" });
  expect(refused.status).toBe(405);
  expect(refused.headers.get("x-frame-options")).toBe("DENY");
  expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  const missing = await fetch(`${base}/assets/root-AAAAAAAA.css`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get("cache-control")).toBe("no-store");
  expect((await fetch(`${base}/blog.data`)).headers.get("content-type")).toContain("text/x-script");
  expect((await fetch(`${base}/blog/ai-neutrality.bib`)).headers.get("content-type")).toBe(
    "application/x-bibtex; charset=utf-8",
  );
  expect((await fetch(`${base}/patterns/autoplay.ris`)).headers.get("content-type")).toBe(
    "application/x-research-info-systems; charset=utf-8",
  );
});

test("sends the build's gzip files as they are", async () => {
  const response = await answer(`${base}/tools`, "gzip");
  expect(response.headers["content-encoding"]).toBe("gzip");
  // gzip_static sends the file's own length; nginx compressing on the fly would send it chunked.
  expect(Number(response.headers["content-length"])).toBe(
    statSync(path.join(buildRoot, "tools", "index.html.gz")).size,
  );
});

test("sends every page's brotli file, as the build wrote it", async () => {
  expect(brotliModule, "install libnginx-mod-http-brotli-static, as the README and .ci/run do").toBeTruthy();
  const sitemap = readFileSync(path.join(buildRoot, "sitemap.xml"), "utf8");
  const pages = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/<]+([^<]*)<\/loc>/g)].map(([, page]) => page || "/");
  expect(pages.length).toBeGreaterThan(40);
  /*
   * One connection, gzip and brotli requests in turn, as a visit leaves a worker's memory: with
   * disable_symlinks on, Debian 12's module sent the plain page for about one page in ten.
   */
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const wrong: string[] = [];
  try {
    for (const page of pages) {
      await answer(`${base}${page}`, "gzip", agent);
      const response = await answer(`${base}${page}`, "br", agent);
      const file = path.join(buildRoot, page, "index.html.br");
      if (
        response.headers["content-encoding"] !== "br" ||
        Number(response.headers["content-length"]) !== statSync(file).size
      )
        wrong.push(`${page}: ${response.headers["content-encoding"] ?? "none"}`);
    }
  } finally {
    agent.destroy();
  }
  expect(wrong).toEqual([]);
});

test.describe("in Debian's stock layout", () => {
  /*
   * /etc/nginx as Debian's package installs it, in a scratch prefix: nginx.conf includes conf.d/*.conf
   * and sites-enabled/*, and sites-enabled/default is the "Welcome to nginx!" server on the same port.
   */
  function stockLayout(stockPort: number, { keepDefault }: { keepDefault: boolean }) {
    const prefix = mkdtempSync(path.join(tmpdir(), "attune-nginx-debian-"));
    for (const dir of ["conf.d", "sites-available", "sites-enabled", "log"])
      mkdirSync(path.join(prefix, dir));
    // modules-enabled/*.conf load their modules by a path relative to the prefix.
    if (existsSync("/usr/lib/nginx/modules"))
      symlinkSync("/usr/lib/nginx/modules", path.join(prefix, "modules"));
    const stock = readFileSync("/etc/nginx/nginx.conf", "utf8")
      .replace(/^user .*$/m, "")
      .replace(/^pid .*$/m, `pid ${prefix}/nginx.pid;`)
      .replace(/\/var\/log\/nginx\//g, `${prefix}/log/`)
      .replace("/etc/nginx/conf.d/", `${prefix}/conf.d/`)
      .replace("/etc/nginx/sites-enabled/", `${prefix}/sites-enabled/`);
    writeFileSync(path.join(prefix, "nginx.conf"), stock);
    const welcome = readFileSync("/etc/nginx/sites-available/default", "utf8")
      .replace(/listen 80 default_server;/, `listen 127.0.0.1:${stockPort} default_server;`)
      .replace(/^\s*listen \[::\]:80 default_server;$/m, "");
    writeFileSync(path.join(prefix, "sites-available", "default"), welcome);
    if (keepDefault) symlinkSync("../sites-available/default", path.join(prefix, "sites-enabled", "default"));
    // As docs/deployment.md says: the site in sites-available, enabled in sites-enabled.
    writeFileSync(
      path.join(prefix, "sites-available", "attune"),
      // brotli_static uncommented, as docs/deployment.md says to with the module installed.
      nginxConf({ root: buildRoot, listen: `127.0.0.1:${stockPort}`, brotli: true }),
    );
    symlinkSync("../sites-available/attune", path.join(prefix, "sites-enabled", "attune"));
    return prefix;
  }

  test("installed as documented, it is the site that answers, not nginx's welcome page", async () => {
    const stockPort = await freePort();
    const prefix = stockLayout(stockPort, { keepDefault: false });
    const check = spawnSync(nginxBinary!, ["-t", "-p", prefix, "-c", `${prefix}/nginx.conf`], {
      encoding: "utf8",
    });
    expect(check.status, check.stderr).toBe(0);
    const stockServer = spawn(
      nginxBinary!,
      ["-p", prefix, "-c", `${prefix}/nginx.conf`, "-g", "daemon off;"],
      {
        stdio: "ignore",
      },
    );
    try {
      const stockBase = `http://127.0.0.1:${stockPort}`;
      await expect
        .poll(async () => (await fetch(stockBase).catch(() => undefined))?.status, { timeout: 10_000 })
        .toBe(200);
      const html = await (await fetch(stockBase)).text();
      expect(html).not.toContain("Welcome to nginx");
      expect(html).toContain("<h1");
      expect((await fetch(`${stockBase}/tools`)).status).toBe(200);
      const response = await answer(`${stockBase}/tools`, "br");
      expect(response.headers["content-encoding"]).toBe("br");
      expect(Number(response.headers["content-length"])).toBe(
        statSync(path.join(buildRoot, "tools", "index.html.br")).size,
      );
    } finally {
      stockServer.kill("SIGQUIT");
    }
  });

  test("with the default site still enabled, nginx refuses the configuration instead of serving its welcome page", async () => {
    const prefix = stockLayout(await freePort(), { keepDefault: true });
    const check = spawnSync(nginxBinary!, ["-t", "-p", prefix, "-c", `${prefix}/nginx.conf`], {
      encoding: "utf8",
    });
    expect(check.status).not.toBe(0);
    expect(check.stderr).toContain("duplicate default server");
  });
});
