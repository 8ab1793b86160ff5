import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto.ts";

describe("mailtoHref", () => {
  it("addresses the given e-mail and adds nothing when there is no subject or body", () => {
    expect(mailtoHref("hello@attune.example")).toBe("mailto:hello@attune.example");
    expect(mailtoHref("hello@attune.example", { subject: "" })).toBe("mailto:hello@attune.example");
  });

  it("encodes the subject with %20 for spaces, as a job title needs", () => {
    expect(mailtoHref("hello@attune.example", { subject: "Research Fellow - AI Behavioral Analysis" })).toBe(
      "mailto:hello@attune.example?subject=Research%20Fellow%20-%20AI%20Behavioral%20Analysis",
    );
  });

  it("escapes characters that would otherwise end the field or the URL", () => {
    const href = mailtoHref("hello@attune.example", {
      subject: "Q&A? #1 + more",
      body: "Line one\nLine two",
    });
    expect(href).not.toContain(" ");
    expect(href).not.toMatch(/subject=[^&]*\+/);
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@attune.example");
    expect(url.searchParams.get("subject")).toBe("Q&A? #1 + more");
    expect(url.searchParams.get("body")).toBe("Line one\nLine two");
  });

  it("puts the subject before the body", () => {
    expect(mailtoHref("a@b.example", { body: "Hi", subject: "Hello" })).toBe(
      "mailto:a@b.example?subject=Hello&body=Hi",
    );
  });
});
