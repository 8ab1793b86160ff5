import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteEnvironment } from "./site-env.ts";

describe("siteEnvironment", () => {
  it("passes on SITE_* variables only", () => {
    expect(siteEnvironment({ SITE_NAME: "Humane Lab", HOME: "/root" })).toEqual({ SITE_NAME: "Humane Lab" });
  });

  it("reads the file SITE_PEOPLE_FILE names into SITE_PEOPLE", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "people-")), "people.json");
    writeFileSync(file, '{"author":{"type":"Organization","name":"Humane Lab"}}');
    expect(siteEnvironment({ SITE_PEOPLE_FILE: file }).SITE_PEOPLE).toContain('"Humane Lab"');
  });

  it("names the file it cannot read", () => {
    expect(() => siteEnvironment({ SITE_PEOPLE_FILE: "/nonexistent/people.json" })).toThrow(
      /SITE_PEOPLE_FILE names "\/nonexistent\/people.json"/,
    );
  });
});
