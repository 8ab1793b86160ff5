import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { authorities, enforcementRecords } from "#app/content/enforcement.ts";
import { references } from "#app/content/references.ts";
import { reportChannels } from "#app/content/report/index.ts";

/**
 * The site is written in US English (most of its prose already was). This reads every piece of text a visitor
 * can see in app/content (the string literals of the content modules, and the articles' MDX) and fails on the
 * common British spellings. Comments and identifiers are not visible, so they are not read.
 */

const root = path.resolve(__dirname, "../..");
const contentDir = path.join(root, "app/content");

/** Words spelled the British way, with the US spelling the site uses instead. */
const britishSpellings: Record<string, string> = {
  analyse: "analyze",
  analysed: "analyzed",
  analysing: "analyzing",
  apologise: "apologize",
  behaviour: "behavior",
  behaviours: "behaviors",
  behavioural: "behavioral",
  cancelled: "canceled",
  cancelling: "canceling",
  catalogue: "catalog",
  catalogued: "cataloged",
  catalogues: "catalogs",
  centre: "center",
  centred: "centered",
  centres: "centers",
  colour: "color",
  coloured: "colored",
  colourful: "colorful",
  colours: "colors",
  criticise: "criticize",
  defence: "defense",
  emphasise: "emphasize",
  enrolment: "enrollment",
  favourite: "favorite",
  favourites: "favorites",
  fulfil: "fulfill",
  grey: "gray",
  harmonised: "harmonized",
  judgement: "judgment",
  judgements: "judgments",
  labelled: "labeled",
  labelling: "labeling",
  learnt: "learned",
  licence: "license",
  licences: "licenses",
  minimisation: "minimization",
  minimise: "minimize",
  modelling: "modeling",
  offence: "offense",
  optimisation: "optimization",
  optimise: "optimize",
  optimised: "optimized",
  optimising: "optimizing",
  organisation: "organization",
  organisations: "organizations",
  organise: "organize",
  organised: "organized",
  organising: "organizing",
  personalisation: "personalization",
  personalise: "personalize",
  personalised: "personalized",
  practise: "practice",
  prioritise: "prioritize",
  programme: "program",
  programmes: "programs",
  realise: "realize",
  realised: "realized",
  realising: "realizing",
  recognise: "recognize",
  recognised: "recognized",
  recognising: "recognizing",
  summarise: "summarize",
  travelling: "traveling",
  whilst: "while",
};

/**
 * Text that keeps its own spelling: the titles of cited works (as their authors and issuers wrote them) and
 * the headings of legal provisions quoted word for word. The spec's fixed labels would go here too; those in
 * app/content ("Human-Centered Impact", "Research Fellow - AI Behavioral Analysis") are already US spellings.
 */
const keepsItsOwnSpelling = [
  ...references.map((reference) => reference.title),
  // The sources' own titles, and the passages quoted from them word for word, in the enforcement record.
  ...enforcementRecords.flatMap((record) => [
    ...[
      record.primarySource,
      ...record.secondarySources,
      ...record.events.map((event) => event.source),
      ...record.evidence.map((item) => item.source),
    ].map((source) => source.title),
    ...record.evidence.map((item) => item.quote),
  ]),
  // The authorities' names, as each spells itself.
  ...authorities.map((authority) => authority.name),
  // The official channels of /report: their names as each spells itself, and the passages that confirmed them.
  ...reportChannels.flatMap((channel) => [channel.name, channel.shortName, channel.source.passage]),
  "European Consumer Centre",
  // The headings of legal provisions the articles quote (such as Art. 25 of the Digital Services Act).
  ...quotedProvisionHeadings(),
];

/** The headings the articles quote word for word after an article of a law: `Article 25, titled "…"`. */
function quotedProvisionHeadings(): string[] {
  const blog = path.join(contentDir, "blog");
  const articles = readdirSync(blog)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => readFileSync(path.join(blog, file), "utf8"));
  const headings = articles.flatMap((source) =>
    [...source.matchAll(/\bArticle \d+(?:\(\d+\))?,? (?:is )?titled "([^"]+)"/g)].map((match) => match[1]!),
  );
  return [...new Set(headings)];
}

// Longest first: a name inside a quoted passage must not break the passage before it is set aside.
const keptLongestFirst = [...keepsItsOwnSpelling].sort((a, b) => b.length - a.length);

function britishWordsIn(text: string): string[] {
  let prose = text;
  for (const phrase of keptLongestFirst) prose = prose.split(phrase).join(" ");
  // {placeholders} in content strings are template keys, not words.
  prose = prose.replace(/\{[a-zA-Z]+\}/g, " ");
  return (prose.match(/[A-Za-z]+/g) ?? []).filter((word) => word.toLowerCase() in britishSpellings);
}

/** The visible text of a content module: its string and template literals (comments and names left out). */
function stringsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    // Addresses are not prose: a URL keeps the words of the page it names.
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!/^https?:\/\//.test(node.text)) strings.push(node.text);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return strings;
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(file);
    if (/\.test\.tsx?$/.test(entry.name)) return [];
    return /\.(ts|mdx)$/.test(entry.name) ? [file] : [];
  });
}

const files = contentFiles(contentDir);

describe("one spelling across the site (US English)", () => {
  it("reads the pages, patterns, articles, glossary and guide", () => {
    const relative = files.map((file) => path.relative(root, file));
    for (const expected of [
      "app/content/pages/about.ts",
      "app/content/patterns/hidden-costs.ts",
      "app/content/blog/nudging-experience-part2.mdx",
      "app/content/glossary.ts",
      "app/content/guide.ts",
    ])
      expect(relative).toContain(expected);
  });

  it("finds a British spelling when there is one, and leaves cited titles alone", () => {
    expect(britishWordsIn("Their behaviour was labelled rude.")).toEqual(["behaviour", "labelled"]);
    expect(britishWordsIn("Their behavior was labeled rude.")).toEqual([]);
    const rixen = references.find((reference) => reference.id === "rixen-2023")!;
    expect(britishWordsIn(`See ${rixen.title}.`)).toEqual([]);
    // A quoted heading of a legal provision keeps its spelling too (the DSA's Art. 25 says "organisation").
    const headings = quotedProvisionHeadings();
    expect(headings.some((heading) => /\borganisation\b/.test(heading))).toBe(true);
    for (const heading of headings) expect(britishWordsIn(`Article 25 is titled "${heading}".`)).toEqual([]);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))("%s uses US spellings", (_, file) => {
    const texts = file.endsWith(".mdx") ? [readFileSync(file, "utf8")] : stringsOf(file);
    const found = texts.flatMap(britishWordsIn);
    expect(
      found.map((word) => `${word} → ${britishSpellings[word.toLowerCase()]}`),
      "British spellings in visible text",
    ).toEqual([]);
  });
});
