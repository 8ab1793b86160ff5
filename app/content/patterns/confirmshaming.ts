import type { Pattern } from "#app/content/schemas.ts";

/**
 * Sources describe confirmshaming (Mathur 2019 lists it as a type of misdirection; the EDPB calls the same
 * move in privacy choices "emotional steering"); none gives a figure for confirmshaming on its own, so the
 * only figure is the crawl's overall count.
 */
export const confirmshaming: Pattern = {
  slug: "confirmshaming",
  name: "Confirmshaming",
  family: "interface",
  order: 1,
  definition:
    'Confirmshaming words the option to say no so that picking it feels embarrassing or wrong, such as "No thanks, I don\'t like saving money". It relies on guilt or shame, rather than information, to push people toward yes.',
  summary: "A decline option worded to make you feel foolish or guilty for saying no.",
  alsoKnownAs: [],
  searchTerms: ["confirm shaming", "guilt trip", "manipulink", "no thanks link", "shame"],
  harmful: {
    label:
      'A shopping app\'s discount pop-up with a bright "Yes" button, no close button and a faint decline line: "No, I like paying full price"',
    callouts: [
      {
        title: "A decline that insults you",
        body: "To say no, you have to tap a line that describes you as someone who likes wasting money. The offer is the same either way; only refusing it has been made to feel bad.",
      },
      {
        title: "A bright yes, a faint no",
        body: "Yes is a large colored button. No is small gray text without a button shape, easy to miss and styled as the lesser choice.",
      },
      {
        title: "No other way out",
        body: "There is no close button, so the only way back to the shop is to tap the line that shames you.",
      },
    ],
  },
  humane: {
    label:
      'The same discount pop-up with a close button, a note on how often emails arrive, and equal "Yes" and "No thanks" buttons',
    callouts: [
      {
        title: 'A plain "No thanks"',
        body: "The decline option says what it does and nothing about the person who taps it.",
      },
      {
        title: "Two buttons of equal weight",
        body: "Yes and no are buttons of the same size and style, so both are easy to see and tap.",
      },
      {
        title: "A visible close button",
        body: "People can dismiss the pop-up without answering at all and carry on shopping.",
      },
      {
        title: "Says what you sign up for",
        body: "A short note says how often emails will arrive and that unsubscribing is easy, so the choice is an informed one.",
      },
    ],
  },
  howItWorks: [
    {
      text: 'Most people want to think of themselves, and to be seen, as sensible and kind. Confirmshaming turns the "no" option into a statement about the person choosing it, so declining feels like admitting something unflattering. The offer itself does not change; only the emotional cost of refusing it goes up. Researchers who cataloged dark patterns on shopping sites class it as misdirection: the choice is still there, but the wording steers people away from one answer.',
      cite: ["mathur-2019"],
    },
    {
      text: "Data protection authorities describe the same move in privacy choices. The European Data Protection Board's guidelines on deceptive design call wording and images that play on people's feelings to steer a choice about their data \"emotional steering\", and treat it as a design to avoid.",
      cite: ["edpb-2023"],
    },
  ],
  evidence: [
    {
      text: "A 2019 automated crawl of about 11,000 shopping websites found 1,818 dark pattern instances on 1,254 of them; confirmshaming was one of the 15 types it recorded (Mathur et al.). The study gives no separate figure for how much confirmshaming changes what people choose.",
      cite: "mathur-2019",
    },
  ],
  lawCheckedOn: "2026-11-24",
  law: [
    {
      instrument: "EU Digital Services Act",
      provision: "Article 25",
      text: "Online platforms must not design their interfaces in a way that deceives or manipulates people or materially distorts their free and informed decisions. Art. 25(3) lets the Commission issue guidelines on giving one choice more prominence than others. Art. 25 covers online platforms only, and not practices already covered by the UCPD or the GDPR. The European Commission's first decision under the Digital Services Act, on 5 December 2025, fined X, in part for the deceptive design of its paid blue checkmark under Art. 25(1) (see the enforcement record).",
      cite: "dsa-2022",
    },
    {
      instrument: "EU General Data Protection Regulation",
      provision: "Consent rules; EDPB Guidelines 03/2022",
      text: 'When the shamed choice is about personal data, such as agreeing to marketing emails or tracking, consent must be freely given. The EDPB\'s guidelines on deceptive design in social media interfaces list "emotional steering" among the designs to avoid.',
      cite: "edpb-2023",
    },
    {
      instrument: "EU Unfair Commercial Practices Directive",
      provision: "Article 5 (general test)",
      text: "Confirmshaming is not on the Annex I list of practices that are always unfair. In selling, it is judged case by case: whether it falls short of the care expected of a trader and materially distorts, or is likely to distort, the decisions of the average consumer.",
      cite: "ucpd-2005",
    },
  ],
  resist: [
    "Read the decline line as a label on a button, nothing more. Choosing it says nothing about you.",
    "Look for a close button, or tap outside the pop-up: you do not have to pick either answer.",
    "Sign up only if you wanted the offer before the pop-up appeared, and check how often the emails will come.",
    "If a choice about your personal data is worded to shame you, take a screenshot and report it to your data protection or consumer authority.",
  ],
  tools: ["dark-pattern-detection", "privacy-settings"],
  related: {
    glossary: ["dark-patterns", "choice-architecture"],
    articles: ["digital-services-act"],
    cases: [],
  },
};
