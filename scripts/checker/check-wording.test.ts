import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "check-wording-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command as `npm run check-wording` runs it: plain Node, no build step. */
function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ["scripts/checker/check-wording.ts", ...args], {
    cwd: root,
    input,
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe("check-wording on files", () => {
  it("prints file:line: pattern (strength): phrase for each finding and exits 1", () => {
    const screen = file(
      "screen.txt",
      "Welcome to our shop\nHurry! Only 2 left in stock.\n\nNo thanks, I prefer paying full price\n",
    );
    const { code, stdout } = run([screen]);
    expect(code).toBe(1);
    expect(stdout.trim().split("\n")).toEqual([
      `${screen}:2: fake-urgency (clear): Hurry`,
      `${screen}:2: fake-scarcity (clear): Only 2 left in stock`,
      `${screen}:4: confirmshaming (clear): I prefer paying full price`,
    ]);
  });

  it("exits 0 and prints nothing when nothing is found, across several files", () => {
    const a = file("a.txt", "Free delivery on orders over £50.\n");
    const b = file("b.txt", "Cancel anytime in Settings.\nOnly you can see this.\n");
    expect(run([a, b])).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("checks a chat with --mode chat", () => {
    const chat = file("chat.txt", "You: bye for now\nBot: Leaving already? I'll miss you.\n");
    expect(run([chat]).code).toBe(0);
    const { code, stdout } = run(["--mode", "chat", chat]);
    expect(code).toBe(1);
    expect(stdout).toContain(`${chat}:2: ai-companion-attachment (clear): Leaving already`);
  });

  it("exits 2 with a message on a missing file or a wrong option", () => {
    const missing = run([join(dir, "missing.txt")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing.txt");
    expect(run(["--mode", "email", file("x.txt", "")]).code).toBe(2);
    expect(run([]).code).toBe(2);
  });
});

describe("check-wording --jsonl", () => {
  it("writes one JSON object per line of standard input, in order", () => {
    const { code, stdout } = run(
      ["--jsonl"],
      "Only 3 left!\nFree delivery on orders over £50\n\n19 people are viewing this\n",
    );
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.text)).toEqual([
      "Only 3 left!",
      "Free delivery on orders over £50",
      "",
      "19 people are viewing this",
    ]);
    expect(lines.map((line) => line.patterns)).toEqual([["fake-scarcity"], [], [], ["fake-social-proof"]]);
    expect(lines[0].findings).toEqual([
      { pattern: "fake-scarcity", start: 0, end: 11, strength: "clear", reason: expect.any(String) },
    ]);
    for (const line of lines)
      for (const finding of line.findings)
        expect(Object.keys(finding)).toEqual(["pattern", "start", "end", "strength", "reason"]);
  });

  it("takes --mode chat, and Windows line ends", () => {
    const { stdout } = run(
      ["--jsonl", "--mode", "chat"],
      "You're absolutely right!\r\nI feel so lonely when you're gone\r\n",
    );
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.patterns)).toEqual([["ai-sycophancy"], ["ai-anthropomorphism"]]);
    expect(lines[0].text).toBe("You're absolutely right!");
  });
});
