import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { zip } from "./zip.ts";

/** The entries of a zip, read from its local headers: enough for the archives zip() writes. */
function unzip(archive: Buffer): Record<string, string> {
  const files: Record<string, string> = {};
  let offset = 0;
  while (archive.readUInt32LE(offset) === 0x04034b50) {
    const method = archive.readUInt16LE(offset + 8);
    const size = archive.readUInt32LE(offset + 18);
    const nameLength = archive.readUInt16LE(offset + 26);
    const extra = archive.readUInt16LE(offset + 28);
    const name = archive.toString("utf8", offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extra;
    const body = archive.subarray(start, start + size);
    files[name] = (method === 8 ? inflateRawSync(body) : body).toString("utf8");
    offset = start + size;
  }
  return files;
}

describe("zip", () => {
  const entries = [
    { name: "manifest.json", data: JSON.stringify({ name: "Ünïcode ✓" }) },
    { name: "icons/icon-16.png", data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    { name: "content.js", data: "console.log('hi');\n".repeat(200) },
  ];

  it("holds every file, deflated where that is smaller, and reads back the same", () => {
    const archive = zip(entries);
    const files = unzip(archive);
    expect(Object.keys(files)).toEqual(["manifest.json", "icons/icon-16.png", "content.js"]);
    expect(files["content.js"]).toBe(entries[2]!.data);
    expect(archive.length).toBeLessThan(1000);
  });

  it("makes the same bytes from the same files", () => {
    expect(zip(entries).equals(zip(entries))).toBe(true);
  });

  it.skipIf(!existsSync("/usr/bin/unzip"))("passes unzip's own test", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "zip-"));
    try {
      const file = path.join(folder, "test.zip");
      writeFileSync(file, zip(entries));
      expect(execFileSync("/usr/bin/unzip", ["-t", file], { encoding: "utf8" })).toContain(
        "No errors detected",
      );
      execFileSync("/usr/bin/unzip", ["-q", file, "-d", folder]);
      expect(readFileSync(path.join(folder, "manifest.json"), "utf8")).toBe(entries[0]!.data);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
