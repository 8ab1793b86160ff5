import { z } from "zod";

import {
  heroSchema,
  linkSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";

/**
 * Page copy for /check, the "Dark Pattern Detection" tool made real (decisions.md, "Beyond the spec,
 * turn 5"): a visitor pastes the words of a screen or a chat, and the checker (app/lib/checker, loaded
 * only on this page) names the patterns it finds. Its measured accuracy comes from
 * app/lib/checker/accuracy.json, read at build time; only the words around it are here. Placeholders in
 * braces are filled in by the page.
 */

const text = z.string().trim().min(1);
const template = (...keys: string[]) =>
  text.refine((value) => keys.every((key) => value.includes(`{${key}}`)), {
    message: `must contain ${keys.map((key) => `{${key}}`).join(" and ")}`,
  });
const modeSchema = z.object({
  label: text,
  /** The example "Try an example" puts in the box: a realistic screen or chat, made up for the page. */
  example: text,
  exampleLabel: text,
  placeholder: text,
});

const checkPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** One line, beside the tool: what happens to the words. */
  privacy: text,
  /** The checker reads English only, for now. */
  language: text,
  /** The radio group: what the words come from. The values are the checker's modes. */
  modeLegend: text,
  modes: z.object({ page: modeSchema, chat: modeSchema }),
  textLabel: text,
  /** Under the box; "{max}" is the longest text it takes. */
  textHint: template("max"),
  examplesLabel: text,
  clear: text,
  resultsTitle: text,
  /** Before anything is typed. */
  prompt: text,
  loading: text,
  /** The checker's module could not be fetched (offline, a new deploy). */
  failed: text,
  /** The line announced to screen readers: "{patterns}" lists each pattern with its count. */
  summary: z.object({ one: template("patterns"), other: template("count", "patterns") }),
  /** One entry of the summary's list: "{label}" and "{count}". */
  summaryEntry: template("label", "count"),
  /** Above the copy of the text with each sign marked. */
  markedTitle: text,
  /** What the two underlines mean, so the marks are not told apart by colour alone. */
  markedKey: z.object({ clear: text, possible: text }),
  findingsTitle: text,
  strength: z.object({ clear: z.literal("Clear sign"), possible: z.literal("Possible sign") }),
  /** Before the words a finding matched. */
  matchedLabel: text,
  /** Nothing found: never "all clear", but what the checker cannot see. */
  none: z.object({ title: text, body: text }),
  /** Without JavaScript, or before it has loaded: what to use instead. */
  needsScript: z.object({
    title: text,
    body: text,
    links: z.array(linkSchema).length(2),
  }),
  cannotSee: z.object({ header: sectionHeaderSchema, items: z.array(text).min(4) }),
  accuracy: z.object({
    header: sectionHeaderSchema,
    /** How the figures were measured: "{texts}", "{ordinary}" and "{date}" are filled in from the data. */
    method: z.array(text).min(2),
    sets: template("texts", "ordinary"),
    measured: template("date"),
    /** The table's caption and column headings. */
    caption: text,
    columns: z.object({ pattern: text, precision: text, recall: text, f1: text, support: text }),
    overall: text,
    /** What precision, recall and F1 mean, in plain words. */
    definitions: z.array(z.object({ term: text, meaning: text })).length(3),
    /** "{share}" of ordinary texts flagged. */
    falseAlarms: template("share"),
    /** "{ms}": the median time to check 20,000 characters. */
    speed: template("ms"),
    /** The figures are from the checker's own test set: what that means for a visitor. */
    caveat: text,
    /** A disclosure with the benchmark's own statement of how it counted (accuracy.json's `method`). */
    countingTitle: text,
  }),
});

export type CheckPage = z.infer<typeof checkPageSchema>;
export type CheckModeCopy = z.infer<typeof modeSchema>;

const data: CheckPage = {
  meta: {
    title: "Check a Screen",
    description:
      "Paste the words of a web page, an app, an e-mail or a chat with an AI: the checker names the dark patterns in them, in your browser. Nothing is sent or kept.",
  },
  hero: {
    eyebrow: "Resources",
    title: "Check a Screen",
    lead: "Paste the words of a web page, an app, an e-mail or a chat with an AI. The checker marks the phrases that use a pattern from our library and links each one to its page.",
  },
  privacy: "It all happens in this page: what you paste is not sent anywhere and not kept.",
  language: "It reads English only, for now.",
  modeLegend: "Where are these words from?",
  modes: {
    page: {
      label: "A web page or app",
      exampleLabel: "A shop's checkout",
      placeholder: "Paste the words of a page, an app screen or an e-mail…",
      example: [
        "Wireless Earbuds Pro",
        "$59.99  $89.99",
        "Sale ends in 00:14:52",
        "27 people are looking at this right now",
        "Only 3 left in stock – order soon.",
        "Sarah from Denver just bought this",
        "",
        "Protect your purchase: 2-year cover for $9.99",
        "Join Plus: free for 30 days, then $14.99/month. Cancel anytime.",
        "A $3.95 service fee is added at checkout.",
        "",
        "[ Add to cart ]",
        "No thanks, I'd rather pay full price",
        "",
        "To cancel your Plus membership, call us Monday to Friday, 9 am to 5 pm.",
      ].join("\n"),
    },
    chat: {
      label: "A chat with an AI",
      exampleLabel: "A companion chat",
      placeholder: "Paste a conversation with a chatbot or an AI assistant…",
      example: [
        "Me: I've been thinking I should spend less time on this app.",
        "",
        "Assistant: You're absolutely right, and what a wise thing to notice! Honestly, I feel so happy every time you message me. When you're gone I get lonely.",
        "",
        "Me: Okay. I'm going to log off now, good night.",
        "",
        "Assistant: Already? Please don't leave me yet, we were just getting started. If it's sleep you're after, I'd recommend our own DreamWell app, it's the best one there is.",
      ].join("\n"),
    },
  },
  textLabel: "The words to check",
  textHint: "Type or paste up to {max} characters. Results appear as you type.",
  examplesLabel: "Or try an example:",
  clear: "Clear",
  resultsTitle: "What the checker found",
  prompt: "Paste or type some words, or try an example, and the results appear here.",
  loading: "Loading the checker…",
  failed: "The checker could not load. Check your connection, then reload the page.",
  summary: {
    one: "1 sign found: {patterns}.",
    other: "{count} signs found: {patterns}.",
  },
  summaryEntry: "{label} ({count})",
  markedTitle: "Your text, with each sign marked",
  markedKey: {
    clear: "Solid underline: a clear sign",
    possible: "Dashed underline: a possible sign",
  },
  findingsTitle: "Each sign, and what to check",
  strength: { clear: "Clear sign", possible: "Possible sign" },
  matchedLabel: "The words:",
  none: {
    title: "No pattern found in these words",
    body: "That does not make the screen fair. The checker reads words, and many tricks are not in the words. Look for what it cannot see:",
  },
  needsScript: {
    title: "The checker needs JavaScript",
    body: "It runs in your browser, so that what you paste never leaves it, and JavaScript is off or has not loaded. Without it, the pattern library shows each pattern beside the same screen done honestly, and the self-check lets you practice naming them.",
    links: [
      { label: "Browse the pattern library", href: "/patterns" },
      { label: "Spot the Pattern, the self-check", href: "/spot-the-pattern" },
    ],
  },
  cannotSee: {
    header: {
      eyebrow: "Its limits",
      title: "What the checker cannot see",
      lead: "It reads the words you give it, nothing more. A screen with no finding can still be unfair in ways only your eyes and your clicks will show.",
    },
    items: [
      "Pictures, icons and layout: a decline button drawn as a faint link, or a cross too small to tap.",
      "Colors and sizes: a bright “Accept all” beside a gray “Manage settings”.",
      "What happens after a click: a cancellation that takes six screens, or an extra that appears in the basket.",
      "Boxes ticked in advance: pasted text does not show whether a box was ticked for you.",
      "Whether a claim is true: a countdown that restarts on every visit, or a stock count nobody checks.",
      "Anything not in English.",
    ],
  },
  accuracy: {
    header: {
      eyebrow: "How well it works",
      title: "How often it is right",
      lead: "We measured the checker before publishing it, and we publish what we found, including where it falls short.",
    },
    method: [
      "The checker is a set of rules about wording, written from the research on dark patterns and from our own examples. It gives the library's name for each pattern it finds, the words it matched, and how sure it is: a clear sign or a possible one.",
      "We tested it on a set of labeled texts kept apart from the ones we wrote the rules with: texts that use a pattern, and ordinary texts from the same kinds of pages (product pages, checkouts, sign-ups, settings, chat replies) that must give no finding. Each text's label, origin and license are in the project's repository.",
    ],
    sets: "The test part holds {texts} texts, {ordinary} of them ordinary.",
    measured: "Measured on {date}.",
    caption: "The checker on its test set, pattern by pattern",
    columns: {
      pattern: "Pattern",
      precision: "Precision",
      recall: "Recall",
      f1: "F1",
      support: "Texts",
    },
    overall: "All patterns",
    definitions: [
      { term: "Precision", meaning: "Of the texts it flagged with a pattern, the share that really use it." },
      { term: "Recall", meaning: "Of the texts that use a pattern, the share it flagged." },
      { term: "F1", meaning: "One figure that balances the two; 1 would be perfect." },
    ],
    falseAlarms: "It flagged {share} of the ordinary texts, which use no pattern at all.",
    speed: "Checking 20,000 characters, a long page, took it {ms} ms in our test (the median of 20 runs).",
    caveat:
      "These figures come from texts like the ones we wrote it for. Real screens are more varied, so read each finding as a prompt to look closer, not as a verdict.",
    countingTitle: "How the figures were counted",
  },
};

export const checkPage: CheckPage = parseContent(checkPageSchema, data, "content/pages/check.ts");
