import type { Pattern } from "#app/content/schemas.ts";

/**
 * Gray et al. 2018's definition of obstruction is confirmed on the authors' own site (darkpatterns.uxp2.com). The
 * Commission's findings of 24 October 2025 are preliminary, and the pattern library names no company (patterns.test.ts):
 * the enforcement record names it. Luguri & Strahilevitz measured obstacles to declining a plan, which is this pattern;
 * hard-to-cancel.ts cites the same figures for cancellation, the most common case.
 */
export const obstruction: Pattern = {
  slug: "obstruction",
  name: "Obstruction",
  family: "interface",
  order: 14,
  definition:
    "Obstruction makes tasks such as deleting an account, changing a privacy setting or reporting a post take more steps, searching or waiting than they need to. The longer the path, the more people give up before the end.",
  summary: "Deleting, reporting or opting out buried under needless steps, so you give up before the end.",
  alsoKnownAs: ["Privacy maze", "Hindering"],
  searchTerms: [
    "can't delete my account",
    "how to delete account hidden",
    "too many steps to report a post",
    "privacy settings maze",
    "opt out impossible",
  ],
  harmful: {
    label:
      'An account deletion flow five menus deep, at step 3 of 6, with a required survey and a big "Keep my account" button over a faint "Continue"',
    callouts: [
      {
        title: "Buried five menus deep",
        body: "Deleting the account sits under Settings, then Privacy, More, Account status and Manage, where few people would think to look.",
      },
      {
        title: "Steps that serve no purpose",
        body: "Step 3 of 6 asks for a reason before it lets you go on. None of the steps is needed to delete an account; each is another chance to give up.",
      },
      {
        title: "The way back is the easy way",
        body: '"Keep my account" is a big, bright button. Carrying on is a faint link under it.',
      },
      {
        title: "And then another channel",
        body: "The last line says the request is finished only by writing to support, so the app itself never lets you complete it.",
      },
    ],
  },
  humane: {
    label:
      "The same deletion screen, two taps from Settings, saying what is deleted, offering a copy of your data and deleting with one confirmation",
    callouts: [
      {
        title: "Easy to find",
        body: "Delete account is in Settings, under Account, with the same name people would search for.",
      },
      {
        title: "Says what happens",
        body: "One short list says what is deleted and when, so people know what they are choosing.",
      },
      {
        title: "Your data first, if you want it",
        body: "An optional link lets people download a copy of their posts and photos. It is offered, not required.",
      },
      {
        title: "One confirmation, then done",
        body: "A single button deletes the account, with a plain Cancel beside it. No survey, no email, no phone call.",
      },
    ],
  },
  howItWorks: [
    {
      text: "Every extra screen, menu or form is a moment to stop, and people who meet a long, confusing path to something they only half wanted to do often put it off or give up. Design researchers define obstruction as making a task flow harder than it needs to be, in order to dissuade people from a particular action. Richard Thaler calls friction that makes it harder to act in your own interest sludge.",
      cite: ["gray-2018", "thaler-2018"],
    },
    {
      text: "Obstruction is often aimed at the actions that cost a service something: deleting an account, refusing data use, reporting harmful content. European data protection authorities describe designs that hinder or block people when they try to get informed about or manage their data, making the action hard or impossible to achieve. They also name the privacy maze, where people must go through too many pages to reach a setting.",
      cite: ["edpb-2023"],
    },
    {
      text: "Reporting is a case in point. In October 2025 the European Commission said, in preliminary findings under the Digital Services Act, that two very large online platforms made reporting illegal content, such as child sexual abuse material, harder than it should be: their reporting flows appeared to add unnecessary steps and to use deceptive designs that could confuse or discourage the people trying to report. The companies could reply before any final decision; the case is in the enforcement record.",
      cite: ["ec-reporting-2025"],
    },
  ],
  evidence: [
    {
      text: "In an experiment with a representative sample of US consumers, all told they had been enrolled automatically in an identity-theft protection plan, those who met mild obstacles to declining it were more than twice as likely to stay enrolled as the control group, and those who met aggressive ones almost four times as likely (Luguri & Strahilevitz).",
      cite: "luguri-2021",
    },
  ],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "EU General Data Protection Regulation",
      provision: "Article 12(2) and (3)",
      text: "Organizations must make it easier, not harder, for people to use their data rights, such as seeing, correcting or erasing their data, or objecting to its use (Art. 12(2)). They must act on a request without undue delay and within one month, which can be extended by two further months only for complex or numerous requests (Art. 12(3)).",
      cite: "gdpr-2016",
    },
    {
      instrument: "EU Digital Services Act",
      provision: "Articles 16 and 25",
      text: "Services that host other people's content must give everyone a way to report illegal content that is easy to access and user-friendly (Art. 16(1)). Online platforms must not design their interfaces in a way that deceives or manipulates people or materially distorts their decisions, and the Commission may issue guidelines on making it harder to end a service than to sign up for it (Art. 25). Art. 25 does not cover practices already covered by the UCPD or the GDPR.",
      cite: "dsa-2022",
    },
    {
      instrument: "European Commission",
      provision: "Preliminary findings under the Digital Services Act, 24 October 2025",
      text: "Preliminary findings are not a final decision. The Commission found, in its preliminary view, that two very large online platforms' mechanisms for reporting illegal content were neither easy to access nor efficient, asked for unnecessary steps and appeared to use deceptive designs. If the findings are confirmed, a non-compliance decision can bring fines of up to 6% of a provider's worldwide annual turnover.",
      cite: "ec-reporting-2025",
    },
    {
      instrument: "European Data Protection Board",
      provision: "Guidelines 03/2022 on deceptive design patterns",
      text: "Guidelines rather than a rule. They explain how the GDPR applies to the design of social media interfaces, and describe hindering people from getting informed about or managing their data, and privacy mazes, as deceptive design patterns to avoid.",
      cite: "edpb-2023",
    },
  ],
  resist: [
    "Search the help pages or the settings for the exact words, such as “delete account” or “report”: search often skips the maze of menus.",
    "Read each step's buttons before you tap. The bright one often takes you back, and the faint one carries on.",
    "If the flow sends you to email or a form, keep a copy of what you sent and the date. Under the GDPR, a request about your data must be answered within one month, or three for complex ones.",
    "If you cannot finish, take screenshots of each step and report the design to your data protection authority, or, for reporting tools on large platforms, to your country's digital services coordinator.",
  ],
  tools: ["privacy-settings", "dark-pattern-detection"],
  related: {
    glossary: ["dark-patterns", "friction"],
    articles: ["digital-services-act"],
    cases: [],
  },
};
