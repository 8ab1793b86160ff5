import type { Pattern } from "#app/content/schemas.ts";

/** No source in the registry measures how often disguised ads fool people, so there is no figure. */
export const disguisedAds: Pattern = {
  slug: "disguised-ads",
  name: "Disguised ads",
  family: "interface",
  order: 8,
  definition:
    "Advertising made to look like something else, such as a download button, a search result, a news story or a post from someone you follow. Because it blends in, people click it without realizing they are looking at an ad.",
  summary:
    "Ads dressed up as buttons, articles or search results, so you click them without knowing they are ads.",
  alsoKnownAs: ["Deceptively formatted advertising", "Advertorials"],
  searchTerms: [
    "sponsored posts",
    "native advertising",
    "influencer ads",
    "fake download button",
    "hidden ads",
  ],
  harmful: {
    label:
      "A download page where an ad styled as a big “Download now” button sits above the real, smaller download button",
    callouts: [
      {
        title: "An ad dressed as the main button",
        body: "The largest, brightest button on the page is an ad for other software. Its tiny “Ad” label sits apart from it in faint gray.",
      },
      {
        title: "The real download, pushed aside",
        body: "The button you came for is plainer and further down, easy to overlook once the big one has caught your eye.",
      },
      {
        title: "A promotion among the suggestions",
        body: "A paid item sits in the list of related downloads and looks like the others. Only a small “Promoted” hints at the difference.",
      },
    ],
  },
  humane: {
    label:
      "The same download page with the real download as the main button and the ads boxed and clearly labeled",
    callouts: [
      {
        title: "The real download comes first",
        body: "The main button downloads the program you came for and shows its size, so you know what you will get.",
      },
      {
        title: "Ads look like ads",
        body: "The advertisement sits in its own box under a clear heading, with no button copying the page's own style.",
      },
      {
        title: "Sponsored items labeled up front",
        body: "The paid suggestion carries a visible “Ad” tag at its start, so you can judge it before you click.",
      },
    ],
  },
  howItWorks: [
    {
      text: "A disguised ad copies the look of something you already trust on the page: the main download button, a search result, an article card or a post in your feed. It is taken for part of the page rather than a sales message, so it gets the click that was meant for the real thing. Design researchers list it among the ways interfaces interfere with what people are trying to do.",
      cite: ["gray-2018"],
    },
    {
      text: "When there is a label, it is easy to miss: a small gray “Ad” set apart from the click target, or a vague word such as “Promoted”. What counts is the overall impression. US regulators consider disguised ads deceptive when they lead people to believe that content is independent, impartial or not from the advertiser.",
      cite: ["ftc-2022"],
    },
  ],
  evidence: [],
  lawCheckedOn: "2026-11-24",
  law: [
    {
      instrument: "Unfair Commercial Practices Directive (2005/29/EC)",
      provision: "Annex I, point 11",
      text: "Using editorial content to promote a product, when the trader has paid for it and this is not made clear to the consumer, is one of the practices that are always unfair.",
      cite: "ucpd-2005",
    },
    {
      instrument: "Unfair Commercial Practices Directive (2005/29/EC)",
      provision: "Annex I, point 11a (added in 2019)",
      text: "Showing search results without clearly disclosing paid advertising, or payment for a higher ranking, is also always unfair.",
      cite: "ucpd-2005",
    },
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 26(1)",
      text: "Online platforms must make sure that people can tell, clearly and in real time, that something is an advertisement, including through prominent markings, and on whose behalf it is shown.",
      cite: "dsa-2022",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Staff report “Bringing Dark Patterns to Light” (2022)",
      text: "The FTC's staff lists advertisements deceptively formatted to look like independent, editorial content among the designs that create false beliefs.",
      cite: "ftc-2022",
    },
  ],
  resist: [
    "Before clicking a big button on a download page, hover over it (or press and hold on a phone) and check that the link leads to the site you expect.",
    "Look for small words such as “Ad”, “Sponsored” or “Promoted” near search results, articles and posts before you click.",
    "Download software only from its maker's own website or your device's official app store.",
    "Use “Why am I seeing this ad?” where a platform offers it, and report ads that pretend to be something else.",
  ],
  tools: ["dark-pattern-detection", "algorithm-awareness"],
  related: {
    glossary: ["dark-patterns", "attention-economy"],
    articles: [],
    cases: [],
  },
};
