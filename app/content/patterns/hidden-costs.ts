import type { Pattern } from "#app/content/schemas.ts";

/**
 * Blake et al. 2021 is a field experiment on a ticket resale site: it measured what showing fees late does to
 * spending, not anchoring, so the text claims no more than that. Mathur 2019 links hidden costs to the sunk cost
 * fallacy. The UCPD rules on price information are the EU rules that apply; Art. 25 DSA leaves them to the UCPD.
 */
export const hiddenCosts: Pattern = {
  slug: "hidden-costs",
  name: "Hidden costs",
  family: "interface",
  order: 4,
  definition:
    "Hidden costs are mandatory fees, such as service, booking or handling charges, that appear only at the last step of checkout, after you have chosen and typed in your details. The price you first saw turns out to be lower than the price you pay.",
  summary: "Fees that appear only on the final checkout screen, so you pay more than the price you chose.",
  alsoKnownAs: ["Drip pricing", "Hidden fees"],
  searchTerms: ["booking fee", "service fee", "surprise charges", "junk fees", "checkout price"],
  harmful: {
    label:
      "The payment step of a ticket checkout where a service fee, a booking fee and a processing fee appear for the first time",
    callouts: [
      {
        title: "Only at the very last step",
        body: "The extra charges appear on the payment page, after the tickets were chosen and the buyer's details typed in.",
      },
      {
        title: "Fees you have not seen before",
        body: "Three separate fees with vague names are added to the order. None of them was part of the price shown on the event page.",
      },
      {
        title: "A total well above the first price",
        body: "Tickets first shown at €80 now cost €102.50, more than a quarter extra, at the moment when going back feels like wasted effort.",
      },
    ],
  },
  humane: {
    label:
      "The same payment step where the ticket line shows an all-in price, names the fees it includes, and the total matches the event page",
    callouts: [
      {
        title: "All-in price from the start",
        body: "The ticket price shown on the event page already included every mandatory fee, so the order summary holds no surprises.",
      },
      {
        title: "Fees named, not dripped",
        body: "The service fee is stated once, as part of the price, with a note that it was shown on the event page.",
      },
      {
        title: "The total matches",
        body: "What the buyer pays is the number they saw when they chose the tickets, so they could compare prices fairly from the start.",
      },
    ],
  },
  howItWorks: [
    {
      text: "When mandatory fees are added only at checkout, the full price is less visible at the moment of choosing. A large field experiment on a ticket resale website found that buyers who saw the fees only at the end spent more, and bought more expensive tickets, than buyers shown the full price from the start.",
      cite: ["blake-2021"],
    },
    {
      text: "By the last step, you have already chosen, perhaps picked seats, and typed in your details. Starting again elsewhere feels like throwing that effort away, so many people pay the higher total rather than go back. Researchers who cataloged dark patterns on shopping sites link hidden costs to this sunk cost effect.",
      cite: ["mathur-2019"],
    },
  ],
  evidence: [
    {
      text: "In a large randomized field experiment on a US ticket resale website, buyers who saw fees only at checkout spent more, and were more likely to complete a purchase, than buyers who saw all-in prices from the start (Blake et al.).",
      cite: "blake-2021",
    },
  ],
  lawCheckedOn: "2026-11-25",
  law: [
    {
      instrument: "EU Unfair Commercial Practices Directive",
      provision: "Articles 6(1)(d) and 7(4)(c)",
      text: "Misleading people about the price or how it is calculated is a misleading practice. When a trader invites people to buy, it must give the price including taxes (or, where the price itself cannot reasonably be calculated in advance, how it is calculated), and any extra freight, delivery or postal charges. Only where such charges cannot reasonably be calculated in advance may it say instead that they may be payable.",
      cite: "ucpd-2005",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Rule on Unfair or Deceptive Fees (16 CFR Part 464)",
      text: "Since 12 May 2025, businesses that sell tickets to live events or short-term lodging, such as hotel rooms and vacation rentals, must show the total price, including every mandatory fee, whenever they show a price, and more prominently than other pricing information. The rule covers only those two markets.",
      cite: "ftc-fees-2025",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Staff report “Bringing Dark Patterns to Light” (2022)",
      text: "The report describes designs that hide or delay the disclosure of material information, such as fees, among the dark patterns the FTC examines.",
      cite: "ftc-2022",
    },
    {
      instrument: "UK Digital Markets, Competition and Consumers Act 2024",
      provision: "Part 4, Chapter 1 (unfair commercial practices)",
      text: "Since 6 April 2025, the Act's rules on unfair commercial practices have replaced the UK's earlier unfair trading regulations, and the Competition and Markets Authority can enforce them directly, with fines. When a trader invites people to buy, the price it gives must be the total price, including every mandatory fee and charge. Showing a headline price and adding unavoidable fees later in the purchase, known as drip pricing, is therefore not allowed. Other parts of the Act, such as its rules on subscriptions, are not yet in force.",
      cite: "dmcc-act-2024",
    },
    {
      instrument: "UK Competition and Markets Authority",
      provision: "Online Choice Architecture discussion paper (2022)",
      text: "A discussion paper rather than a rule. It describes drip pricing, where parts of the price are revealed only as the purchase goes on, as a practice that can harm consumers and competition.",
      cite: "cma-2022",
    },
  ],
  resist: [
    'Before you choose, look for a "show total price" or "including fees" option, and compare total prices, not headline prices.',
    "On the final screen, compare the total with the price you first saw. If it has grown, it is fine to stop and leave.",
    "Take a screenshot of the advertised price, in case you need to complain.",
    "If mandatory fees were revealed only at the end, report it to your national consumer authority.",
  ],
  tools: ["decision-frameworks", "dark-pattern-detection"],
  related: {
    glossary: ["dark-patterns", "choice-architecture"],
    articles: ["nudging-experience-part2"],
    cases: [],
  },
};
