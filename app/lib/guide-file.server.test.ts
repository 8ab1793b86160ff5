import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guidePath } from "~/site.config";
import { guideFileBytes, guideFileSize } from "./guide-file.server";

describe("the guide file's size", () => {
  let root: string;
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });
  /** A project folder of its own, so the real public/ is never touched. */
  function project(pdfBytes?: number) {
    root = mkdtempSync(path.join(tmpdir(), "guide-file-"));
    if (pdfBytes !== undefined) {
      const file = path.join(root, "public", guidePath);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, Buffer.alloc(pdfBytes));
    }
    vi.spyOn(process, "cwd").mockReturnValue(root);
  }

  it("is read from the PDF in public/", () => {
    project(192_506);
    expect(guideFileBytes()).toBe(192_506);
    expect(guideFileSize()).toBe("188 KB");
  });

  it("outside a production build, says the PDF is missing instead of failing", () => {
    project();
    expect(() => guideFileBytes()).toThrow(/guide PDF is missing/);
    expect(guideFileSize()).toBe("size unknown: the guide PDF is not built");
  });
});
