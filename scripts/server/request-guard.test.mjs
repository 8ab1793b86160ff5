import { describe, expect, it } from "vitest";
import { rejectReason } from "./request-guard.mjs";

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

  it("hides host configuration files and dotfiles", () => {
    expect(rejectReason("GET", "/_headers")).toBe(404);
    expect(rejectReason("GET", "/.env")).toBe(404);
    expect(rejectReason("GET", "/assets/.hidden")).toBe(404);
  });

  it("refuses over-long URLs", () => {
    expect(rejectReason("GET", `/${"a".repeat(5000)}`)).toBe(414);
  });
});
