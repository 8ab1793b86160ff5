import { z } from "zod";

import { glossaryTerms } from "~/content/glossary";
import { aiAnthropomorphism } from "~/content/patterns/ai-anthropomorphism";
import { aiBrandBias } from "~/content/patterns/ai-brand-bias";
import { aiCompanionAttachment } from "~/content/patterns/ai-companion-attachment";
import { aiSneaking } from "~/content/patterns/ai-sneaking";
import { aiSycophancy } from "~/content/patterns/ai-sycophancy";
import { aiUserRetention } from "~/content/patterns/ai-user-retention";
import { autoplay } from "~/content/patterns/autoplay";
import { confirmshaming } from "~/content/patterns/confirmshaming";
import { disguisedAds } from "~/content/patterns/disguised-ads";
import { fakeScarcity } from "~/content/patterns/fake-scarcity";
import { fakeUrgency } from "~/content/patterns/fake-urgency";
import { hardToCancel } from "~/content/patterns/hard-to-cancel";
import { hiddenCosts } from "~/content/patterns/hidden-costs";
import { infiniteScroll } from "~/content/patterns/infinite-scroll";
import { nagging } from "~/content/patterns/nagging";
import { preselection } from "~/content/patterns/preselection";
import { socialValidation } from "~/content/patterns/social-validation";
import { variableRewards } from "~/content/patterns/variable-rewards";
import { references } from "~/content/references";
import { parseContent, patternSchema, type Pattern, type PatternFamily } from "~/content/schemas";
import { tools } from "~/content/tools";
import { caseExamples } from "~/content/cases";
import { pickReferences } from "~/lib/references";

/**
 * The pattern library (/patterns): one module per pattern in content/patterns/, listed here in the
 * library's order, family by family. Parsing checks every pattern against the schema, and every
 * source, tool, glossary term and case it names against the content that holds it, so a pattern
 * cannot cite or link to something that does not exist. (Article slugs are checked by a unit test.)
 */

const where = "content/patterns.ts";

const data: Pattern[] = [
  confirmshaming,
  fakeUrgency,
  fakeScarcity,
  hiddenCosts,
  hardToCancel,
  preselection,
  nagging,
  disguisedAds,
  infiniteScroll,
  autoplay,
  variableRewards,
  socialValidation,
  aiAnthropomorphism,
  aiSycophancy,
  aiCompanionAttachment,
  aiBrandBias,
  aiUserRetention,
  aiSneaking,
];

export const patterns: Pattern[] = parseContent(
  z.array(patternSchema).superRefine((list, context) => {
    const slugs = new Set<string>();
    for (const pattern of list) {
      if (slugs.has(pattern.slug))
        context.addIssue({ code: "custom", message: `duplicate slug ${pattern.slug}` });
      slugs.add(pattern.slug);
    }
  }),
  data,
  where,
);

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
