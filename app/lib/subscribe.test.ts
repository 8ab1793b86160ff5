// @vitest-environment node
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { postSignup, subscribeMailto } from "./subscribe.ts";

describe("subscribeMailto", () => {
  it("addresses the contact e-mail with the subject Subscribe and the visitor's address in the body", () => {
    const href = subscribeMailto("hello@attune.example", "ada@example.org", "Attune");
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@attune.example");
    expect(url.searchParams.get("subject")).toBe("Subscribe");
    expect(url.searchParams.get("body")).toBe("Please add ada@example.org to the Attune newsletter.");
  });

  it("encodes spaces as %20 rather than +, and escapes characters that would break the URL", () => {
    const href = subscribeMailto("hello@attune.example", "a+b&c@example.org", "Attune");
    expect(href).not.toMatch(/\+(?!b)/);
    expect(href).toContain("%20");
    expect(new URL(href).searchParams.get("body")).toContain("a+b&c@example.org");
  });
});

describe("postSignup", () => {
  /** A real HTTP server on the loopback interface, answering with `status`; it records what it receives. */
  async function withEndpoint(status: number, run: (url: string, received: string[]) => Promise<void>) {
    const received: string[] = [];
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        received.push(`${request.method} ${request.headers["content-type"]} ${body}`);
        response.writeHead(status, { "Content-Type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await run(`http://127.0.0.1:${port}/subscribe`, received);
    } finally {
      server.close();
    }
  }

  it("posts the address as a form field and reports acceptance", async () => {
    await withEndpoint(200, async (url, received) => {
      expect(await postSignup(url, "ada@example.org")).toEqual({ outcome: "accepted" });
      expect(received).toEqual([
        "POST application/x-www-form-urlencoded;charset=UTF-8 email=ada%40example.org",
      ]);
    });
  });

  it("reports a refusal with the endpoint's status", async () => {
    await withEndpoint(422, async (url) => {
      expect(await postSignup(url, "ada@example.org")).toEqual({ outcome: "refused", status: 422 });
    });
  });

  it("reports an endpoint that cannot be reached", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    expect(await postSignup(`http://127.0.0.1:${port}/subscribe`, "ada@example.org")).toEqual({
      outcome: "unreachable",
    });
  });
});
