import { expect, test } from "./fixtures.ts";

// Each page under its Content-Security-Policy in the browser: tests/e2e/routes.spec.ts.

test.describe("the production server", () => {
  test("sends the security headers and cache rules", async ({ request }) => {
    const page = await request.get("/tools");
    const headers = page.headers();
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const asset = (await page.text()).match(/\/assets\/[^"]+\.css/)![0];
    expect((await request.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("refuses traversal, encoded slashes, over-long paths and odd methods without serving files", async ({
    request,
    baseURL,
  }) => {
    const raw = async (rawPath: string, method = "GET") => {
      // fetch() would normalise "../"; send the path exactly as an attacker would.
      const { request: httpRequest } = await import("node:http");
      const url = new URL(baseURL!);
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: url.hostname, port: url.port, path: rawPath, method }, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end();
      });
    };
    for (const attack of [
      "/../package.json",
      "/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
      "/..\\package.json",
      "/%2E%2E/%2E%2E/etc/passwd",
    ]) {
      const response = await raw(attack);
      expect([400, 404], attack).toContain(response.status);
      expect(response.body).not.toContain('"name": "attune-site"');
      expect(response.body).not.toContain("root:");
    }
    expect((await raw("/blog%2fai-neutrality")).status).toBe(400);
    expect((await raw(`/${"a".repeat(4000)}`)).status).toBe(414);
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      expect((await raw("/", method)).status, method).toBe(405);
    }
    expect((await request.get("/glossary?q=%3Cscript%3E&x=1")).status()).toBe(200);
    expect((await request.get("/_headers")).status()).toBe(404);
  });

  test("compresses text responses, as a CDN would", async ({ baseURL }) => {
    const { request: httpRequest } = await import("node:http");
    const url = new URL(`${baseURL}/blog/ai-neutrality`);
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname, headers: { "Accept-Encoding": "gzip" } },
        (res) => {
          res.resume();
          resolve(res.headers["content-encoding"]);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(encoding).toBe("gzip");
  });
});
