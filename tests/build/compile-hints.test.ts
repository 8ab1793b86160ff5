import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileHint } from "../../vite.config.ts";
import { clientDir } from "./built-files.ts";

/*
 * ADR 042: React's chunk asks V8 to compile every function while the script streams, off the main
 * thread, instead of one by one inside the hydration tasks. Small chunks are not streamed, so there the
 * hint would move compilation onto the main thread; none of them carries it.
 */
const scripts = readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".js"));
const reactChunks = scripts.filter((file) => /^react-[\w-]+\.js$/.test(file));

describe("compile hints", () => {
  it("open React's chunk, the one with React DOM's hydration", () => {
    expect(reactChunks).toHaveLength(1);
    const source = readFileSync(path.join(clientDir, "assets", reactChunks[0]!), "utf8");
    expect(source.startsWith(`${compileHint}\n`)).toBe(true);
    expect(source).toContain("hydrateRoot");
  });

  it("are in no other script", () => {
    const hinted = scripts.filter(
      (file) =>
        !reactChunks.includes(file) &&
        readFileSync(path.join(clientDir, "assets", file), "utf8").includes(compileHint),
    );
    expect(hinted).toEqual([]);
  });
});
