import type { Pattern } from "#app/content/schemas.ts";

/**
 * Gray et al. 2018 name the strategy "interface interference" (false hierarchy is one of its subtypes, confirmed on the
 * authors' own site, darkpatterns.uxp2.com); deceptive.design lists Mathur et al. 2019's "visual interference" as the same
 * type. No source here measures visual interference on its own, so the only figure is the crawl's overall count, said as
 * such. The EDPB's first-draft wording of "stirring" (visual nudges) is the one confirmed in a stored copy.
 */
export const visualInterference: Pattern = {
  slug: "visual-interference",
  name: "Visual interference",
  family: "interface",
  order: 13,
  definition:
    "Visual interference makes the option a company prefers bright and easy to see, and the option you may want faint, small or disguised as plain text. Both choices are on the screen, but the design decides which one you notice.",
  summary: "A bright button for what the company wants, and a faint line for what you may want.",
  alsoKnownAs: ["Interface interference", "False hierarchy", "Misdirection"],
  searchTerms: [
    "can't find the no thanks button",
    "tiny continue with free link",
    "hidden decline button",
    "skip link too small to see",
    "misleading buttons",
  ],
  harmful: {
    label:
      'A music app\'s upgrade screen: a large "Start Premium" button, the price in faint print and "Continue with free plan" as faint text',
    callouts: [
      {
        title: "One option shouts",
        body: "The paid plan gets a large, colored button in the middle of the screen, where the eye lands first.",
      },
      {
        title: "The price in faint print",
        body: "What the plan costs after the trial, and that it renews every month, is written in small gray text under the button.",
      },
      {
        title: "The free option looks like a footnote",
        body: "Carrying on with the free plan is a line of faint text at the bottom, with no button shape, so it is easy to miss or to take for a note rather than a choice.",
      },
    ],
  },
  humane: {
    label:
      'The same upgrade screen with "Free" and "Premium" shown as two equal cards, each with its price in plain text and its own button',
    callouts: [
      {
        title: "Two choices, equal weight",
        body: "The free and the paid plans are cards of the same size, each with a button of the same style, so neither is hidden.",
      },
      {
        title: "The price in plain sight",
        body: "The monthly price, and that it renews until canceled, are in the same size and color as the rest of the text.",
      },
      {
        title: "A clear way to decide later",
        body: 'A visible "Not now" button closes the screen without choosing either plan.',
      },
    ],
  },
  howItWorks: [
    {
      text: "On a busy screen people do not read everything: they look for the button that seems to be the way forward. Size, color, contrast and position tell them which option matters. Visual interference uses those signals for the company's benefit, so the preferred choice looks like the only one and the alternative looks like small print. Design researchers describe this as interface interference: manipulating the interface so that some actions are favored over others, which confuses people or makes important options hard to discover.",
      cite: ["gray-2018"],
    },
    {
      text: "The same trick appears in privacy choices. The European Data Protection Board's guidelines on deceptive design group together designs that affect the choice people would make by appealing to their emotions or by using visual nudges, and treat them as designs to avoid when people decide what happens to their data.",
      cite: ["edpb-2023"],
    },
    {
      text: "Nothing untrue needs to be said. The faint option is there, so the choice looks free; it only becomes hard to discover, which is how Gray and colleagues describe the harm. In our reading, it works best on small screens and at the end of a task, when people are reading quickly and the bright button is the easy way on.",
      cite: ["gray-2018"],
    },
  ],
  evidence: [
    {
      text: "A 2019 automated crawl of about 11,000 shopping websites found 1,818 dark pattern instances, sorted into 15 types and 7 broader categories; visual interference was one of the types it recorded (Mathur et al.). The study gives no separate figure for how much visual interference changes what people choose.",
      cite: "mathur-2019",
    },
  ],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "EU Digital Services Act",
      provision: "Article 25(1) and (3)(a)",
      text: "Online platforms must not design their interfaces in a way that deceives or manipulates people or materially distorts their free and informed decisions. Art. 25(3) lets the Commission issue guidelines on giving more prominence to certain choices when asking people to decide. Art. 25 covers online platforms only, and not practices already covered by the UCPD or the GDPR.",
      cite: "dsa-2022",
    },
    {
      instrument: "EU General Data Protection Regulation",
      provision: "Consent rules; EDPB Guidelines 03/2022",
      text: "When the faint option is about personal data, such as refusing tracking, consent must be freely given and informed. The EDPB's guidelines on deceptive design in social media interfaces treat visual nudges that steer people toward sharing more data as designs to avoid.",
      cite: "edpb-2023",
    },
    {
      instrument: "EU Unfair Commercial Practices Directive",
      provision: "Articles 5 to 7",
      text: "In selling, hiding or giving unclear information the average consumer needs, such as the real price, can be a misleading omission, and a design that pushes people into a purchase can be unfair under the general test. There is no rule on button colors as such: each case is judged on its effect on the average consumer.",
      cite: "ucpd-2005",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Staff report “Bringing Dark Patterns to Light” (2022)",
      text: "The report describes designs that hide or delay the disclosure of material information among the dark patterns the FTC examines, and how the agency acts against them as deceptive or unfair practices.",
      cite: "ftc-2022",
    },
  ],
  resist: [
    "Before you tap the bright button, look at the whole screen, including the bottom and the small print: the other choice is usually there.",
    "Read the faint text near a big button. It often holds the price, the renewal or what you are agreeing to.",
    "If you cannot find the option you want, tap away from the pop-up or go back; you do not have to choose either answer.",
    "If a key choice or price was made hard to see, take a screenshot and report it to your consumer or data protection authority.",
  ],
  tools: ["dark-pattern-detection", "decision-frameworks"],
  related: {
    glossary: ["dark-patterns", "choice-architecture"],
    articles: ["digital-services-act"],
    cases: [],
  },
};
