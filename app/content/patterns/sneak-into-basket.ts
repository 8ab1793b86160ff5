import type { Pattern } from "#app/content/schemas.ts";

/**
 * Gray et al. 2018 list "sneak into basket" under sneaking (confirmed on the authors' site, darkpatterns.uxp2.com); Brignull
 * named it in 2010 and describes it in his book (deceptive.design, chapter 14). No stored source gives a measured figure
 * for this pattern on its own, so `evidence` is empty and the page says no robust figure is known. The rules that name it
 * are Art. 22 of the Consumer Rights Directive and regulation 40 of the UK's Consumer Contracts Regulations 2013.
 */
export const sneakIntoBasket: Pattern = {
  slug: "sneak-into-basket",
  name: "Sneak into basket",
  family: "interface",
  order: 15,
  definition:
    "Sneak into basket puts an extra product, service or donation into your shopping basket that you never chose, often labeled as a suggestion or a bonus. Unless you spot and remove it, you pay for it.",
  summary: "Extras you never chose, added to your basket so you pay for them unless you notice.",
  alsoKnownAs: ["Basket sneaking", "Added to cart without asking"],
  searchTerms: [
    "item added to basket I didn't choose",
    "extra item in my cart",
    "insurance added automatically at checkout",
    "pre-ticked add-on",
    "donation added to order",
  ],
  harmful: {
    label:
      "A shop's basket with running shoes the buyer chose, plus a care kit and a monthly care plan the shop added, and a total that includes both",
    callouts: [
      {
        title: "Items nobody chose",
        body: "The buyer added one pair of shoes. The shop put a care kit and a monthly care plan in the basket alongside them.",
      },
      {
        title: "Dressed up as help",
        body: 'The extras are labeled "Added for you" and "Recommended", as if they were part of the order, with only a small gray link to remove them.',
      },
      {
        title: "A total that pays for them",
        body: "The pay button shows the higher total. A buyer in a hurry pays for things they never asked for, and a plan that keeps charging every month.",
      },
    ],
  },
  humane: {
    label:
      'The same basket holding only the shoes, the care kit offered below with its own "Add" button, and a total for the shoes alone',
    callouts: [
      {
        title: "Only what you chose",
        body: "The basket holds the one item the buyer added, and the total matches its price.",
      },
      {
        title: "Extras offered, not added",
        body: 'Suggestions sit outside the basket with their price and an "Add" button. Nothing is paid for unless the buyer taps it.',
      },
      {
        title: "A total you can check",
        body: "The pay button repeats the total, so the buyer can see at a glance that nothing has been slipped in.",
      },
    ],
  },
  howItWorks: [
    {
      text: "In our reading, people check a basket for what they expect to see, not for what they did not put there, so an extra item with a helpful label is easy to read past at the end of a purchase. Design researchers list sneak into basket among the ways of sneaking: hiding, disguising or delaying information that matters to the user, here by adding items they did not choose, often presented as a suggestion based on what they bought.",
      cite: ["gray-2018"],
    },
    {
      text: "It can be done bluntly, by placing the item in the basket without a word, or by leading people to add it themselves, for instance through a box ticked in advance on an earlier page. Either way, removing it takes an action, and the shop relies on some people not taking it.",
      cite: ["brignull-2023"],
    },
    {
      text: "The shop can hope that buyers either do not notice or do not care enough to complain. Brignull describes a UK sports retailer that, in 2015, added a magazine costing an extra £1 to shoppers' baskets during checkout: anyone who did not want it had to find it and remove it.",
      cite: ["brignull-2023"],
    },
  ],
  evidence: [],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "EU Consumer Rights Directive (2011/83/EU)",
      provision: "Art. 22 (additional payments)",
      text: "Before you are bound by a contract, the trader must get your express consent to any payment on top of the price of what you are buying. If it relied instead on default options, such as pre-ticked boxes, that you had to reject to avoid the extra payment, you are entitled to get that payment back.",
      cite: "crd-2011",
    },
    {
      instrument: "UK Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013",
      provision: "Regulation 40",
      text: "In force since 13 June 2014. A trader may not charge for anything beyond the main item unless the customer expressly agreed before buying. Consent inferred from not changing a default option, such as a pre-ticked box, is not express consent. A payment taken without it is not owed, and the trader must pay it back.",
      cite: "ccr-2013",
    },
    {
      instrument: "UK Competition and Markets Authority",
      provision: "Guidance on consent for additional charges (18 November 2025)",
      text: "Guidance rather than a new rule. It tells businesses selling online not to charge for optional extras, such as insurance, faster delivery or charity donations, by default: customers must actively choose each extra, and must be able to check and confirm what they are paying for.",
      cite: "cma-2025",
    },
    {
      instrument: "EU Unfair Commercial Practices Directive",
      provision: "Articles 6 and 7 (misleading practices)",
      text: "An extra slipped into a basket can also be a misleading practice when what is being bought, or its price, is hidden or given in an unclear way and leads people into a purchase they would not otherwise have made. This is judged case by case.",
      cite: "ucpd-2005",
    },
  ],
  resist: [
    "Open the basket before you pay and read every line, not only the total. Remove anything you did not add yourself.",
    "Check each page of the checkout for boxes already ticked, such as insurance, faster delivery or a donation, and untick what you did not choose.",
    "Compare the total on the pay button with the price of what you meant to buy.",
    "If you were charged for an extra you never agreed to, ask the shop for a refund: in the EU and UK you are entitled to one. If it refuses, report it to your consumer authority.",
  ],
  tools: ["dark-pattern-detection", "decision-frameworks"],
  related: {
    glossary: ["dark-patterns", "choice-architecture"],
    articles: ["nudging-experience-part2"],
    cases: [],
  },
};
