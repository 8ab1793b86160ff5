import { describe, expect, it } from "vitest";
import { canonicalPath, encodingsFor, rejectReason } from "./request-guard.ts";

describe("rejectReason", () => {
  it("lets ordinary page, asset and query requests through", () => {
    expect(rejectReason("GET", "/")).toBeNull();
    expect(rejectReason("GET", "/tools")).toBeNull();
    expect(rejectReason("HEAD", "/assets/root-abc12345.css")).toBeNull();
    expect(rejectReason("GET", "/glossary?q=%2E%2E%2Fetc")).toBeNull();
  });

  it("refuses methods other than GET and HEAD", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "BREW"]) {
      expect(rejectReason(method, "/")).toBe(405);
    }
  });

  it("refuses path traversal in plain and encoded forms", () => {
    expect(rejectReason("GET", "/../etc/passwd")).toBe(400);
    expect(rejectReason("GET", "/assets/../../package.json")).toBe(400);
    expect(rejectReason("GET", "/%2e%2e/%2e%2e/etc/passwd")).toBe(400);
    expect(rejectReason("GET", "/%2E%2E/package.json")).toBe(400);
  });

  it("refuses encoded slashes, backslashes, NUL bytes and malformed escapes", () => {
    expect(rejectReason("GET", "/blog%2fai-neutrality")).toBe(400);
    expect(rejectReason("GET", "/..%5c..%5cwindows")).toBe(400);
    expect(rejectReason("GET", "/tools%00.html")).toBe(400);
    expect(rejectReason("GET", "/%E0%A4%A")).toBe(400);
  });

  it("refuses encoded control characters, so none can reach a header or a file name", () => {
    for (const url of ["//%0d%0aSet-Cookie:%20x=1", "/tools%0A", "/a%09b", "/x%1b", "/x%7F"])
      expect(rejectReason("GET", url), url).toBe(400);
    // In the query they are the page's business, not the server's.
    expect(rejectReason("GET", "/search?q=%0a")).toBeNull();
  });

  it("hides host configuration files and dotfiles", () => {
    expect(rejectReason("GET", "/_headers")).toBe(404);
    expect(rejectReason("GET", "/.env")).toBe(404);
    expect(rejectReason("GET", "/assets/.hidden")).toBe(404);
  });

  it("refuses over-long URLs", () => {
    expect(rejectReason("GET", `/${"a".repeat(5000)}`)).toBe(414);
    // A long query string on a page is the page's business, up to what nginx's request line allows.
    expect(rejectReason("GET", `/search?q=${"a".repeat(5000)}`)).toBeNull();
    expect(rejectReason("GET", `/search?q=${"a".repeat(9000)}`)).toBe(414);
  });

  it("answers 404 for a path segment no file name can have, before the file system is asked", () => {
    expect(rejectReason("GET", `/${"a".repeat(250)}`)).toBeNull();
    expect(rejectReason("GET", `/${"a".repeat(251)}`)).toBe(404);
    // 200 two-byte characters: 400 bytes, though only 200 characters.
    expect(rejectReason("GET", `/blog/${encodeURIComponent("é".repeat(200))}`)).toBe(404);
  });
});

describe("canonicalPath", () => {
  it("leaves clean paths alone", () => {
    for (const clean of ["/", "/tools", "/blog/ai-neutrality", "/assets/root-abc12345.css", "/rss.xml"])
      expect(canonicalPath(clean)).toBe(clean);
  });

  it("folds repeated slashes, a trailing slash, index.html and .html into the clean path", () => {
    expect(canonicalPath("//tools")).toBe("/tools");
    expect(canonicalPath("/blog//ai-neutrality")).toBe("/blog/ai-neutrality");
    expect(canonicalPath("/tools/")).toBe("/tools");
    expect(canonicalPath("/index.html")).toBe("/");
    expect(canonicalPath("/tools/index.html")).toBe("/tools");
    expect(canonicalPath("/about.html")).toBe("/about");
    expect(canonicalPath("//")).toBe("/");
  });

  it("decodes percent-encoded letters, digits and - . _ ~, so a page has one URL", () => {
    expect(canonicalPath("/t%6fols")).toBe("/tools");
    expect(canonicalPath("/%74%6F%6F%6C%73")).toBe("/tools");
    expect(canonicalPath("/blog/ai%2Dneutrality")).toBe("/blog/ai-neutrality");
    // Anything else stays encoded: a space, a reserved character, a non-ASCII byte.
    expect(canonicalPath("/a%20b")).toBe("/a%20b");
    expect(canonicalPath("/a%3Fb")).toBe("/a%3Fb");
    expect(canonicalPath("/caf%C3%A9")).toBe("/caf%C3%A9");
  });
});

describe("encodingsFor", () => {
  const names = (header: string | undefined) => encodingsFor(header).map(([name]) => name);

  it("reads codings and their weights in any case and spacing", () => {
    expect(names("gzip, deflate, br")).toEqual(["br", "gzip"]);
    expect(names("BR, GZIP")).toEqual(["br", "gzip"]);
    expect(names("br;q=0.5")).toEqual(["br"]);
    expect(names("br ; Q = 0.5, gzip")).toEqual(["gzip", "br"]);
    expect(names("gzip;q=1.0, br;q=0.9")).toEqual(["gzip", "br"]);
  });

  it("refuses a coding at q=0, and reads * as every coding not named", () => {
    expect(names("br;q=0, gzip")).toEqual(["gzip"]);
    expect(names("br;q=0.000")).toEqual([]);
    expect(names("*")).toEqual(["br", "gzip"]);
    expect(names("*;q=0.1, br;q=0")).toEqual(["gzip"]);
    expect(names("identity")).toEqual([]);
    expect(names(undefined)).toEqual([]);
  });
});
