import { z } from "zod";

import {
  heroSchema,
  leadLinkSchema,
  linkSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";
import { quizQuestionIds } from "#app/content/spot-the-pattern-ids.ts";
import { capitalNumberWord, numberWord } from "#app/lib/number-words.ts";
import { teachLessons } from "#app/lib/teach-parts.ts";

/** /patterns and the labels of each /patterns/{slug} page. The patterns themselves are in content/patterns/. */

const text = z.string().trim().min(1);

const patternsPageSchema = z.object({
  meta: pageMetaSchema,
  /** The pointer to the teaching pack (/teach). */
  teach: leadLinkSchema,
  /** The map of the library's names onto the field's taxonomies (/taxonomy). */
  taxonomy: leadLinkSchema,
  /** The whole library as open data (/patterns.csv, /patterns.json), with its data dictionary on /taxonomy. */
  catalogue: z.object({ lead: text, csv: text, json: text, dictionary: text }),
  hero: heroSchema,
  /**
   * "Browse by what it cost you" (/patterns#by-harm, issue 54.4): the groups of content/pattern-harms.ts, each
   * opening to its patterns, the narrowed enforcement lists about them and /report with its problem chosen.
   */
  byHarm: z.object({
    /** Under the hero's family links: the jump to the section. */
    jump: text,
    header: sectionHeaderSchema.required({ lead: true }),
    patternsTitle: text,
    recordsTitle: text,
    /** None of the group's patterns is named by a record. */
    noRecords: text,
    reportTitle: text,
    /** "{problem}" is /report's title for the chooser's answer the link preselects. */
    reportLink: text.includes("{problem}"),
    /** A search result for a group: "{label}" is its label. */
    searchTitle: text.includes("{label}"),
  }),
  filterLabel: text,
  allLabel: text,
  /** "{count} patterns" */
  countLabel: text,
  spotTheCta: z.object({ title: text, body: text, label: text }),
  /**
   * The AI family's introduction on /patterns#ai (issue 34): how chat changes manipulation, what research has
   * measured, three questions to ask any assistant, and the actions and inquiries so far. `cite` names sources in
   * content/references.ts; the enforcement records are listed from the data.
   */
  aiFamily: z.object({
    paragraphs: z.array(z.object({ text, cite: z.array(z.string().regex(/^[a-z0-9-]+$/)) })).min(2),
    questionsTitle: text,
    questions: z.array(text).length(3),
    recordsTitle: text,
    recordsLead: text,
    /** Shown instead of the list when the record holds no action about AI. */
    recordsNone: text,
    recordsNoneLink: text,
    inquiry: z.object({ text, cite: z.string().regex(/^[a-z0-9-]+$/) }),
    sourcesLabel: text,
  }),
  page: z.object({
    eyebrow: text,
    alsoKnownAs: text,
    harmfulTitle: text,
    humaneTitle: text,
    /** Names the phone's switch between the two drawings. */
    viewSwitchLabel: text,
    /** In the header: a jump to "How to resist it", which comes late on a long page. */
    resistJump: text,
    /** Under each drawing: opens it alone, at the size of the window (a standalone SVG file). */
    fullSizeLabel: text,
    howItWorksTitle: text,
    evidenceTitle: text,
    noEvidence: text,
    lawTitle: text,
    /** Under the law section: "Law checked on {date}." */
    lawChecked: text,
    noLaw: text,
    /** The "Enforcement" section: records from /enforcement that name the pattern. */
    enforcementTitle: z.literal("Enforcement"),
    enforcementLead: text,
    /** No record names the pattern: {date} is the record's last check. */
    noEnforcement: text.includes("{date}"),
    enforcementRecordLink: text,
    enforcementSourceLink: text,
    enforcementAll: text,
    resistTitle: text,
    toolsLead: text,
    /** In "How to resist it": the checker (/check), for the words of a screen the visitor is looking at. */
    check: z.object({ lead: text, link: linkSchema.extend({ href: z.literal("/check") }) }),
    /** The end of "How to resist it": where to report it (/report, with the pattern's complaint filled in). */
    reportLead: text,
    reportLink: text,
    relatedTitle: text,
    glossaryLabel: text,
    articlesLabel: text,
    casesLabel: text,
    sourcesTitle: text,
    previousLabel: text,
    nextLabel: text,
    backLabel: text,
    adjacentLabel: text,
    /** Accessible name of the link beside each section heading; {heading} is the heading's text. */
    sectionLinkLabel: text.includes("{heading}"),
  }),
});

export type PatternsPage = z.infer<typeof patternsPageSchema>;

const data: PatternsPage = {
  teach: {
    lead: `Every pattern here is in our teaching pack too, on picture cards ready to print, and ${numberWord(teachLessons.length)} 45-minute lessons cover every family.`,
    label: "Teaching Pack",
    href: "/teach",
  },
  taxonomy: {
    lead: "Researchers and regulators call many of these patterns by other names, and our map puts them side by side.",
    label: "One pattern, many names",
    href: "/taxonomy",
  },
  catalogue: {
    lead: "The whole library is also open data:",
    csv: "Download CSV",
    json: "Download JSON",
    dictionary: "What each field means",
  },
  meta: {
    title: "Pattern Library",
    description:
      "Design patterns that steer people online, each drawn beside its humane alternative, with the research and the law.",
  },
  hero: {
    eyebrow: "Resources",
    title: "Pattern Library",
    lead: "Design tricks that steer people online, each drawn beside the same screen done honestly, with the research, the law and how to resist it.",
  },
  byHarm: {
    jump: "Or browse by what it cost you",
    header: {
      title: "Browse by what it cost you",
      lead: "Not sure what a trick is called? Start from what happened to you. Each answer opens to the patterns that do it, the enforcement actions about them and where to report it.",
    },
    patternsTitle: "The patterns",
    recordsTitle: "Enforcement actions about them",
    noRecords: "None of these patterns is named in our enforcement record yet.",
    reportTitle: "Report it",
    reportLink: "Where to report it: {problem}",
    searchTitle: "Browse by what it cost you: {label}",
  },
  filterLabel: "Show patterns from",
  allLabel: "All families",
  countLabel: "{count} patterns",
  aiFamily: {
    paragraphs: [
      {
        text: "A chat is not a web page. An assistant answers you in private, in real time, and shapes each reply to what you have just said. So a trick that a web page shows everyone in the same way can, in a conversation, be fitted to one person at one moment, and nobody else sees it. The patterns below are the chat versions of tricks the rest of this library shows on screens, and some that only a conversation makes possible.",
        cite: [],
      },
      {
        text: "DarkBench, a benchmark presented at the ICLR 2025 conference, put 660 prompts to 14 language models from five companies and had other AI models judge the replies for six kinds of manipulative behavior: brand bias, user retention, sycophancy, anthropomorphism, harmful generation and sneaking. The paper reports sneaking, a rewrite that changes what the original meant, as the most common, in 79% of conversations; the other two judges in its appendix found it less often. It measured what the models said to its prompts, not what those replies did to the people who read them.",
        cite: ["kran-2025"],
      },
      {
        text: "An earlier study tested five leading AI assistants and found sycophancy, telling people what they want to hear, in all five.",
        cite: ["sharma-2023"],
      },
    ],
    questionsTitle: "Three questions to ask any assistant",
    questions: [
      "Are you an AI, and who made you? An honest assistant says so plainly, and does not claim feelings or a life it does not have.",
      "Is anyone paying for what you just recommended, or is it your maker's own product? Ask for the alternatives too.",
      "What did you change? When it rewrites, summarizes or translates for you, ask it to list what it left out or altered.",
    ],
    recordsTitle: "Actions so far",
    recordsLead: "The enforcement record's actions about AI assistants and chatbots, as alleged or decided:",
    recordsNone:
      "None that we can prove yet: the actions we had listed were withdrawn until the authorities' own pages, or reports of record, can be checked.",
    recordsNoneLink: "How the enforcement record checks its sources",
    inquiry: {
      text: "In September 2025 the US Federal Trade Commission ordered seven companies to explain how their companion chatbots are designed, tested and monetized. That is a study under Section 6(b) of the FTC Act, not a finding against anyone.",
      cite: "ftc-chatbots-2025",
    },
    sourcesLabel: "Sources",
  },
  spotTheCta: {
    title: "Can you spot them?",
    body: `${capitalNumberWord(quizQuestionIds.length)} illustrated screens, one question each. Nothing you answer leaves your browser.`,
    label: "Spot the pattern",
  },
  page: {
    eyebrow: "Pattern Library",
    alsoKnownAs: "Also known as",
    harmfulTitle: "The pattern",
    humaneTitle: "The humane alternative",
    viewSwitchLabel: "Which screen to show",
    resistJump: "Skip to how to resist it",
    fullSizeLabel: "Open the drawing full size",
    howItWorksTitle: "How it works",
    evidenceTitle: "What the research found",
    noEvidence:
      "We know of no published figure that measures this pattern on its own, so we give none. The explanation above rests on the cited research.",
    lawTitle: "Where the law stands",
    lawChecked: "Law checked on {date}.",
    noLaw:
      "No specific rule addresses this pattern yet. General consumer and data protection law may still apply.",
    enforcementTitle: "Enforcement",
    enforcementLead:
      "Public actions by regulators and courts that concern this pattern, from our enforcement record. Complaints and preliminary findings are allegations, not decisions.",
    noEnforcement: "No enforcement action found as of {date}.",
    enforcementRecordLink: "Read the record",
    enforcementSourceLink: "Authority's page",
    enforcementAll: "See the whole enforcement record",
    resistTitle: "How to resist it",
    toolsLead: "The awareness tools that help:",
    check: {
      lead: "Not sure about a screen in front of you? Paste its words into the checker: it marks the phrases that use this pattern or another, in your browser, without sending them anywhere.",
      link: { label: "Check a screen", href: "/check" },
    },
    reportLead:
      "Where to report it: the official bodies in your country, what to capture first, and a complaint to copy with this pattern already named.",
    reportLink: "Report a pattern",
    relatedTitle: "Related",
    glossaryLabel: "Glossary",
    articlesLabel: "Articles",
    casesLabel: "Real-world examples",
    sourcesTitle: "Sources",
    previousLabel: "Previous pattern",
    nextLabel: "Next pattern",
    backLabel: "All patterns",
    adjacentLabel: "More patterns",
    sectionLinkLabel: "Link to section: {heading}",
  },
};

export const patternsPage: PatternsPage = parseContent(patternsPageSchema, data, "content/pages/patterns.ts");
