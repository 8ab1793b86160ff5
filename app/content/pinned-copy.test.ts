import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Tests assert behaviour and structure, not retyped copy (issue 25). A test that needs the site's words
 * imports them from the content module that holds them (the navigation from app/site.config.ts); only
 * the spec's fixed texts, its navigation entries among them, are pinned, in one place (tests/spec-text.ts).
 * This guard fails when a test under tests/ spells out a string of 25 or more characters that app/content or
 * app/site.config.ts also holds, so that a copy edit cannot break a test that checks nothing a visitor
 * cares about. Shorter strings (control names such as "Copy link", an id, a tag) and strings without a
 * space (paths, URLs) are left alone.
 */

const root = join(import.meta.dirname, "../..");
const minimumLength = 25;

/** The one place for pinned words: its strings are allowed everywhere. */
const pinPlaces = ["tests/spec-text.ts"];

/**
 * Specs other people were editing while the pins were taken out elsewhere. They still retype copy and
 * are the remaining work: take each out of this list once its pins are gone.
 */
const remainingWork: string[] = [];

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .map((file) => join(folder, file).split("\\").join("/"))
    .filter(keep)
    .sort();
}

/** Every string a file spells out: literals, and the fixed parts of template literals. */
function stringsIn(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const contentFiles = [
  ...filesUnder("app/content", (file) => !/\.test\.tsx?$/.test(file) && /\.(ts|tsx|mdx)$/.test(file)),
  "app/site.config.ts",
];
const content = contentFiles.map((file) => readFileSync(join(root, file), "utf8")).join("\n");
const allowed = new Set(pinPlaces.flatMap((file) => stringsIn(file).map(({ text }) => text)));
const isTest = (file: string) =>
  !pinPlaces.includes(file) && !remainingWork.includes(file) && file !== "app/content/pinned-copy.test.ts";
/** The suites under tests/, and the tests that sit beside the code they check (app/, scripts/). */
const testFiles = [
  ...filesUnder("tests", (file) => /\.tsx?$/.test(file) && isTest(file)),
  ...filesUnder("app", (file) => /\.test\.tsx?$/.test(file) && isTest(file)),
  ...filesUnder("scripts", (file) => /\.test\.(ts|tsx|mjs)$/.test(file) && isTest(file)),
];

/**
 * A string counts as pinned copy when it is words (paths, URLs and ids have no spaces) and the content
 * holds it verbatim, as written or as its source spells it.
 */
function isPinnedCopy(text: string): boolean {
  if (text.trim().length < minimumLength || !/\s/.test(text.trim()) || allowed.has(text)) return false;
  const spellings = [text, JSON.stringify(text).slice(1, -1), text.replaceAll("'", "\\'")];
  return spellings.some((spelling) => content.includes(spelling));
}

describe("tests take the site's words from the content modules", () => {
  it("finds the content and the tests it checks", () => {
    expect(contentFiles.length).toBeGreaterThan(20);
    expect(testFiles.length).toBeGreaterThan(20);
    for (const file of remainingWork)
      expect(readFileSync(join(root, file), "utf8").length).toBeGreaterThan(0);
  });

  it("no test, under tests/ or beside its code, retypes 25 or more characters of copy from app/content or app/site.config.ts", () => {
    const pinned = testFiles.flatMap((file) =>
      stringsIn(file)
        .filter(({ text }) => isPinnedCopy(text))
        .map(({ text, line }) => `${relative(root, join(root, file))}:${line}: ${JSON.stringify(text)}`),
    );
    expect(
      pinned,
      "Import these words from their content module (or assert shape); the spec's fixed texts go in tests/spec-text.ts",
    ).toEqual([]);
    // Parsing every test file takes about 2 s on an idle machine, more on a busy one.
  }, 30_000);
});
