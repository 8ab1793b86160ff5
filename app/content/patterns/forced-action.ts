import type { Pattern } from "#app/content/schemas.ts";

/**
 * Gray et al. 2018's definition of forced action is confirmed on the authors' site (darkpatterns.uxp2.com); deceptive.design
 * lists Mathur et al.'s "forced enrollment" and bundled consent under the same type. The GDPR's rule on tying consent to a
 * service is Art. 7(4) with recital 43 (text confirmed in GDPRhub's copy). No stored source measures forced action on its
 * own, so `evidence` is empty.
 */
export const forcedAction: Pattern = {
  slug: "forced-action",
  name: "Forced action",
  family: "interface",
  order: 16,
  definition:
    "Forced action makes you do something you did not come for, such as create an account, hand over your phone number or agree to marketing, before you can carry on with what you wanted to do. The extra step benefits the company, and it is presented as if there were no other way.",
  summary: "Sign up, share data or agree to marketing first, or you cannot carry on.",
  alsoKnownAs: ["Forced registration", "Forced enrollment", "Bundled consent", "Forced disclosure"],
  searchTerms: [
    "have to create an account to buy",
    "no guest checkout",
    "must agree to marketing to continue",
    "app wants my phone number",
    "forced sign up",
  ],
  harmful: {
    label:
      "A checkout demanding an account with a phone number and birth date, and a required box agreeing to offers and data sharing",
    callouts: [
      {
        title: "No way on without an account",
        body: "To pay for one order, the buyer must create an account. There is no option to check out as a guest.",
      },
      {
        title: "Data the order does not need",
        body: "A phone number and a date of birth are marked as required, although neither is needed to send a parcel.",
      },
      {
        title: "Agreeing is the price of the order",
        body: "A box agreeing to marketing and to sharing data with partners must be ticked, or the Continue button stays gray.",
      },
    ],
  },
  humane: {
    label:
      'The same checkout with "Continue as guest" beside "Sign in", only an email and address, and an unticked box for offers',
    callouts: [
      {
        title: "Guest checkout",
        body: "Buying as a guest sits beside signing in, with the same weight. An account is offered, not demanded.",
      },
      {
        title: "Only what the order needs",
        body: "The form asks for an email for the receipt and an address for the delivery, and says why.",
      },
      {
        title: "Offers are a separate, free choice",
        body: "Marketing is an unticked box marked optional. Leaving it empty changes nothing about the order.",
      },
    ],
  },
  howItWorks: [
    {
      text: "People arrive with a goal: to read an article, pay for a basket, use an app. Forced action places a toll in the way of that goal, such as an account, a phone number or consent to marketing. Design researchers define forced action as any situation in which people must perform a specific action to get, or keep, access to some functionality, and note that it can be dressed up as an option that is good for them.",
      cite: ["gray-2018"],
    },
    {
      text: "Because the step is placed just before what people came for, refusing it means giving up the goal, and in our reading many people comply rather than lose it. In consent screens the same move appears as bundled consent: several agreements joined into a single button, so it is hard or impossible to accept one and refuse the rest.",
      cite: ["brignull-2023"],
    },
    {
      text: "The same researchers list, among forms of forced action, designs that lead people to share more about themselves than they meant to, and designs that require them to recruit other people to the service.",
      cite: ["gray-2018"],
    },
  ],
  evidence: [],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "EU General Data Protection Regulation",
      provision: "Article 7(4) and recital 43",
      text: "When judging whether consent was freely given, the utmost account must be taken of whether a contract or service was made conditional on consent to uses of personal data that the service does not need. Consent is presumed not to be freely given if the service depends on it although it is not necessary for that service, or if people cannot consent separately to different uses where that would be appropriate.",
      cite: "gdpr-2016",
    },
    {
      instrument: "EU General Data Protection Regulation",
      provision: "Article 4(11) and Article 7(2)",
      text: "Consent must be freely given, specific, informed and unambiguous. When a request for consent comes with other matters, such as terms of sale, it must be clearly distinguishable from them, in clear and plain language; any part that breaks the Regulation is not binding.",
      cite: "gdpr-2016",
    },
    {
      instrument: "European Data Protection Board",
      provision: "Guidelines 03/2022 on deceptive design patterns",
      text: "Guidelines rather than a rule. They explain that the design of an interface must respect the GDPR's principles, among them data minimization: collecting only the personal data needed for the purpose.",
      cite: "edpb-2023",
    },
  ],
  resist: [
    'Look for "Continue as guest", "Skip" or "Not now" before you fill in a sign-up form. It is often a small link at the bottom.',
    "Fill in only the fields you must, and ask why a field is required if it has nothing to do with what you are doing.",
    "If the only way on is to agree to marketing or data sharing, consider buying or reading elsewhere.",
    "If a service makes using it depend on consent to uses of your data it does not need, take a screenshot and report it to your data protection authority.",
  ],
  tools: ["privacy-settings", "dark-pattern-detection"],
  related: {
    glossary: ["dark-patterns", "choice-architecture"],
    articles: [],
    cases: [],
  },
};
