import type { Pattern } from "#app/content/schemas.ts";

/**
 * The default effect is well documented (Thaler & Sunstein; Johnson & Goldstein); no source here measures pre-ticked
 * boxes at checkout, so the figure is about defaults in general. Art. 22 of the Consumer Rights Directive is the EU
 * rule that names pre-ticked boxes for extra payments directly.
 */
export const preselection: Pattern = {
  slug: "preselection",
  name: "Preselection",
  family: "interface",
  order: 6,
  definition:
    "An option that benefits the company, such as a paid add-on, a marketing newsletter or sharing your data, is already ticked or switched on when you arrive. You get it unless you notice it and switch it off yourself.",
  summary:
    "Boxes ticked and switches turned on for you, so extras and data sharing happen unless you spot them.",
  alsoKnownAs: ["Pre-ticked boxes", "Bad defaults", "Deceptive snugness"],
  searchTerms: ["pre-checked box", "pre-ticked", "opt out", "default settings", "cookie banner", "consent"],
  harmful: {
    label:
      "A checkout page where a paid protection plan, faster delivery and partner emails are all ticked in advance",
    callouts: [
      {
        title: "Paid extras already ticked",
        body: "A protection plan and faster delivery are selected before you have done anything. Unless you spot them and untick both, they are added to your order.",
      },
      {
        title: "Marketing switched on for you",
        body: "The box that lets partners email you is ticked in advance, so saying nothing is treated as saying yes.",
      },
      {
        title: "A total with the extras folded in",
        body: "The summary shows one higher total, so the extra cost is easy to accept without noticing where it came from.",
      },
    ],
  },
  humane: {
    label: "The same checkout page with every optional extra unticked and a total that covers only the lamp",
    callouts: [
      {
        title: "Extras start unticked",
        body: "The protection plan and faster delivery are offered with their prices, but nothing is added until you tick it yourself.",
      },
      {
        title: "Emails only if you ask",
        body: "Partner offers stay off unless you choose them, because agreeing should be something you do, not something you failed to undo.",
      },
      {
        title: "A total you can check",
        body: "The summary lists the item and the extras you chose, so the price you pay matches what you decided to buy.",
      },
    ],
  },
  howItWorks: [
    {
      text: "Whatever is already selected is what happens if you do nothing, and people tend to stay with it. Changing a default takes effort, many of us read it as a quiet recommendation, and at a checkout or sign-up we are busy finishing something else.",
      cite: ["thaler-2008"],
    },
    {
      text: "Design researchers list preselection among the ways an interface can interfere with a decision: the option is chosen for you before you have done anything. A ticked box looks like part of the form rather than a question still waiting for your answer, so it is easy to scroll past.",
      cite: ["gray-2018"],
    },
    {
      text: "A default can help when it matches what most people would choose for themselves. It works against them when it is set to what the company gains from, such as a paid extra or the most data-hungry privacy option, and relies on people not reading closely. European data protection authorities describe that second kind of default as a deceptive design pattern.",
      cite: ["thaler-2008", "edpb-2023"],
    },
  ],
  evidence: [
    {
      text: "A comparison of European countries found that the share of people counted as organ donors was far higher where people were donors unless they opted out (from about 86% to almost 100%) than where they had to opt in (from about 4% to 28%) (Johnson & Goldstein, 2003). The study compared consent, not transplants, but it shows how much a default can decide.",
      cite: "johnson-2003",
    },
  ],
  lawCheckedOn: "2026-11-24",
  law: [
    {
      instrument: "General Data Protection Regulation (GDPR)",
      provision: "Art. 4(11) and recital 32 (consent); Art. 25(2) (data protection by default)",
      text: "Consent to the use of personal data must be given by a clear, active choice, so a pre-ticked box does not count as consent. Services must also be set up so that, by default, only the personal data needed for each purpose is processed.",
      cite: "gdpr-2016",
    },
    {
      instrument: "EU Consumer Rights Directive (2011/83/EU)",
      provision: "Art. 22 (additional payments)",
      text: "Before you are bound by a contract, the trader must get your express consent to any payment on top of the main price. If it relied instead on pre-ticked boxes or other default options that you had to reject to avoid the extra payment, you are entitled to get that payment back.",
      cite: "crd-2011",
    },
    {
      instrument: "EDPB Guidelines 03/2022 on deceptive design patterns",
      provision: "“Deceptive snugness”",
      text: "The EU's data protection authorities describe defaults that switch on the most data-invasive options as a deceptive design pattern that can break the GDPR.",
      cite: "edpb-2023",
    },
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 25(1) and (3)(a)",
      text: "Online platforms must not design interfaces that deceive or manipulate people or materially distort their free and informed decisions, and the Commission may issue guidelines on giving some choices more prominence than others. Practices already covered by the UCPD or the GDPR are left to those laws (Art. 25(2)). The European Commission's first decision under the Digital Services Act, on 5 December 2025, fined X, in part for the deceptive design of its paid blue checkmark under Art. 25(1) (see the enforcement record).",
      cite: "dsa-2022",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Staff report “Bringing Dark Patterns to Light” (2022)",
      text: "The FTC's staff names pre-checked boxes among the long-standing tricks used to get people to part with money or data, and describes how the agency acts against dark patterns as deceptive or unfair practices.",
      cite: "ftc-2022",
    },
    {
      instrument: "UK Digital Markets, Competition and Consumers Act 2024",
      provision: "Part 4, Chapter 1 (unfair commercial practices)",
      text: "Since 6 April 2025, the UK's rules on unfair commercial practices have been set out in this Act. A default that leads people into a purchase they would not otherwise have made can be unfair as a misleading practice or as falling short of the care expected of a trader; this is judged case by case.",
      cite: "dmcc-act-2024",
    },
    {
      instrument: "UK Competition and Markets Authority",
      provision: "Online Choice Architecture discussion paper (2022)",
      text: "The UK competition regulator lists defaults among the design practices that steer consumers' choices, and explains how they can harm consumers and competition.",
      cite: "cma-2022",
    },
  ],
  resist: [
    "Before you pay or sign up, read every ticked box and switched-on toggle, and untick anything you did not choose yourself.",
    "Compare the total on the final screen with the price you first saw; a difference often means an extra was selected for you.",
    "On consent and cookie screens, open the settings and check which options are already on before you save.",
    "If you were charged for an extra you never chose, ask the shop for a refund and, if it refuses, contact your national consumer authority.",
  ],
  tools: ["dark-pattern-detection", "privacy-settings", "decision-frameworks"],
  related: {
    glossary: ["choice-architecture", "nudge", "dark-patterns"],
    articles: ["nudging-experience-part2", "ai-choice-architecture"],
    cases: [],
  },
};
