import type { Pattern } from "#app/content/schemas.ts";

/**
 * Mathur 2019 records low-stock, high-demand and activity messages as types; it gives no effect size for
 * them. The "people are looking" counter is strictly social proof, included here because it is used the
 * same way, to make an item look contested.
 */
export const fakeScarcity: Pattern = {
  slug: "fake-scarcity",
  name: "Fake scarcity",
  family: "interface",
  order: 3,
  definition:
    'Fake scarcity makes a product look as if it is about to run out or is in high demand, with messages such as "Only 2 left" or "12 people are looking at this" that are false or cannot be checked. It turns a calm choice into a race against other shoppers.',
  summary: '"Only 2 left" and "12 people are looking at this" messages that make you rush.',
  alsoKnownAs: ["False scarcity", "Low-stock message", "High-demand message"],
  searchTerms: [
    "only a few left",
    "low stock",
    "low stock warning",
    "selling fast",
    "in high demand",
    "FOMO",
  ],
  harmful: {
    label:
      'A shopping app\'s product page with an "Only 2 left!" badge and banners saying "12 people are viewing this" and "38 bought in the last hour"',
    callouts: [
      {
        title: "A stock count you cannot check",
        body: '"Only 2 left!" suggests the item is about to sell out. Nothing shows whether the number is real, and it may be the same for every visitor.',
      },
      {
        title: "A crowd of rival shoppers",
        body: "A counter of people looking at the item right now makes it feel as if someone else could take it first.",
      },
      {
        title: "Proof of demand, on repeat",
        body: "A running tally of recent purchases adds to the pressure. Shown without a source, it can be a number chosen to impress rather than a count.",
      },
    ],
  },
  humane: {
    label:
      'The same product page with an "In stock" badge, the rating and number of reviews, and the delivery time',
    callouts: [
      {
        title: "Honest stock status",
        body: 'The badge says "In stock". If stock really were low, the page would give the real number, and it would change only when stock changes.',
      },
      {
        title: "Reviews you can read",
        body: "Instead of a live crowd counter, the page shows the rating and how many reviews it is based on, which people can open and read.",
      },
      {
        title: "Facts that help you decide",
        body: "Delivery time and cost take the place of demand claims, so the choice rests on what the buyer needs to know.",
      },
    ],
  },
  howItWorks: [
    {
      text: "Things seem more valuable when they look rare or about to disappear. A low-stock badge changes the question from whether the item is right to whether someone else will get it first. Researchers who cataloged dark patterns on shopping sites group low-stock and high-demand messages as scarcity patterns.",
      cite: ["mathur-2019"],
    },
    {
      text: 'Messages about other shoppers, such as "12 people are looking at this", add social proof: when unsure, people take other people\'s behavior as a sign of what is worth having. They also cast those people as competitors for the same item. The shopper cannot check any of these numbers, which is why false ones are hard to spot, and regulators treat claims that an item is nearly sold out, or that others are watching or buying it, as designs that can create false beliefs.',
      cite: ["mathur-2019", "ftc-2022"],
    },
  ],
  evidence: [
    {
      text: "A 2019 automated crawl of about 11,000 shopping websites found 1,818 dark pattern instances on 1,254 of them; low-stock messages, high-demand messages and messages about other shoppers' activity were among the 15 types it recorded (Mathur et al.).",
      cite: "mathur-2019",
    },
  ],
  lawCheckedOn: "2026-11-24",
  law: [
    {
      instrument: "EU Unfair Commercial Practices Directive",
      provision: "Article 6(1)(b)",
      text: "A commercial practice is misleading if it gives false or deceptive information about a product's main characteristics, which expressly include its availability, and is likely to change what the average consumer decides.",
      cite: "ucpd-2005",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Staff report “Bringing Dark Patterns to Light” (2022)",
      text: "The report describes claims that an item is nearly sold out when it is not, and false claims that other people are viewing or buying it, as designs that induce false beliefs.",
      cite: "ftc-2022",
    },
    {
      instrument: "UK Digital Markets, Competition and Consumers Act 2024",
      provision: "Part 4, Chapter 1 (unfair commercial practices)",
      text: "Since 6 April 2025, the UK's rules on unfair commercial practices have been set out in this Act. A false claim that stock is running out, or that many others are buying, can be a misleading action when it is likely to change what the average consumer decides.",
      cite: "dmcc-act-2024",
    },
    {
      instrument: "UK Competition and Markets Authority",
      provision: "Online Choice Architecture discussion paper (2022)",
      text: "A discussion paper rather than a rule. It examines scarcity and popularity claims among the choice-pressure practices that can harm consumers and competition.",
      cite: "cma-2022",
    },
  ],
  resist: [
    'Treat "only a few left" and "people are looking" messages as claims, not facts, and ask whether you would still want the item without them.',
    "Look again later or in a private window. If the numbers jump around or never change, they are not about real stock.",
    "Compare the same item at another shop before you buy.",
    "Give yourself a waiting rule for unplanned purchases, such as 24 hours.",
  ],
  tools: ["decision-frameworks", "dark-pattern-detection"],
  related: {
    glossary: ["social-validation", "dark-patterns"],
    articles: ["nudging-experience-part2"],
    cases: ["e-commerce"],
  },
};
