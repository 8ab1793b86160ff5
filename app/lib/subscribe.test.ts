import { describe, expect, it } from "vitest";
import { subscribeMailto } from "./subscribe";

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
