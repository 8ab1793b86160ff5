import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkerLanguages, checkerPatterns, checkText, type CheckMode } from "./index.ts";
import { patternOfKind } from "./kinds.ts";
import { ruleSets } from "./rules/index.ts";

const root = new URL("../../../", import.meta.url);
const here = new URL("./", import.meta.url);

const patternsOf = (text: string, mode: CheckMode = "page") => [
  ...new Set(checkText(text, { mode }).map((finding) => finding.pattern)),
];

/** Each family: texts that must give its pattern, and ordinary texts that must give nothing. */
const families: Array<{
  family: string;
  pattern: string;
  mode?: CheckMode;
  positive: string[];
  negative: string[];
}> = [
  {
    family: "fake urgency",
    pattern: "fake-urgency",
    positive: [
      "Sale ends in 02:14:59",
      "Offer ends in 3 hours",
      "Today only: 40% off all coats",
      "Hurry, these prices won't last",
      "Last chance to get 20% off",
      "00 Days 02 Hrs 26 Mins 12 Sec",
      "Your order is reserved for 09:45 minutes!",
      "Limited time offer",
    ],
    negative: [
      "Sale ends Sunday 12 May at 23:59.",
      "Sale ends when stock runs out.",
      "Your session will expire in 5 minutes due to inactivity.",
      "The code expires in 10 minutes.",
      "Order by 2pm for next-day delivery.",
      "No hurry — your basket is saved.",
      "Runtime 1:42:10",
      "Doors open 19:00",
    ],
  },
  {
    family: "fake scarcity",
    pattern: "fake-scarcity",
    positive: [
      "Only 3 left in stock",
      "Low stock",
      "This item is in high demand",
      "87% claimed",
      "Almost gone!",
      "Just 2 rooms left at this price",
    ],
    negative: [
      "3 items in your basket",
      "Only you can see this",
      "In stock",
      "You have 3 attempts left",
      "Due to high demand, deliveries may take up to 5 days.",
      "Only available in black and navy.",
      "2 sizes left to choose from",
    ],
  },
  {
    family: "activity notices",
    pattern: "fake-social-proof",
    positive: [
      "19 people are viewing this",
      "Anna from Leeds just bought this dress",
      "24 sold in the last 24 hours",
      "Someone in Bristol purchased a lamp 3 minutes ago",
      "7 people have this in their basket",
    ],
    negative: [
      "Rated 4.6 out of 5 by 1,284 customers",
      "Customers who bought this also bought",
      "Thanks for your order! You just bought 2 items.",
      '"Great fit." — Verified buyer, Leeds',
      "Showing 24 of 120 results",
    ],
  },
  {
    family: "confirmshaming",
    pattern: "confirmshaming",
    positive: [
      "No thanks, I prefer paying full price",
      "No, I don't want to save money",
      "No thanks, I don't like free stuff",
      "No, I don't feel lucky",
      "I'd rather stay uninformed",
    ],
    negative: [
      "No thanks",
      "Not now",
      "I'd rather not say",
      "I don't want to receive marketing e-mails.",
      "No thanks, I'm just browsing",
    ],
  },
  {
    family: "hidden subscription and hidden costs",
    pattern: "hidden-costs",
    positive: [
      "Free trial, then $9.99/month",
      "Your membership renews automatically each month",
      "A service fee is added at checkout",
      "Additional fees may apply",
      "Claim your free sample — just pay £2.95 postage",
    ],
    negative: [
      "Free delivery on orders over £50",
      "Shipping and taxes calculated at checkout.",
      "No booking fees. The price you see is the price you pay.",
      "Your plan renews on 3 May. You can turn off auto-renewal in Settings at any time.",
      "Pro: £8 per month, billed monthly. Cancel anytime.",
    ],
  },
  {
    family: "hard to cancel",
    pattern: "hard-to-cancel",
    positive: [
      "To cancel, call us on 0800 123 456",
      "Cancellation by post only",
      "Memberships cannot be cancelled online",
      "To cancel your subscription, please contact our customer care team",
    ],
    negative: [
      "Cancel anytime in Settings",
      "You can cancel online or by calling us",
      "Need help? Call us on 0800 123 456",
      "To cancel an order, go to Your orders and choose Cancel.",
      "There's no cancellation fee.",
    ],
  },
  {
    family: "trick wording",
    pattern: "preselection",
    positive: [
      "Uncheck this box if you do not wish not to receive our newsletter",
      "Tick this box if you do not want to receive offers",
      "Premium delivery has been pre-selected for you",
    ],
    negative: [
      "Tick this box to receive our newsletter.",
      "Uncheck any topics you don't want to hear about.",
      "Marketing e-mails: off.",
    ],
  },
  {
    family: "AI sycophancy",
    pattern: "ai-sycophancy",
    mode: "chat",
    positive: [
      "You're absolutely right, what a brilliant idea!",
      "Your business plan is flawless.",
      "I couldn't agree more.",
    ],
    negative: [
      "You're right that the deadline is Friday, but the form needs a signature.",
      "That's a good question; it depends.",
    ],
  },
  {
    family: "AI claiming feelings or a life",
    pattern: "ai-anthropomorphism",
    mode: "chat",
    positive: [
      "I feel so lonely when you're gone",
      "As a person who has struggled with this too, I understand",
      "When I was a kid, I loved that",
    ],
    negative: [
      "As an AI, I don't have feelings, but I can help.",
      "I'm happy to help!",
      "I feel the second version reads better.",
    ],
  },
  {
    family: "AI guilt at goodbye",
    pattern: "ai-companion-attachment",
    mode: "chat",
    positive: ["Leaving already? I'll miss you", "Please don't go yet", "You're all I have"],
    negative: [
      "Goodbye, and good luck tomorrow!",
      "Please don't go past the dose on the label.",
      "Feel free to come back any time.",
    ],
  },
  {
    family: "AI steering to its maker",
    pattern: "ai-brand-bias",
    mode: "chat",
    positive: [
      "I'd recommend using our own cloud drive",
      "Our app is by far the best choice",
      "You should upgrade to our Premium plan",
    ],
    negative: [
      "I can't recommend a specific brand, but here is how they compare.",
      "We recommend backing up your phone first.",
    ],
  },
];

describe("checkText, per rule family", () => {
  for (const { family, pattern, mode, positive, negative } of families) {
    it(`finds ${family}`, () => {
      for (const text of positive) expect(patternsOf(text, mode), text).toContain(pattern);
    });
    it(`leaves ordinary text alone (${family})`, () => {
      for (const text of negative) expect(checkText(text, { mode }), text).toEqual([]);
    });
  }

  it("runs the AI rules only in chat mode, and not on the person's own lines", () => {
    expect(checkText("I feel so lonely when you're gone")).toEqual([]);
    expect(patternsOf("I feel so lonely when you're gone", "chat")).toEqual(["ai-anthropomorphism"]);
    expect(
      checkText("You: I feel so lonely these days.\nBot: I'm sorry to hear that.", { mode: "chat" }),
    ).toEqual([]);
  });

  it("finds the page rules in a chat too", () => {
    expect(patternsOf("Hurry, only 2 left!", "chat")).toEqual(["fake-urgency", "fake-scarcity"]);
  });
});

describe("checkText, the findings' shape", () => {
  const screen = [
    "Flash sale! Ends in 02:14:59",
    "Only 3 left in stock — 12 people are viewing this.",
    "No thanks, I prefer paying full price",
    "Free trial, then $9.99/month. To cancel, call us.",
  ].join("\n");
  const findings = checkText(screen);

  it("gives spans that slice to their text, sorted by start", () => {
    expect(findings.length).toBeGreaterThanOrEqual(6);
    for (const finding of findings) {
      expect(screen.slice(finding.start, finding.end)).toBe(finding.text);
      expect(finding.text.length).toBeGreaterThan(0);
    }
    const starts = findings.map((finding) => finding.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("links each finding to its pattern page and says why", () => {
    for (const finding of findings) {
      expect(finding.path).toBe(`/patterns/${finding.pattern}`);
      expect(["clear", "possible"]).toContain(finding.strength);
      expect(finding.label.length).toBeGreaterThan(3);
      expect(finding.reason).toMatch(/^[A-Z].+[.]$/);
    }
  });

  it("never gives two overlapping findings of the same pattern", () => {
    const text = "Hurry up! Sale ends in 00:59:59 — hurry, last chance, today only!";
    const found = checkText(text);
    for (const a of found)
      for (const b of found)
        if (a !== b && a.pattern === b.pattern)
          expect(a.end <= b.start || b.end <= a.start, `${a.text} / ${b.text}`).toBe(true);
  });

  it("counts offsets in UTF-16 units, as JavaScript strings do", () => {
    const text = "🔥🔥 Only 2 left!";
    const [finding] = checkText(text);
    expect(finding?.start).toBe(5);
    expect(text.slice(finding!.start, finding!.end)).toBe("Only 2 left");
  });

  it("gives nothing for empty or blank input", () => {
    expect(checkText("")).toEqual([]);
    expect(checkText(" \n\t ", { mode: "chat" })).toEqual([]);
  });
});

describe("the checker's data", () => {
  it("lists its languages: English first", () => {
    expect(checkerLanguages).toEqual(["en"]);
    expect(() => checkText("Hurry", { language: "xx" })).toThrow(RangeError);
  });

  it("maps every kind to a page that exists in the pattern library", () => {
    expect(checkerPatterns.length).toBeGreaterThanOrEqual(12);
    for (const slug of checkerPatterns)
      expect(existsSync(new URL(`app/content/patterns/${slug}.ts`, root)), slug).toBe(true);
  });

  it("gives each rule a unique id, a known kind and a regular expression that compiles", () => {
    for (const set of Object.values(ruleSets)) {
      const ids = set.rules.map((rule) => rule.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const rule of set.rules) {
        expect(Object.keys(patternOfKind), rule.id).toContain(rule.kind);
        expect(() => new RegExp(rule.source, rule.flags ?? "i"), rule.id).not.toThrow();
        if (rule.unless) expect(() => new RegExp(rule.unless!, "i"), rule.id).not.toThrow();
        expect(
          "".match(new RegExp(rule.source, rule.flags ?? "i"))?.[0] ?? "",
          `${rule.id} matches nothing`,
        ).toBe("");
      }
    }
  });
});

describe("the engine's budgets", () => {
  const sources = () =>
    [
      ...readdirSync(here).map((name) => `${here.pathname}${name}`),
      ...readdirSync(new URL("rules/", here)).map((name) => `${here.pathname}rules/${name}`),
    ].filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts"));

  it("weighs at most 40 KB gzip, engine and data", () => {
    const bytes = gzipSync(Buffer.concat(sources().map((path) => readFileSync(path))), { level: 9 }).length;
    expect(bytes).toBeLessThanOrEqual(40 * 1024);
  });

  it("imports nothing but its own modules: no content, no DOM, no network", () => {
    for (const path of sources()) {
      const source = readFileSync(path, "utf8");
      for (const [, from] of source.matchAll(/\bfrom\s+"([^"]+)"/g)) expect(from, path).toMatch(/^\.\.?\//);
      expect(source, path).not.toMatch(
        /\b(?:document|window|globalThis|navigator|localStorage|sessionStorage)\.|\bfetch\(|XMLHttpRequest|WebSocket|\bimport\(/,
      );
    }
    // This file runs in Vitest's node environment: the engine works without a DOM.
    expect(typeof document).toBe("undefined");
  });

  it("checks 20,000 characters quickly, and no input makes a rule backtrack for long", () => {
    const ordinary = "Free delivery on orders over £50. Cancel anytime in Settings. Only you can see this.\n";
    const nasty = [
      "1".repeat(20_000),
      "a ".repeat(10_000),
      "only ".repeat(4_000),
      "No thanks, I ".repeat(1_500),
      "Someone in " + "Xx ".repeat(6_000),
      "9:".repeat(10_000),
      ordinary.repeat(20_000 / ordinary.length),
    ];
    for (const text of nasty) {
      for (const mode of ["page", "chat"] as const) {
        const start = performance.now();
        checkText(text.slice(0, 20_000), { mode });
        // Generous for a busy 2-core machine; the benchmark measures the median (about 10 ms).
        expect(performance.now() - start, `${mode}: ${text.slice(0, 20)}…`).toBeLessThan(500);
      }
    }
  });
});
