import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileHint, hintedChunks } from "../../vite.config.ts";
import { clientDir } from "./built-files.ts";

/*
 * ADR 042: the chunks of React and React Router ask V8 to compile every function while the script
 * streams, off the main thread, instead of one by one inside the hydration tasks. Small chunks are not
 * streamed, so there the hint would move compilation onto the main thread; none of them carries it.
 */
const assets = path.join(clientDir, "assets");
const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
const source = (file: string) => readFileSync(path.join(assets, file), "utf8");
const chunkOf = (name: string) => scripts.filter((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));

describe("compile hints", () => {
  it.each([
    ["react", "hydrateRoot"],
    ["router", "HydratedRouter"],
  ])("open the %s chunk, which has %s", (name, api) => {
    expect(hintedChunks).toContain(name);
    const files = chunkOf(name);
    expect(files).toHaveLength(1);
    expect(source(files[0]!).startsWith(`${compileHint}\n`)).toBe(true);
    expect(source(files[0]!)).toContain(api);
  });

  it("are in no other script", () => {
    const hinted = hintedChunks.flatMap(chunkOf);
    const others = scripts.filter((file) => !hinted.includes(file) && source(file).includes(compileHint));
    expect(others).toEqual([]);
  });
});
