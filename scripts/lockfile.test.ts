import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { link?: boolean; integrity?: string }>;
};

describe("package-lock.json", () => {
  // npm leaves out the checksum of optional platform packages it did not download (Rollup's and
  // Tailwind's binaries for other systems); without it, `npm ci` on such a system installs whatever the
  // registry serves. Fill a missing one with the registry's `dist.integrity` for that exact version.
  it("pins every package fetched from the registry by its checksum", () => {
    const unpinned = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== "" && !entry.link && !entry.integrity)
      .map(([key]) => key);
    expect(unpinned).toEqual([]);
  });
});
