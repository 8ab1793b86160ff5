import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientDir } from "./built-files.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

/*
 * The pipeline's promise (ADR 025): after `npm run build`, a second build has nothing to do. A step whose
 * declared inputs include its own outputs, or something that changes at every run, would run again and
 * fail here.
 */
describe("the build pipeline", () => {
  it("has nothing left to run right after a build", () => {
    // As `npm run build` ran: without the NODE_ENV=test that Vitest sets (the site step depends on NODE_ENV).
    const { NODE_ENV: _test, ...env } = process.env;
    const report = execFileSync(
      process.execPath,
      [path.join(root, "scripts", "pipeline", "run.ts"), "--check"],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...env, BUILD_DIR: path.relative(root, path.dirname(clientDir)) },
      },
    );
    expect(report.trim().split("\n")).toEqual(
      ["public", "guide", "teach", "drawings", "cards", "citations", "extension", "site"].map(
        (step) => `${step}: up to date`,
      ),
    );
  }, 30_000);

  it("keeps generated files out of public/, which holds only what git tracks", () => {
    for (const folder of ["downloads", "drawings", "cards"]) {
      expect(existsSync(path.join(root, "public", folder)), `public/${folder}`).toBe(false);
      expect(readdirSync(path.join(root, ".generated", "public", folder)).length).toBeGreaterThan(0);
      expect(readdirSync(path.join(clientDir, folder)).length).toBeGreaterThan(0);
    }
  });
});
