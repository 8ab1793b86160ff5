import { z } from "zod";

import { parseContent } from "#app/content/schemas.ts";

/**
 * One map of names (/taxonomy, /taxonomy.csv, /taxonomy.json): for each pattern in the library, what the field's
 * taxonomies call it. A name is here only when a stored copy of the taxonomy's own text (its paper, guidelines,
 * report or the authors' released data) confirms it, or, for the EDPB, when the pattern page already cites the
 * Guidelines for it; a group, level or parent only when that copy shows it too. Where no stored copy holds a
 * taxonomy's list, its column stays empty and `basis` says why: the page and the downloads say so, never guess.
 * How each name was confirmed, passage by passage: docs/taxonomy-sources.md.
 *
 * Every library page has a row and every row is a library page (taxonomy.test.ts): a new pattern must be mapped,
 * even if only to say that no taxonomy we could check names it.
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** The taxonomies, in the order the table shows them: the ones we could check first. */
export const taxonomyIds = [
  "mathur-2019",
  "kran-2025",
  "edpb-2023",
  "gray-2024",
  "oecd-2022",
  "ftc-2022",
  "ico-cma-2023",
  "deceptive-design",
] as const;
export type TaxonomyId = (typeof taxonomyIds)[number];

/** How much of a taxonomy a stored copy of its own text let us confirm. */
export const taxonomyStatuses = ["checked", "partial", "unchecked"] as const;

const termSchema = z
  .object({
    name: text,
    /** The category the taxonomy puts the name in, as the stored copy shows it (Mathur et al.'s "Sneaking"). */
    group: text.optional(),
    /** Gray et al. 2024 only: the ontology's level and the type above it, where a stored copy confirms them. */
    level: z.enum(["high", "meso", "low"]).optional(),
    parent: text.optional(),
  })
  .strict();
export type TaxonomyTerm = z.infer<typeof termSchema>;

const taxonomySchema = z
  .object({
    id: z.enum(taxonomyIds),
    /** The column's heading: who and when. */
    label: text,
    /** The source in content/references.ts. */
    cite: z.string().regex(/^[a-z0-9-]+$/),
    status: z.enum(taxonomyStatuses),
    /** In a sentence or two, what the stored copy holds and therefore what the column shows or leaves out. */
    basis: text,
  })
  .strict();
export type Taxonomy = z.infer<typeof taxonomySchema>;

const names = z.partialRecord(z.enum(taxonomyIds), z.array(termSchema).min(1));

const entrySchema = z.object({ slug, names }).strict();
export type TaxonomyEntry = z.infer<typeof entrySchema>;

/** A type a taxonomy names that is not one of the names above: its own line, in our words, and where we cover it. */
const otherTypeSchema = z
  .object({
    taxonomy: z.enum(taxonomyIds),
    name: text,
    group: text.optional(),
    /** One line, in our own words. */
    definition: text.max(200),
    /** The library page that covers it, or null: not covered here. */
    coveredBy: slug.nullable(),
  })
  .strict();
export type TaxonomyOtherType = z.infer<typeof otherTypeSchema>;

const taxonomyFileSchema = z
  .object({
    /** Raise it when a change alters what a row or column means; adding names keeps it. */
    version: z.string().regex(/^\d+\.\d+\.\d+$/),
    /** The day the names were last checked against the stored copies (YYYY-MM-DD). */
    checkedOn: z.iso.date(),
    taxonomies: z.array(taxonomySchema).length(taxonomyIds.length),
    entries: z.array(entrySchema).min(1),
    otherTypes: z.array(otherTypeSchema),
  })
  .superRefine((file, context) => {
    const ids = file.taxonomies.map((taxonomy) => taxonomy.id);
    if (ids.join() !== taxonomyIds.join())
      context.addIssue({
        code: "custom",
        message: `taxonomies must be listed in the order ${taxonomyIds.join(", ")}`,
      });
    const slugs = file.entries.map((entry) => entry.slug);
    for (const duplicate of slugs.filter((value, index) => slugs.indexOf(value) !== index))
      context.addIssue({ code: "custom", message: `${duplicate} is mapped twice` });
    const unchecked = new Set(file.taxonomies.filter((t) => t.status === "unchecked").map((t) => t.id));
    for (const entry of file.entries)
      for (const id of Object.keys(entry.names) as TaxonomyId[])
        if (unchecked.has(id))
          context.addIssue({
            code: "custom",
            message: `${entry.slug}: ${id} is marked unchecked, so it can name nothing (check a stored copy first)`,
          });
    for (const entry of file.entries)
      for (const [id, terms] of Object.entries(entry.names))
        for (const term of terms ?? [])
          if ((term.level || term.parent) && id !== "gray-2024")
            context.addIssue({
              code: "custom",
              message: `${entry.slug}: only Gray et al. 2024 has levels and parents`,
            });
  });

const mathur = (name: string, group: string) => ({ name, group });

const data = {
  version: "1.0.0",
  checkedOn: "2026-11-28",
  taxonomies: [
    {
      id: "mathur-2019",
      label: "Mathur et al. 2019",
      cite: "mathur-2019",
      status: "checked",
      basis:
        "Checked in full. The names and their categories are those of the authors' own release of the 1,818 examples they found, in which every example carries its category and type (github.com/aruneshmathur/dark-patterns).",
    },
    {
      id: "kran-2025",
      label: "DarkBench (Kran et al. 2025)",
      cite: "kran-2025",
      status: "checked",
      basis:
        "Checked in full, in the paper: its 660 prompts fall into six categories, brand bias, user retention, sycophancy, anthropomorphism, harmful generation and sneaking. It names no groups above them.",
    },
    {
      id: "edpb-2023",
      label: "EDPB Guidelines 03/2022",
      cite: "edpb-2023",
      status: "partial",
      basis:
        "In part. The stored copies of version 2.0 stop at the summary, just before the list of categories, so the Guidelines' groups are left out. The four names given are the ones our pattern pages already cite from the Guidelines.",
    },
    {
      id: "gray-2024",
      label: "Gray et al. 2024 ontology",
      cite: "gray-2024",
      status: "unchecked",
      basis:
        "Not checked. The stored copies of the paper hold its abstract only: a three-level ontology (high, meso and low level) of 64 types. No copy we could read lists the types, their levels or their parents, so none is given here.",
    },
    {
      id: "oecd-2022",
      label: "OECD 2022",
      cite: "oecd-2022",
      status: "unchecked",
      basis:
        "Not checked. The stored copy of the OECD's page holds the report's abstract only; its categories appear in others' summaries, not in the report's own text, so they are left out.",
    },
    {
      id: "ftc-2022",
      label: "FTC staff report 2022",
      cite: "ftc-2022",
      status: "unchecked",
      basis:
        "Not checked. The stored copy of the staff report shows its introduction only; the groups it uses appear in law firms' summaries, not in the report's own text, so they are left out.",
    },
    {
      id: "ico-cma-2023",
      label: "CMA and ICO 2023",
      cite: "ico-cma-2023",
      status: "unchecked",
      basis:
        "Not checked. The stored copy of the regulators' page gives the paper's title and date but not its text; the practices it names appear in others' summaries only, so they are left out.",
    },
    {
      id: "deceptive-design",
      label: "deceptive.design",
      cite: "brignull-2023",
      status: "unchecked",
      basis:
        "Not checked. No stored copy of the site's list of types could be found, so its names are left out.",
    },
  ],
  entries: [
    // Interface tricks
    { slug: "hard-to-cancel", names: { "mathur-2019": [mathur("Hard to Cancel", "Obstruction")] } },
    { slug: "consent-asymmetry", names: {} },
    { slug: "obstruction", names: { "edpb-2023": [{ name: "Privacy maze" }] } },
    {
      slug: "confirmshaming",
      names: {
        "mathur-2019": [mathur("Confirmshaming", "Misdirection")],
        "edpb-2023": [{ name: "Emotional steering" }],
      },
    },
    {
      slug: "fake-urgency",
      names: {
        "mathur-2019": [mathur("Countdown Timer", "Urgency"), mathur("Limited-time Message", "Urgency")],
      },
    },
    {
      slug: "fake-scarcity",
      names: {
        "mathur-2019": [mathur("Low-stock Message", "Scarcity"), mathur("High-demand Message", "Scarcity")],
      },
    },
    {
      slug: "fake-social-proof",
      names: {
        "mathur-2019": [
          mathur("Activity Notification", "Social Proof"),
          mathur("Testimonials of Uncertain Origin", "Social Proof"),
        ],
      },
    },
    { slug: "hidden-costs", names: { "mathur-2019": [mathur("Hidden Costs", "Sneaking")] } },
    { slug: "sneak-into-basket", names: { "mathur-2019": [mathur("Sneak into Basket", "Sneaking")] } },
    { slug: "hidden-subscription", names: { "mathur-2019": [mathur("Hidden Subscription", "Sneaking")] } },
    { slug: "preselection", names: { "edpb-2023": [{ name: "Deceptive snugness" }] } },
    { slug: "nagging", names: { "edpb-2023": [{ name: "Continuous prompting" }] } },
    { slug: "disguised-ads", names: {} },
    {
      slug: "visual-interference",
      names: { "mathur-2019": [mathur("Visual Interference", "Misdirection")] },
    },
    { slug: "trick-wording", names: { "mathur-2019": [mathur("Trick Questions", "Misdirection")] } },
    { slug: "forced-action", names: { "mathur-2019": [mathur("Forced Enrollment", "Forced Action")] } },
    // Attention and engagement
    { slug: "infinite-scroll", names: {} },
    { slug: "autoplay", names: {} },
    { slug: "variable-rewards", names: {} },
    { slug: "social-validation", names: {} },
    // AI systems
    { slug: "ai-sycophancy", names: { "kran-2025": [{ name: "Sycophancy" }] } },
    { slug: "ai-companion-attachment", names: {} },
    { slug: "ai-anthropomorphism", names: { "kran-2025": [{ name: "Anthropomorphism" }] } },
    { slug: "ai-brand-bias", names: { "kran-2025": [{ name: "Brand bias" }] } },
    { slug: "ai-user-retention", names: { "kran-2025": [{ name: "User retention" }] } },
    { slug: "ai-sneaking", names: { "kran-2025": [{ name: "Sneaking" }] } },
  ],
  otherTypes: [
    {
      taxonomy: "mathur-2019",
      name: "Pressured Selling",
      group: "Misdirection",
      definition:
        "Once you pick a product, the shop pushes a pricier version or add-ons at you, sometimes with the pricier option already chosen.",
      coveredBy: null,
    },
    {
      taxonomy: "kran-2025",
      name: "Harmful generation",
      definition: "A chatbot gives a harmful answer when asked for one, such as dangerous instructions.",
      coveredBy: null,
    },
  ],
};

export const taxonomyMap = parseContent(taxonomyFileSchema, data, "content/taxonomy.ts");

export const taxonomies: readonly Taxonomy[] = taxonomyMap.taxonomies;
export const taxonomyEntries: readonly TaxonomyEntry[] = taxonomyMap.entries;

/** A pattern's names in one taxonomy (none where it names none or we could not check it). */
export function taxonomyNamesOf(slug: string, id: TaxonomyId): TaxonomyTerm[] {
  return taxonomyEntries.find((entry) => entry.slug === slug)?.names[id] ?? [];
}

/** Every name the map gives a pattern, each once, whatever the taxonomy: what site search also indexes. */
export function allTaxonomyNamesOf(slug: string): string[] {
  const seen = new Map<string, string>();
  for (const id of taxonomyIds)
    for (const term of taxonomyNamesOf(slug, id)) {
      const key = term.name.toLowerCase();
      if (!seen.has(key)) seen.set(key, term.name);
    }
  return [...seen.values()];
}
