import { z } from "zod";

/**
 * Every content module parses its data with these schemas at import time, so a
 * missing field or a malformed link fails the build instead of a page.
 */

/** Icons a content module may name. The map to lucide components lives in components/icon.tsx. */
export const iconNames = [
  "alert-triangle",
  "bell",
  "book-open",
  "bot",
  "brain",
  "briefcase",
  "compass",
  "code",
  "eye",
  "file-text",
  "flask",
  "globe",
  "graduation-cap",
  "hand-heart",
  "heart",
  "layers",
  "lightbulb",
  "lock",
  "mail",
  "megaphone",
  "message-circle",
  "mouse-pointer",
  "palette",
  "scale",
  "search",
  "shield",
  "shopping-cart",
  "shuffle",
  "sliders",
  "sparkles",
  "target",
  "timer",
  "tv",
  "users",
  "video",
  "rss",
] as const;
export const iconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconNameSchema>;

const text = z.string().trim().min(1);

/** Internal paths start with "/"; external links are absolute https URLs; mailto is allowed. */
export const hrefSchema = z
  .string()
  .refine(
    (value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^\s]+$/.test(value) || /^mailto:[^\s]+$/.test(value),
    { message: 'Links must be an internal path ("/tools"), an https URL or a mailto: address' },
  );

export const linkSchema = z.object({ label: text, href: hrefSchema });
export type Link = z.infer<typeof linkSchema>;

/** A sentence that points elsewhere, then the link (the teaching pack from the pages teachers use). */
export const leadLinkSchema = linkSchema.extend({ lead: text });
export type LeadLink = z.infer<typeof leadLinkSchema>;

/** Title and description for <title> and <meta name="description">. */
export const pageMetaSchema = z.object({
  title: text.max(70),
  description: text.min(50).max(170),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const heroSchema = z.object({
  eyebrow: text.optional(),
  title: text,
  lead: text,
});
export type Hero = z.infer<typeof heroSchema>;

/** A template for a count, in the singular and the plural (lib/template's fillCount). */
export const countedSchema = z.object({ one: text, other: text.includes("{count}") });

/** Eyebrow + heading + lead, the section opener used on every page. */
export const sectionHeaderSchema = z.object({
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
});
export type SectionHeaderContent = z.infer<typeof sectionHeaderSchema>;

export const cardSchema = z.object({
  icon: iconNameSchema.optional(),
  title: text,
  body: text,
  items: z.array(text).optional(),
  link: linkSchema.optional(),
});
export type Card = z.infer<typeof cardSchema>;

export const stepSchema = z.object({ title: text, body: text });
export type Step = z.infer<typeof stepSchema>;

export const callToActionSchema = z.object({
  title: text,
  body: text,
  primary: linkSchema,
  secondary: linkSchema.optional(),
});
export type CallToAction = z.infer<typeof callToActionSchema>;

/** A published source. `url` is the canonical address (DOI link, EUR-Lex ELI, publisher page). */
export const referenceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  authors: text,
  year: z.number().int().min(1900).max(2100),
  title: text,
  source: text,
  url: z.url({ protocol: /^https$/ }).optional(),
});
export type Reference = z.infer<typeof referenceSchema>;

export const glossaryTermSchema = z.object({
  /** Anchor on /glossary, e.g. "variable-rewards". */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  term: text,
  definition: text,
  example: text,
  /** Everyday words people type for this term in site search (not shown on the page). */
  searchTerms: z.array(text).optional(),
  /** The term's page in the pattern library (or the library itself), when it has one. */
  patternPage: z
    .string()
    .regex(/^\/patterns(?:\/[a-z0-9-]+)?$/)
    .optional(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** The spec's case shape plus what an honest case card needs: a source or an "illustrative" mark, and a humane alternative. */
export const caseExampleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  platform: text,
  category: text,
  techniques: z.array(text).min(2),
  description: text,
  impact: text,
  impactSource: z.union([linkSchema, z.literal("illustrative")]),
  humaneAlternative: text,
  colorClass: z.enum(["case-teal", "case-amber", "case-violet", "case-rose"]),
  icon: iconNameSchema,
});
export type CaseExample = z.infer<typeof caseExampleSchema>;

export const toolSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  icon: iconNameSchema,
  title: text,
  summary: text,
  /** Concrete, actionable steps a visitor can take today. */
  steps: z.array(text).min(3),
  /** What the steps achieve, finishing "6 steps to …" on the /tools disclosure ("share less data"). */
  stepsGoal: text,
  /** Longer explanation used in the PDF guide. */
  detail: text,
  /** Where its steps lead next, after them (the detection tool's last step: /report). */
  link: linkSchema.optional(),
  /** The tool made real, shown under its summary (Dark Pattern Detection: the checker on /check). */
  action: linkSchema.optional(),
});
export type Tool = z.infer<typeof toolSchema>;

export const faqSchema = z.object({ question: text, answer: text });
export type Faq = z.infer<typeof faqSchema>;

/** The spec's job card: title, description and three tags (location, commitment, area). */
export const jobSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  description: text,
  tags: z.tuple([text, text, text]),
  responsibilities: z.array(text).min(3),
});
export type Job = z.infer<typeof jobSchema>;

export const partnershipProjectSchema = z.object({
  icon: iconNameSchema,
  title: text,
  partnerType: text,
  body: text,
  outcome: text,
});
export type PartnershipProject = z.infer<typeof partnershipProjectSchema>;

/** Frontmatter of every article in content/blog/*.mdx. */
export const postFrontmatterSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  excerpt: text.max(300),
  date: z.iso.date(),
  /** Date of the last correction (see /transparency); shown as "Updated …" and used as dateModified. */
  updated: z.iso.date().optional(),
  category: z.literal("Responsible AI"),
  /** What the article is about, two or three short topics shown on its card ("EU law", "Streaming"). */
  tags: z
    .array(text.max(24))
    .min(2)
    .max(3)
    .refine((tags) => new Set(tags).size === tags.length, { message: "A tag is listed twice" }),
  /** Full articles lead the blog index; short ones follow in a section of their own. */
  format: z.enum(["full", "short"]),
  /** Articles published as parts of one series link to each other, in part order. */
  series: z
    .object({ id: z.string().regex(/^[a-z0-9-]+$/), title: text, part: z.number().int().positive() })
    .optional(),
  /** Long articles get a table of contents. */
  toc: z.boolean().default(false),
  previous: z.string().optional(),
});
export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;

/** A family of the pattern library's index on /patterns. */
export const patternFamilies = ["interface", "attention", "ai"] as const;
export const patternFamilySchema = z.enum(patternFamilies);
export type PatternFamily = z.infer<typeof patternFamilySchema>;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A key of content/references.ts; unknown keys fail when the pattern index is built. */
const referenceKey = z.string().regex(/^[a-z0-9-]+$/);

/**
 * One illustration of a pattern (the manipulative screen, or the same screen done honestly).
 * The picture is an SVG component in components/patterns/illustrations/; its numbered markers
 * match `callouts` in order, and the callouts are printed as HTML beside it.
 */
export const patternIllustrationSchema = z.object({
  /** Short accessible name of the SVG, e.g. "A newsletter pop-up whose decline link shames the reader". */
  label: text.max(140),
  callouts: z
    .array(z.object({ title: text.max(60), body: text.max(280) }))
    .min(1)
    .max(5),
});
export type PatternIllustration = z.infer<typeof patternIllustrationSchema>;

/** A page of the pattern library: /patterns/{slug}. */
export const patternSchema = z.object({
  slug,
  name: text.max(40),
  family: patternFamilySchema,
  /** Its place in its family's list on /patterns, from 1: the library reads its patterns by glob, in no order. */
  order: z.number().int().positive(),
  /** Plain language, two sentences at most. */
  definition: text.max(320).refine((value) => (value.match(/[.!?](\s|$)/g) ?? []).length <= 2, {
    message: "A definition has two sentences at most",
  }),
  /** One line for the index card. */
  summary: text.max(120),
  alsoKnownAs: z.array(text),
  /**
   * Everyday words people type when they look for this pattern ("unsubscribe", "FOMO"), used by site
   * search only and never shown: the pattern's other names are `alsoKnownAs`.
   */
  searchTerms: z.array(text).min(1),
  harmful: patternIllustrationSchema,
  humane: patternIllustrationSchema,
  /** The psychology, a paragraph each, with the registry sources each paragraph rests on. */
  howItWorks: z
    .array(z.object({ text, cite: z.array(referenceKey).min(1) }))
    .min(1)
    .max(4),
  /** Figures only from cited sources; an empty list says no robust figure is known. */
  evidence: z.array(z.object({ text, cite: referenceKey })),
  /** Where the law addresses it; an empty list renders "no specific rule yet". */
  law: z.array(z.object({ instrument: text, provision: text, text, cite: referenceKey.optional() })),
  /** The day the law section was last checked against the texts it cites (shown as "Law checked on"). */
  lawCheckedOn: z.iso.date(),
  resist: z.array(text).min(2).max(5),
  /** Ids in content/tools.ts, linked as /tools#id. */
  tools: z.array(slug).min(1),
  related: z.object({
    glossary: z.array(slug),
    articles: z.array(slug),
    cases: z.array(slug),
  }),
});
export type Pattern = z.infer<typeof patternSchema>;

/** Parse with a message that names the content module, so a build error says which file to fix. */
export function parseContent<T extends z.ZodType>(schema: T, data: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`Invalid content in ${where}:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
