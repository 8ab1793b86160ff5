import { z } from "zod";

import { glossaryTerms } from "#app/content/glossary.ts";
import { toolsPage } from "#app/content/pages/tools.ts";
import { patternFamilyNames, patterns } from "#app/content/patterns.ts";
import { references } from "#app/content/references.ts";
import {
  parseContent,
  type GlossaryTerm,
  type Pattern,
  type PatternFamily,
  type Reference,
  type Step,
  type Tool,
} from "#app/content/schemas.ts";
import { journeySteps, responsibleProductChecklist, tools } from "#app/content/tools.ts";
import { copyrightLine, siteConfig } from "#app/site.config.ts";

/**
 * Text of the strategic guide PDF generated at build time (scripts/pipeline/guide/build-guide-pdf.ts).
 * Only the guide's own prose lives here; the tools, journey, checklist, pattern library,
 * glossary and references are the same parsed arrays the site renders, attached below, so
 * the pages and the PDF cannot drift apart.
 */

const text = z.string().trim().min(1);
const chapterTextSchema = z.object({ title: text, intro: text });

const guideTextSchema = z.object({
  title: text,
  subtitle: text,
  /** For the PDF metadata. */
  author: text,
  introduction: z.object({ title: text, paragraphs: z.array(text).min(2).max(3) }),
  howToUse: z.object({ title: text, body: text, items: z.array(text).min(3).max(5) }),
  chapters: z.object({
    tools: chapterTextSchema,
    journey: chapterTextSchema,
    checklist: chapterTextSchema,
    patterns: chapterTextSchema,
    glossary: chapterTextSchema,
    references: chapterTextSchema,
  }),
  closing: z.object({ title: text, body: text }),
  /** Small labels printed around the chapters; "{n}", "{total}", "{page}" and "{pages}" are filled in. */
  labels: z.object({
    coverEyebrow: text,
    publishedBy: text,
    shareNote: text,
    contentsEyebrow: text,
    contentsTitle: text,
    introductionEyebrow: text,
    toolsEyebrow: text,
    toolOfTotal: text.includes("{n}"),
    steps: text,
    journeyEyebrow: text,
    checklistEyebrow: text,
    patternsEyebrow: text,
    patternOfTotal: text.includes("{n}"),
    alsoKnownAs: text,
    harmfulTitle: text,
    humaneTitle: text,
    resistTitle: text,
    patternPage: text,
    glossaryEyebrow: text,
    example: text,
    referencesEyebrow: text,
    footer: text,
    pageOfPages: text.includes("{page}"),
  }),
});

type GuideText = z.infer<typeof guideTextSchema>;
type Chapter = z.infer<typeof chapterTextSchema>;

export type Guide = Omit<GuideText, "chapters"> & {
  chapters: {
    tools: Chapter & { tools: Tool[] };
    journey: Chapter & { steps: Step[] };
    checklist: Chapter & { items: string[] };
    patterns: Chapter & { patterns: Pattern[]; familyNames: Record<PatternFamily, string> };
    glossary: Chapter & { terms: GlossaryTerm[] };
    references: Chapter & { references: Reference[] };
  };
};

const guideText: GuideText = parseContent(
  guideTextSchema,
  {
    // One title everywhere: the PDF's cover and metadata, /tools, /guide and their citations.
    title: `The ${siteConfig.name} Strategic Guide`,
    subtitle:
      "Practical tools for noticing, understanding and choosing how technology shapes your attention and decisions",
    author: siteConfig.name,
    introduction: {
      title: "Introduction",
      paragraphs: [
        "Every day, the apps, websites and AI systems we use make choices on our behalf. They decide which posts appear first, when to send an alert, which option is already selected and what a chatbot says back. Most of these choices are invisible, and many are tuned to keep us engaged for as long as possible. That is not always bad: good design can help us learn, stay in touch and find what we need. But when a product is measured mainly by time spent or items sold, its design can drift toward keeping us hooked rather than helping us.",
        `${siteConfig.name} researches how AI and digital platforms influence people, and asks a simple question: can AI be good for people? We believe it can, when it is designed with care, tested honestly and held to account. This guide gathers what we have learned into practical form. It explains the most common influence techniques in plain language, shows you what you can do about them today, and offers a short checklist for the teams who build digital products.`,
        "You do not need any technical knowledge to use it. Nor do you need to give up your phone or distrust every app. The aim is more modest and more useful: to help you notice when a design is steering you, understand how it works, and choose for yourself.",
      ],
    },
    howToUse: {
      title: "How to use this guide",
      body: "The chapters can be read in any order. Each tool stands on its own, so you can start with whatever bothers you most and come back to the rest later.",
      items: [
        "Individuals: pick one tool, try its steps for a week, and notice what changes.",
        "Educators: use the tools and the glossary as the basis for a lesson or discussion; the examples are written for teenagers and adults alike.",
        "Designers, developers and product teams: read the responsible-product checklist and test your own product against it.",
        "Researchers, advocates and policymakers: the references list the studies and legal texts behind our claims, so you can check them yourselves.",
      ],
    },
    chapters: {
      tools: {
        title: "Six awareness tools",
        intro:
          "Each of the following tools addresses one kind of influence. For each, you will find a short explanation of why it matters and concrete steps you can take on an ordinary phone or browser. Menu names differ between devices and change over time, so the steps describe what to look for rather than exact paths. None of the tools requires special software.",
      },
      journey: {
        title: "The three-step journey",
        intro:
          "The tools work best as part of a simple habit that applies to any app or website, including ones that do not exist yet. We call it the three-step journey: notice, understand, choose. It is not a one-off fix. Repeat it whenever something new starts pulling at your attention.",
      },
      checklist: {
        title: "A checklist for responsible products",
        intro:
          "Individual habits help, but the people who build digital products shape the choices of millions. This checklist is for designers, developers, product managers and the leaders who set their goals. It is short on purpose: five questions worth asking before any launch, and again after it.",
      },
      patterns: {
        title: "Pattern catalog",
        intro:
          "The design patterns of our pattern library, one to a page. Each page shows the manipulative screen above the same screen done honestly, with notes that match the numbers in the pictures. The research, the law and the sources for each pattern are on its page on our website.",
      },
      glossary: {
        title: "Appendix: Glossary",
        intro:
          "These are the key terms used throughout this guide and on our website, each with a plain-language definition and an everyday example. We use each term in the same sense everywhere.",
      },
      references: {
        title: "References",
        intro:
          "The studies, reports and legal texts below support the claims made in this guide and on our website. Where a source is a preprint or has not been peer-reviewed, we say so. Laws change; for EU legislation, consult the current consolidated text on EUR-Lex.",
      },
    },
    labels: {
      coverEyebrow: "A practical guide",
      publishedBy: `Published by ${siteConfig.name} · ${siteConfig.url.replace(/^https:\/\//, "")} · ${siteConfig.email}`,
      shareNote: `${copyrightLine}. Licensed under ${siteConfig.contentLicence.name} (${siteConfig.contentLicence.url.replace(/^https:\/\//, "")}): free to share and adapt, in classrooms and workshops too, with credit to ${siteConfig.name}.`,
      contentsEyebrow: "Inside this guide",
      contentsTitle: "Contents",
      introductionEyebrow: "Welcome",
      toolsEyebrow: "Part 1",
      toolOfTotal: "Tool {n} of {total}",
      steps: toolsPage.stepsLabel,
      journeyEyebrow: "Part 2",
      checklistEyebrow: "Part 3",
      patternsEyebrow: "Appendix",
      patternOfTotal: "Pattern {n} of {total}",
      alsoKnownAs: "Also known as",
      harmfulTitle: "The pattern",
      humaneTitle: "The humane alternative",
      resistTitle: "How to resist it",
      patternPage: "Research, law and sources",
      glossaryEyebrow: "Appendix",
      example: "Example",
      referencesEyebrow: "Sources",
      footer: `${siteConfig.name} Strategic Guide · ${siteConfig.contentLicence.name}`,
      pageOfPages: "Page {page} of {pages}",
    },
    closing: {
      title: "A closing word",
      body: `Technology is made by people, and it can be made differently. Every stopping point, honest default and balanced answer is a design decision that someone chose to make. By noticing influence, understanding how it works and choosing on purpose, you help create demand for products that respect people. We hope this guide is useful to you. To share feedback, ideas or examples, write to us at ${siteConfig.email} or visit ${siteConfig.url}.`,
    },
  },
  "content/guide.ts",
);

export const guide: Guide = {
  ...guideText,
  chapters: {
    tools: { ...guideText.chapters.tools, tools },
    journey: { ...guideText.chapters.journey, steps: journeySteps },
    checklist: { ...guideText.chapters.checklist, items: responsibleProductChecklist },
    patterns: { ...guideText.chapters.patterns, patterns, familyNames: patternFamilyNames },
    glossary: { ...guideText.chapters.glossary, terms: glossaryTerms },
    references: { ...guideText.chapters.references, references },
  },
};

/** The PDF's chapters, in the order it prints them (scripts/pipeline/guide/build-guide-pdf.ts draws them so). */
export const guideChapterOrder = [
  "introduction",
  "tools",
  "journey",
  "checklist",
  "patterns",
  "glossary",
  "references",
] as const;

export type GuideChapter = (typeof guideChapterOrder)[number];
export type GuidePartKey = GuideChapter | "howToUse" | "closing";

/**
 * What each chapter holds besides its own text, in the PDF's order: the introduction ends with how to use
 * the guide, and the checklist with the closing word (in a callout).
 */
const partsOfChapter: Record<GuideChapter, readonly GuidePartKey[]> = {
  introduction: ["introduction", "howToUse"],
  tools: ["tools"],
  journey: ["journey"],
  checklist: ["checklist", "closing"],
  patterns: ["patterns"],
  glossary: ["glossary"],
  references: ["references"],
};

/**
 * The anchor each part has on /guide: readable and stable, so a link to `/guide#awareness-tools` keeps
 * working when a title is reworded.
 */
const partIds: Record<GuidePartKey, string> = {
  introduction: "introduction",
  howToUse: "how-to-use",
  tools: "awareness-tools",
  journey: "three-step-journey",
  checklist: "responsible-products",
  closing: "closing-word",
  patterns: "pattern-catalog",
  glossary: "glossary",
  references: "references",
};

const partTitle = (key: GuidePartKey): string =>
  key === "introduction" || key === "howToUse" || key === "closing"
    ? guide[key].title
    : guide.chapters[key].title;

export type GuidePart = { key: GuidePartKey; id: string; title: string };

/** Every part of the guide in the PDF's reading order, with its anchor on /guide and its title. */
export const guideParts: GuidePart[] = guideChapterOrder.flatMap((chapter) =>
  partsOfChapter[chapter].map((key) => ({ key, id: partIds[key], title: partTitle(key) })),
);
