import type { Pattern } from "#app/content/schemas.ts";

/**
 * The pattern European data protection authorities fine most. Nouwens 2020 measured what taking "reject" off the first
 * screen does to consent (a field experiment with 40 people, stated as such); the CNIL's reasoning is quoted from its
 * decisions against Google and Facebook. The taskforce report and the CPPA advisory are guidance, not rules, and say so.
 */
export const consentAsymmetry: Pattern = {
  slug: "consent-asymmetry",
  name: "Consent asymmetry",
  family: "interface",
  order: 9,
  definition:
    "Consent asymmetry makes saying yes to cookies, tracking or personalization take one tap, while saying no takes more steps, a fainter link or a second screen. The choice exists, but refusing costs more effort than agreeing.",
  summary: "Accepting tracking takes one tap; refusing it takes faint links and extra screens.",
  alsoKnownAs: ["Missing reject button", "Lack of symmetry in choice"],
  searchTerms: [
    "cookie banner no reject button",
    "how to reject all cookies",
    "refuse cookies",
    "accept all cookies",
    "cookie pop-up",
    "opt out of tracking",
  ],
  harmful: {
    label:
      'A news app\'s cookie banner with a large "Accept all" button, a faint "Manage options" link and no way to refuse',
    callouts: [
      {
        title: "One tap to say yes",
        body: 'A large, colored "Accept all" button clears the banner at once, and the article is right behind it.',
      },
      {
        title: "No way to refuse here",
        body: 'There is no reject button on this screen. Saying no means finding the small gray "Manage options" link and working through another screen.',
      },
      {
        title: "Reading on counts as yes",
        body: "A line claims that carrying on reading means agreeing, although the reader has not chosen anything.",
      },
    ],
  },
  humane: {
    label:
      'The same banner with equal "Reject all" and "Accept all" buttons, a link to choose by purpose and a note on changing later',
    callouts: [
      {
        title: "Reject and accept side by side",
        body: "Both buttons are on the first screen, with the same size, color and weight, so saying no takes one tap too.",
      },
      {
        title: "Nothing stored before you choose",
        body: "The banner says that no cookies for ads are set until the reader answers.",
      },
      {
        title: "Detail for those who want it",
        body: "A link opens the list of purposes for people who want to allow some and not others. It is optional, not the only way out.",
      },
      {
        title: "As easy to change later",
        body: "A line says where to change the choice at any time, from the foot of every page, with the same two buttons.",
      },
    ],
  },
  howItWorks: [
    {
      text: 'People open a website to read, shop or watch, not to manage settings. When one bright button clears the banner at once and refusing means finding a small link, opening a second screen and switching purposes off one by one, many take the quick way. In a field experiment with common consent pop-ups, taking the "reject" button off the first screen raised the share of people who consented by 22 to 23 percentage points.',
      cite: ["nouwens-2020"],
    },
    {
      text: "France's data protection authority made the same point when it fined two of the largest online platforms: people expect to reach a site quickly, so a refusal that takes several clicks when accepting takes one pushes them toward yes, and the consent they give is not free.",
      cite: ["cnil-2022"],
    },
    {
      text: "The European Data Protection Board's guidelines on deceptive design describe interfaces that obstruct people, making a privacy-protective action hard or impossible to complete, and give as an example making it harder to withdraw consent than to give it.",
      cite: ["edpb-2023"],
    },
  ],
  evidence: [
    {
      text: "Researchers collected the consent pop-ups of the five most popular consent-management providers on the top 10,000 UK websites. Of the 680 they found, only 11.8% met the minimum requirements the authors drew from European law. In a field experiment with 40 people, removing the reject button from the first screen raised consent by 22 to 23 percentage points, and offering more detailed controls on the first screen lowered it by 8 to 20 points (Nouwens et al.).",
      cite: "nouwens-2020",
    },
  ],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "EU General Data Protection Regulation",
      provision: "Articles 4(11) and 7(3)",
      text: "Consent is valid only if it is freely given, specific, informed and unambiguous, shown by a statement or a clear affirmative act (Art. 4(11)). People can withdraw it at any time, and withdrawing must be as easy as giving it (Art. 7(3)).",
      cite: "gdpr-2016",
    },
    {
      instrument: "EU ePrivacy Directive",
      provision: "Article 5(3)",
      text: "Storing cookies on a person's device, or reading information from it, needs that person's consent, given after clear and comprehensive information, unless it is strictly necessary for a service they asked for. Each country applies this through its own law, such as Article 82 of France's data protection act.",
      cite: "eprivacy-2002",
    },
    {
      instrument: "France, CNIL (data protection authority)",
      provision: "Decisions against a search engine and a social network, December 2021",
      text: "At the end of December 2021 the CNIL fined the companies behind a search engine and a video site €150 million, and a social network €60 million, announcing it on 6 January 2022, because their websites accepted cookies in one click while refusing them took several (see the enforcement record). It ordered both to offer a way to refuse as simple as the way to accept within three months, or pay €100,000 for each day of delay.",
      cite: "cnil-2022",
    },
    {
      instrument: "European Data Protection Board",
      provision: "Cookie Banner Taskforce report (2023)",
      text: "A report rather than a rule. Most of the data protection authorities in the taskforce considered a banner that offers to accept but has no option to refuse on any layer with a consent button to be an infringement. They also called misleading a refusal link without enough visual support, and button contrast so low that the alternative to accepting cannot be read; other color choices are judged case by case.",
      cite: "edpb-2023b",
    },
    {
      instrument: "California Privacy Protection Agency",
      provision: "Enforcement Advisory No. 2024-02 (4 September 2024)",
      text: "Under the California Consumer Privacy Act, agreement obtained through a dark pattern is not consent. The agency's advisory reminds businesses that the path to the more privacy-protective choice must not be longer, harder or slower than the path to the less protective one, which the rules call symmetry in choice, and that a design is judged by its effect, not by what the business intended.",
      cite: "cppa-2024",
    },
  ],
  resist: [
    'Before you tap anything, look for "Reject all" or "Refuse" on the banner itself. A small "Manage options" or "Settings" link often leads to it one screen further.',
    "If refusing takes you to a second screen, check every switch before you save: some screens put a second list further down.",
    "Your browser's settings can block third-party cookies on every site at once, so you have fewer banners to fight.",
    "If a site makes refusing harder than accepting, take screenshots of both paths and report it to your data protection authority.",
  ],
  tools: ["privacy-settings", "dark-pattern-detection"],
  related: {
    glossary: ["dark-patterns", "choice-architecture", "friction"],
    articles: [],
    cases: [],
  },
};
