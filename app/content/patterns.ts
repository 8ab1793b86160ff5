import { z } from "zod";

import { glossaryTerms } from "#app/content/glossary.ts";
import { patternModules } from "#app/content/patterns/index.ts";
import { references } from "#app/content/references.ts";
import {
  parseContent,
  patternFamilies,
  patternSchema,
  type Pattern,
  type PatternFamily,
} from "#app/content/schemas.ts";
import { tools } from "#app/content/tools.ts";
import { caseExamples } from "#app/content/cases.ts";
import { pickReferences } from "#app/lib/references.ts";

/**
 * The pattern library (/patterns): one module per pattern in content/patterns/, listed by slug in
 * content/patterns/index.ts, each exporting its pattern, named after its slug. They are listed family by
 * family, in each family by their `order`. Parsing checks every pattern against the schema, and every
 * source, tool, glossary term and case it names against the content that holds it, so a pattern
 * cannot cite or link to something that does not exist. (Article slugs are checked by a unit test.)
 */

const where = "content/patterns/";

const data = Object.entries(patternModules).map(([slug, pattern]) => {
  if ((pattern as { slug?: unknown }).slug !== slug)
    throw new Error(`content/patterns/${slug}.ts must export the pattern whose slug is "${slug}"`);
  return pattern;
});

export const patterns: Pattern[] = parseContent(
  z.array(patternSchema).superRefine((list, context) => {
    const places = new Set<string>();
    for (const { family, order, slug } of list) {
      if (places.has(`${family} ${order}`))
        context.addIssue({
          code: "custom",
          message: `${slug}: another ${family} pattern has order ${order}`,
        });
      places.add(`${family} ${order}`);
    }
  }),
  data,
  where,
).sort((a, b) => patternFamilies.indexOf(a.family) - patternFamilies.indexOf(b.family) || a.order - b.order);

for (const pattern of patterns) {
  const at = `content/patterns/${pattern.slug}.ts`;
  const keys = [
    ...pattern.howItWorks.flatMap((paragraph) => paragraph.cite),
    ...pattern.evidence.map((item) => item.cite),
    ...pattern.law.flatMap((item) => (item.cite ? [item.cite] : [])),
  ];
  pickReferences(references, keys, at);
  pickReferences(tools, pattern.tools, at);
  pickReferences(glossaryTerms, pattern.related.glossary, at);
  pickReferences(caseExamples, pattern.related.cases, at);
}

/** The families, in the order the library lists them, with their names. */
export const patternFamilyNames: Record<PatternFamily, string> = {
  interface: "Interface tricks",
  attention: "Attention and engagement",
  ai: "AI systems",
};

/**
 * When the pattern library was published (YYYY-MM-DD). Patterns have no dates of their own: a citation of
 * a pattern page names this date, so it stays the same from build to build (an "accessed on" date would
 * change every day). Change it only when the library is republished as a whole.
 */
export const patternLibraryPublished = "2026-11-22";
