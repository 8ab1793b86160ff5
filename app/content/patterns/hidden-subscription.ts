import type { Pattern } from "#app/content/schemas.ts";

/**
 * A trial that turns paid. Hard to cancel has its own page (the way out); this one is the way in. The UK's subscription
 * rules (DMCC Act, Part 4, Chapter 2) are not in force on the checked date, so they are stated as a status. No study
 * we could confirm measures this pattern's effect on its own, so the only figure is the crawl's.
 */
export const hiddenSubscription: Pattern = {
  slug: "hidden-subscription",
  name: "Hidden subscription",
  family: "interface",
  order: 11,
  definition:
    "A hidden subscription offers something free or cheap, such as a trial, and signs you up to a paid plan that starts charging when the trial ends. The price and the renewal are in small print, and no clear reminder comes before the first charge.",
  summary:
    "A free trial that turns into a paid plan, with the price in small print and no warning before the charge.",
  alsoKnownAs: ["Free trial trap", "Forced continuity"],
  searchTerms: [
    "free trial charged",
    "charged after free trial",
    "free trial turned into subscription",
    "subscription I didn't sign up for",
    "auto renewal",
  ],
  harmful: {
    label:
      'A streaming app\'s sign-up with a large "FREE" heading, a card number field and the monthly price in small print',
    callouts: [
      {
        title: '"Free" in big letters',
        body: "The screen is built around the word free. What the trial turns into is not in the heading or on the button.",
      },
      {
        title: "The price in the small print",
        body: "The monthly price, and that the plan renews by itself until canceled, are in small gray text under the button.",
      },
      {
        title: "A card for something free",
        body: "A card number is needed to start, and nothing says a reminder will come before the first payment is taken.",
      },
    ],
  },
  humane: {
    label:
      "The same sign-up with the price beside the word free, a reminder before the first charge and a plain button",
    callouts: [
      {
        title: "The price beside the word free",
        body: "The heading says what the trial turns into and when, in the same size as the offer itself.",
      },
      {
        title: "A reminder before the charge",
        body: "A timeline shows the day a reminder arrives and the day the first payment is taken, so there is time to decide.",
      },
      {
        title: "A button that says what you agree to",
        body: "The button names the price and the date it starts, not just the free part.",
      },
      {
        title: "A way out as easy as the way in",
        body: "A line says where to cancel, in two taps, during the trial or after it.",
      },
    ],
  },
  howItWorks: [
    {
      text: 'A free trial puts the benefit first and the cost later. The sign-up is about the free part; the date when payment starts is easy to lose track of, and when no reminder comes, the first charge arrives as a surprise. Researchers who cataloged dark patterns on shopping websites list hidden subscriptions under "sneaking": the cost is there, but the design keeps it out of view at the moment of choosing.',
      cite: ["mathur-2019"],
    },
    {
      text: "The FTC's staff report on dark patterns counts designs that hide or delay material information, such as what a purchase will really cost, among the practices it examines. A recurring price shown only in small print, after the decision, is one of them.",
      cite: ["ftc-2022"],
    },
  ],
  evidence: [
    {
      text: 'A 2019 automated crawl of about 11,000 shopping websites recorded hidden subscriptions among the 15 types of dark pattern it found, in its "sneaking" group (Mathur et al.). The study gives no figure for how much money people lose to them.',
      cite: "mathur-2019",
    },
  ],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "US Restore Online Shoppers' Confidence Act (ROSCA)",
      provision: "15 U.S.C. § 8403",
      text: "When something is sold online with a negative option, such as a free trial that becomes a paid plan unless canceled, the seller must clearly and conspicuously disclose all material terms before taking billing details, get the buyer's express informed consent before charging, and provide a simple way to stop recurring charges. The FTC enforces it.",
      cite: "rosca-2010",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Negative Option Rule (16 CFR Part 425)",
      text: 'The FTC\'s 2024 "click to cancel" amendments were vacated by a federal appeals court on 8 July 2025, before enforcement began, so they are not law. In March 2026 the FTC asked for comments on what to do next, without proposing a rule. ROSCA and the older Negative Option Rule still apply.',
      cite: "ftc-negative-option-2026",
    },
    {
      instrument: "EU Consumer Rights Directive",
      provision: "Article 8(2)",
      text: 'When an online order commits the buyer to pay, the button that places it must say so plainly, with words such as "order with obligation to pay" or an equally clear phrase. If it does not, the buyer is not bound by the order.',
      cite: "crd-2011",
    },
    {
      instrument: "UK Digital Markets, Competition and Consumers Act 2024",
      provision: "Part 4, Chapter 2 (subscription contracts)",
      text: "Not yet in force. These rules cover subscriptions that renew automatically, including free or discounted trials that roll into a paid plan: clear information before signing up, reminders, and an easy way to cancel. The government has said it expects them to apply from spring 2027. Until then, the Act's general rules on unfair commercial practices, in force since 6 April 2025, can apply to a misleading sign-up.",
      cite: "dmcc-act-2024",
    },
  ],
  resist: [
    "Before you type a card number for a free trial, find the price it turns into and the date of the first charge.",
    "Set your own reminder a couple of days before the trial ends, and cancel then if you do not want to keep it.",
    "Check your card or bank statement for payments you do not recognize, and look in your app store's subscriptions list.",
    "If you were charged without clear warning, ask the company for a refund and report it to your consumer authority.",
  ],
  tools: ["decision-frameworks", "dark-pattern-detection"],
  related: {
    glossary: ["dark-patterns", "friction"],
    articles: [],
    cases: [],
  },
};
