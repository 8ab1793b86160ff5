import { z } from "zod";

import { linkSchema, parseContent, sectionHeaderSchema } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * The browser extension (extension/, issue 53 §3): the words /check shows about it, and the words the
 * extension itself shows on a visitor's page (its panel), which the pipeline (scripts/pipeline/extension/)
 * bakes into the extension's bundle. Placeholders in braces are filled in where they are shown.
 */

const text = z.string().trim().min(1);
const template = (...keys: string[]) =>
  text.refine((value) => keys.every((key) => value.includes(`{${key}}`)), {
    message: `must contain ${keys.map((key) => `{${key}}`).join(" and ")}`,
  });

const downloadSchema = z.object({
  /** The button: "Download for Chrome, Edge and other Chromium browsers". */
  label: text,
  /** The install steps, in order. */
  steps: z.array(text).min(2),
});

const panelSchema = z.object({
  /** The panel's heading: "{name}" is the site's name. */
  title: template("name"),
  close: text,
  /** While the live checks watch the page for a few seconds. */
  watching: text,
  /** The count of findings: "{count}". */
  summary: z.object({ one: text, other: template("count") }),
  strength: z.object({ clear: text, possible: text }),
  /** Before the words a finding matched. */
  matched: text,
  /** The link to a finding's pattern page: "{pattern}". */
  learnMore: template("pattern"),
  /** Read after each link by screen readers. */
  newTab: text,
  /** The button that scrolls to a finding's mark on the page. */
  show: text,
  /** Nothing found: never "all clear", but what the checker cannot see. */
  none: z.object({ title: text, body: text }),
  cannotSee: z.array(text).min(3),
  /** One line at the panel's foot. */
  privacy: text,
  /** What the live checks found, as labels and reasons (the wording rules bring their own). */
  live: z.object({
    countdown: z.object({ label: text, reason: text }),
    preselected: z.object({ label: text, reason: text }),
    lopsided: z.object({ label: text, reason: template("accept", "decline") }),
  }),
});

const extensionSchema = z.object({
  /** The extension's name in the browser: "{name}" is the site's name. */
  name: template("name"),
  /** The browser's short description (at most 132 characters, the Chrome Web Store's limit). */
  description: text.max(132),
  /** The action's tooltip. */
  actionTitle: text,
  /** The tooltip on a page the browser does not let extensions read (its settings, its store). */
  cannotCheck: text,
  site: z.object({
    header: sectionHeaderSchema,
    does: z.object({ title: text, items: z.array(text).min(3) }),
    doesNot: z.object({ title: text, items: z.array(text).min(3) }),
    downloads: z.object({ chromium: downloadSchema, firefox: downloadSchema }),
    /** Beside each button: "ZIP". */
    fileNote: text,
    installTitle: text,
    source: linkSchema.extend({ lead: text }),
    /** Read after the source link by screen readers. */
    newTab: text,
  }),
  panel: panelSchema,
});

export type ExtensionText = z.infer<typeof extensionSchema>;
export type ExtensionPanelText = z.infer<typeof panelSchema>;
export type ExtensionSiteText = ExtensionText["site"];

const data: ExtensionText = {
  name: "{name}: check this page",
  description:
    "Click it on any page to mark the dark patterns in its words, countdowns, pre-ticked boxes and lopsided choices. Sends nothing.",
  actionTitle: "Check this page for dark patterns",
  cannotCheck:
    "This page cannot be checked: the browser keeps its own pages and its store out of extensions' reach.",
  site: {
    header: {
      eyebrow: "Browser extension",
      title: "Check the page you are on",
      lead: "The same checker as a browser extension for Chrome, Edge, Firefox and other browsers. Click its button on a shop, a sign-up or a cookie banner, and it marks what it finds on the page itself.",
    },
    does: {
      title: "What it does",
      items: [
        "Reads the words you can see on the page with the same rules as this page, and marks each phrase it flags with a numbered outline.",
        "Watches the page for a few seconds for a countdown that really counts down.",
        "Finds boxes ticked for you that add extras, insurance, consent or marketing.",
        "Finds a “decline” made much smaller or fainter than the “accept” beside it.",
        "Lists what it found in a small panel, each with a link to its page in our pattern library.",
      ],
    },
    doesNot: {
      title: "What it does not do",
      items: [
        "It runs only when you click its button, on that one tab: it cannot read any page before you do.",
        "It sends nothing and keeps nothing: no network access, no storage, no account.",
        "It asks for two permissions only: “activeTab” (the tab you clicked it on) and “scripting” (to run the check there).",
      ],
    },
    downloads: {
      chromium: {
        label: "Download for Chrome, Edge and Chromium",
        steps: [
          "Unzip the file into a folder you will keep.",
          "Open chrome://extensions (edge://extensions in Edge) and switch on Developer mode.",
          "Choose “Load unpacked” and pick the folder. Pin the extension to the toolbar to keep its button at hand.",
        ],
      },
      firefox: {
        label: "Download for Firefox",
        steps: [
          "Open about:debugging#/runtime/this-firefox.",
          "Choose “Load Temporary Add-on…” and pick the zip file.",
          "Firefox removes a temporary add-on when it closes: load it again next time.",
        ],
      },
    },
    fileNote: "ZIP",
    installTitle: "How to install it",
    source: {
      lead: "It is not in the browsers' stores yet, so it installs by hand. Its code is open: read it before you install it.",
      label: "The extension's source (the extension/ folder of the site's code)",
      href: siteConfig.githubUrl,
    },
    newTab: "(opens in a new tab)",
  },
  panel: {
    title: "{name} check",
    close: "Close the check",
    watching: "Watching the page for a few seconds for a countdown…",
    summary: { one: "1 thing found on this page", other: "{count} things found on this page" },
    strength: { clear: "Clear sign", possible: "Possible sign" },
    matched: "On the page:",
    learnMore: "About {pattern}",
    newTab: "(opens in a new tab)",
    show: "Show on the page",
    none: {
      title: "Nothing found on this page",
      body: "That is not the same as “all clear”: the checker reads words and a few things on the page, and there is a lot it cannot see.",
    },
    cannotSee: [
      "Pictures, and words drawn into them.",
      "What happens after a click: the next step, the basket, the bill.",
      "Colors and layout, beyond a decline made smaller or fainter than its accept.",
      "Whether a claim such as “only 3 left” is true.",
    ],
    privacy: "Checked in this tab only. Nothing was sent or kept.",
    live: {
      countdown: {
        label: "A running countdown",
        reason:
          "This timer counted down while the check watched it: see whether the offer really ends, or starts again when you reload the page.",
      },
      preselected: {
        label: "Ticked for you",
        reason:
          "This box was already ticked when the page loaded: an extra, insurance, consent or marketing you get unless you untick it.",
      },
      lopsided: {
        label: "A decline made hard to see",
        reason:
          "“{decline}” is much smaller or fainter than “{accept}” beside it: both choices should be as easy to see and to press.",
      },
    },
  },
};

export const extensionText: ExtensionText = parseContent(extensionSchema, data, "content/extension.ts");

/** What /check shows, alone: the panel's words travel in the extension, not in the page. */
export const extensionSiteText: ExtensionSiteText = extensionText.site;
