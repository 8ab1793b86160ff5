import type { Pattern } from "#app/content/schemas.ts";

/**
 * Akesson et al. is a working paper (an incentivized online experiment, not a field study) and is cited as such; its
 * welfare figure is for "the setting we study" only. Mathur 2019 names activity notifications and testimonials of
 * uncertain origin; its count of deceptive websites covers all types, so the text says so. Social validation (likes)
 * has its own page: this one is about proof that is invented or bought.
 */
export const fakeSocialProof: Pattern = {
  slug: "fake-social-proof",
  name: "Fake social proof",
  family: "interface",
  order: 10,
  definition:
    "Fake social proof invents signs that other people are buying, praising or vouching for something: made-up activity notices, fake or bought reviews and testimonials, and badges no one awarded. It borrows the trust people place in other customers to sell what they cannot check.",
  summary:
    "Invented buyers, fake reviews and unearned badges that make a product look more trusted than it is.",
  alsoKnownAs: ["Fake reviews", "Activity notifications", "Testimonials of uncertain origin"],
  searchTerms: [
    "fake reviews",
    "are these reviews real",
    "someone just bought this",
    "fake testimonials",
    "bought reviews",
    "verified badge",
  ],
  harmful: {
    label:
      'A product page with a near-perfect rating from thousands of reviews, a "Top rated" badge and a pop-up about a buyer',
    callouts: [
      {
        title: "A buyer you cannot check",
        body: "A pop-up says someone in a nearby town just bought the item. Nothing shows who, or whether the sale happened at all.",
      },
      {
        title: "Reviews of unknown origin",
        body: "A near-perfect score from thousands of reviews, with no word on who wrote them or whether they ever bought the product.",
      },
      {
        title: "A badge nobody awarded",
        body: '"Top rated" looks like an independent award, but the page does not say who gave it or on what basis.',
      },
    ],
  },
  humane: {
    label:
      "The same product page with a modest rating, the spread of all ratings, how reviews are checked and no pop-up",
    callouts: [
      {
        title: "Says how reviews are checked",
        body: "A line says that only buyers can review, with a link to how the shop checks it, so the rating means what it claims.",
      },
      {
        title: "Every rating shown",
        body: "The spread of ratings, low ones included, is visible, and reviews are sorted by date rather than handpicked.",
      },
      {
        title: "No invented crowd",
        body: "There is no pop-up about other shoppers. The page gives facts about the product and its delivery instead.",
      },
    ],
  },
  howItWorks: [
    {
      text: 'When people are unsure what to choose, they look at what others chose and said. Researchers who crawled about 11,000 shopping websites grouped notices about other shoppers\' activity and testimonials whose origin is unclear as "social proof" dark patterns. Across all the types they recorded, they found 183 websites whose patterns made deceptive claims.',
      cite: ["mathur-2019"],
    },
    {
      text: "Fake reviews work because most shoppers cannot tell them from real ones. In an online experiment with 10,000 people in the UK, participants browsing a mock-up of a large online store were more likely to choose a poor-quality product when it carried positive fake reviews. A short lesson on spotting fake reviews reduced the harm.",
      cite: ["akesson-2023"],
    },
  ],
  evidence: [
    {
      text: "In an incentivized online experiment with a nationally representative sample of 10,000 people in the UK, fake reviews made participants more likely to pick the lower-quality product. The authors estimate the loss at about 12 cents for each dollar spent in the setting they studied, and found that an educational intervention cut it by 44% (Akesson et al., a working paper).",
      cite: "akesson-2023",
    },
    {
      text: "A 2019 automated crawl of about 11,000 shopping websites found 1,818 dark pattern instances of 15 types, activity notifications and testimonials of uncertain origin among them (Mathur et al.).",
      cite: "mathur-2019",
    },
  ],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "US Federal Trade Commission",
      provision: "Rule on the Use of Consumer Reviews and Testimonials (16 CFR Part 465)",
      text: "In effect since 21 October 2024. It bans fake or false consumer reviews and testimonials, buying positive or negative reviews, reviews by company insiders that hide the connection, review sites that a company controls but presents as independent, and suppressing bad reviews. It also bans selling or buying fake followers, views or likes that the buyer or seller knew, or should have known, were fake, where they can be used to misrepresent influence for a commercial purpose.",
      cite: "ftc-reviews-2024",
    },
    {
      instrument: "UK Digital Markets, Competition and Consumers Act 2024",
      provision: "Schedule 20 (practices that are always unfair)",
      text: "Since 6 April 2025, submitting or commissioning fake consumer reviews, or reviews that hide that they were paid for or rewarded, and publishing reviews or review ratings in a misleading way, have been on the UK's list of practices that are unfair in all circumstances. Traders that publish reviews must take reasonable and proportionate steps to prevent and remove them.",
      cite: "dmcc-act-2024",
    },
    {
      instrument: "EU Unfair Commercial Practices Directive",
      provision: "Annex I, points 23b and 23c; Article 7(6)",
      text: "Added by the Omnibus Directive and applied since 28 May 2022. Claiming that reviews come from people who used or bought the product, without taking reasonable and proportionate steps to check it (point 23b), and submitting or commissioning false reviews or endorsements, or misrepresenting reviews or social endorsements, to promote products (point 23c), are always unfair. A trader that shows reviews must say whether and how it makes sure they come from real customers (Art. 7(6)).",
      cite: "ucpd-2005",
    },
    {
      instrument: "EU Digital Services Act",
      provision: "Article 25(1)",
      text: "Online platforms must not design their interfaces in a way that deceives or manipulates people. The European Commission's first decision under the Act, on 5 December 2025, fined X €120 million in total, €45 million of it for the deceptive design of its paid blue checkmark (see the enforcement record).",
      cite: "dsa-2022",
    },
  ],
  resist: [
    'Treat "someone near you just bought this" pop-ups as advertising: you cannot check them, and they tell you nothing about the product.',
    "Read the lowest-rated reviews as well as the best, and look at their dates: a burst of glowing reviews in a few days deserves suspicion.",
    "Look for how the shop says it checks its reviews. In the EU and the UK, a shop that shows reviews must not pass off unchecked ones as genuine.",
    "Report fake reviews to the platform and to your consumer authority, with screenshots.",
  ],
  tools: ["decision-frameworks", "dark-pattern-detection"],
  related: {
    glossary: ["dark-patterns", "social-validation"],
    articles: [],
    cases: [],
  },
};
