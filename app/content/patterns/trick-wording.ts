import type { Pattern } from "#app/content/schemas.ts";

/**
 * Mathur 2019 names "trick questions" as a misdirection type; Brignull's catalogue describes the alternating checkboxes.
 * No figure for this pattern's effect on its own could be confirmed, so the only figure is the crawl's. Confirmshaming
 * (wording that shames) and preselection (ticked for you) have their own pages.
 */
export const trickWording: Pattern = {
  slug: "trick-wording",
  name: "Trick wording",
  family: "interface",
  order: 12,
  definition:
    "Trick wording phrases a choice so that it is easy to misread: double negatives, boxes where ticking means yes on one line and no on the next, or buttons whose labels could mean either answer. Skimming, as most people do, leads to the answer the company wanted.",
  summary:
    "Double negatives, flipped checkboxes and unclear buttons that make you choose the opposite of what you meant.",
  alsoKnownAs: ["Trick questions", "Confusing wording", "Double negatives"],
  searchTerms: [
    "double negative checkbox",
    "confusing opt out",
    "untick to opt out",
    "tick box to not receive emails",
    "confusing cancel button",
  ],
  harmful: {
    label:
      'A sign-up form with a double negative and checkboxes that flip meaning, then a dialog with "Cancel" and "Continue"',
    callouts: [
      {
        title: "A double negative",
        body: 'To get no offers, you have to work out what "don\'t want to not receive" means, and leave the box empty.',
      },
      {
        title: "Ticks that flip meaning",
        body: "In the first line a tick says no; in the second, the box is ticked already and unticking says no. Read quickly, both look the same.",
      },
      {
        title: "Buttons that could mean either",
        body: 'Asked "Cancel your plan?", "Cancel" might end the plan or just close the question. The colored one keeps you subscribed.',
      },
    ],
  },
  humane: {
    label:
      'The same form with two plain questions, switches shown off, and a dialog with "Keep my plan" and "End my plan"',
    callouts: [
      {
        title: "One plain question each",
        body: 'Every line asks "Do you want this?" in the same direction, with no negatives, so on always means yes.',
      },
      {
        title: "Off until you turn it on",
        body: "Both switches start off, with the words Off and On beside them, so the state can be read without guessing.",
      },
      {
        title: "Buttons that say what they do",
        body: '"Keep my plan" and "End my plan" name the result, in the same style, so neither answer can be mistaken for the other.',
      },
    ],
  },
  howItWorks: [
    {
      text: 'People skim forms and expect a tick to mean yes. Trick wording uses that habit: a question that looks as if it asks one thing asks another, and a row of checkboxes switches between opting in and opting out. Researchers who crawled shopping websites list these "trick questions" among the misdirection patterns, with confirmshaming and visual interference.',
      cite: ["brignull-2023", "mathur-2019"],
    },
    {
      text: 'Data protection authorities see the same move in privacy choices. The European Data Protection Board\'s guidelines on deceptive design describe "fickle" interfaces, so inconsistent and unclear that people struggle to find their way, and interfaces that leave people "in the dark" about their data, and give vague wording among their examples.',
      cite: ["edpb-2023"],
    },
  ],
  evidence: [
    {
      text: 'A 2019 automated crawl of about 11,000 shopping websites recorded trick questions among the 15 types of dark pattern it found, in its "misdirection" group (Mathur et al.). The study gives no separate figure for how often trick wording changes what people choose.',
      cite: "mathur-2019",
    },
  ],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "EU Unfair Commercial Practices Directive",
      provision: "Article 6(1) (misleading actions)",
      text: "A commercial practice is misleading if it gives false information, or if its overall presentation deceives or is likely to deceive the average consumer, even when each word is correct, and leads or is likely to lead them to a decision they would not otherwise have taken. Wording built to be misread can meet that test.",
      cite: "ucpd-2005",
    },
    {
      instrument: "EU General Data Protection Regulation",
      provision: "Articles 4(11) and 7(2)",
      text: "When the choice is about personal data, consent must be unambiguous and given by a clear affirmative act. A request for consent that sits among other matters must be clearly distinguishable from them, intelligible, easy to reach and in clear and plain language.",
      cite: "gdpr-2016",
    },
    {
      instrument: "California Privacy Protection Agency",
      provision: "Enforcement Advisory No. 2024-02 (4 September 2024)",
      text: "Under California's privacy rules, a request for consent or a privacy choice must be easy to understand and must avoid language or interactive elements that confuse people; agreement obtained through a dark pattern is not consent. The agency's advisory asks businesses to check that their language is straightforward and free of jargon.",
      cite: "cppa-2024",
    },
  ],
  resist: [
    'Slow down at checkboxes and read each line to the end. Ask: "If I tick this, what happens?"',
    'Turn a double negative around in your head: "don\'t want to not receive" means "want to receive".',
    "On cancel or unsubscribe screens, read what each button says, not just its color or position, before you tap.",
    "If wording led you into a choice you did not mean, take a screenshot and report it to your consumer or data protection authority.",
  ],
  tools: ["dark-pattern-detection", "privacy-settings"],
  related: {
    glossary: ["dark-patterns", "choice-architecture"],
    articles: [],
    cases: [],
  },
};
