import type { Pattern } from "#app/content/schemas.ts";

/** Rixen et al. (2023) study the scrolling loop and reasons to stop; no figure from it is used because none was verified against the paper. */
export const infiniteScroll: Pattern = {
  slug: "infinite-scroll",
  name: "Infinite scroll",
  family: "attention",
  order: 1,
  definition:
    "A feed that loads new content automatically as you near the bottom, so there is no last page and no natural place to stop. Deciding when to put it down is left entirely to you.",
  summary: "A feed with no bottom: new posts keep loading, so there is never a natural moment to stop.",
  alsoKnownAs: ["Endless scroll", "Continuous scrolling"],
  searchTerms: ["doomscrolling", "endless feed", "feed", "scrolling"],
  harmful: {
    label:
      "A social feed that fills up with suggested posts and starts loading more before you reach the bottom",
    callouts: [
      {
        title: "Suggestions take over when friends run out",
        body: "After the posts from people you follow, suggested posts from accounts you never chose fill the feed, so there is always more.",
      },
      {
        title: "More loads before you reach the end",
        body: "New posts start loading while you are still scrolling, and the next one already peeks in. The page never reaches a bottom that would prompt you to stop.",
      },
    ],
  },
  humane: {
    label:
      "The same feed ending with a “You're all caught up” message and a button to see older posts if you want them",
    callouts: [
      {
        title: "A clear end",
        body: "When you have seen everything new from the people you follow, the feed says so. That message is a natural moment to stop.",
      },
      {
        title: "More only if you ask",
        body: "Older posts load only when you tap the button, so carrying on is a choice rather than what happens by default.",
      },
    ],
  },
  howItWorks: [
    {
      text: "Most activities have built-in endings, like the last page of a chapter or the credits of a film, which give us a moment to ask whether we want more. An endless feed removes those stopping cues, so the decision to stop has to be made against the pull of whatever comes next. Researchers now study this scrolling loop directly, including the reasons people give for breaking it.",
      cite: ["rixen-2023"],
    },
    {
      text: "Feeds also deliver their rewards unpredictably: most posts are ordinary and a few are delightful. In laboratory experiments, mostly with pigeons, rewards that came after an unpredictable number of responses kept the animals responding at high, steady rates. Those were animal studies, so applying them to feeds is an analogy, but a telling one.",
      cite: ["ferster-1957"],
    },
    {
      text: "Many feeds are ranked by systems that learn, from signals such as what people watch to the end, like or share, which items hold attention, and then show more of them. Such systems optimize whatever they are told to measure, such as clicks, which is not the same as whether the time felt well spent.",
      cite: ["li-2010"],
    },
  ],
  evidence: [],
  lawCheckedOn: "2026-11-25",
  law: [
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 25(1)",
      text: "Online platforms must not design their interfaces in ways that deceive or manipulate people or materially distort their free and informed decisions. Endless feeds are not named in the article, so whether a particular feed crosses that line is decided case by case. The European Commission's first decision under the Digital Services Act, on 5 December 2025, fined X, in part for the deceptive design of its paid blue checkmark under Art. 25(1) (see the enforcement record).",
      cite: "dsa-2022",
    },
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Arts 34 and 35 (very large online platforms)",
      text: "The largest platforms must assess the risks that come from the design of their services, including serious harm to people's physical and mental well-being and risks to minors, and reduce them, for example by adapting their interfaces.",
      cite: "dsa-2022",
    },
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 28(1) (protection of minors) and the Commission's 2025 guidelines",
      text: "Online platforms that minors can use must take appropriate and proportionate measures to ensure a high level of privacy, safety and security for them. The Commission's guidelines of July 2025, which it uses to judge compliance with this article, recommend switching off by default the features that encourage excessive use, such as communication streaks and autoplay, and giving minors more control over what their feeds show. The guidelines are not binding in themselves.",
      cite: "ec-minors-2025",
    },
    {
      instrument: "AI Act (Regulation (EU) 2024/1689)",
      provision: "Art. 5(1)(a)",
      text: 'Feeds ranked by AI are not banned as such. Since 2 February 2025, the AI Act has banned AI systems that deploy "subliminal techniques beyond a person\'s consciousness or purposefully manipulative or deceptive techniques", with the objective or the effect of materially distorting people\'s behavior "by appreciably impairing their ability to make an informed decision", so that they take a decision they would not otherwise have taken, in a way that causes, or is reasonably likely to cause, significant harm. Every one of these conditions must be met, so an engaging feed falls under the ban only in serious cases.',
      cite: "ai-act-2024",
    },
  ],
  resist: [
    "Decide what you came for before you open the app, and close it when that is done.",
    "Set a daily limit for the app in your phone's screen-time settings, or a timer for open-ended scrolling.",
    "Use a feed of only the accounts you follow where the app offers one, and stop when you reach posts you have already seen.",
    "Move the app off your home screen so that opening it takes a deliberate step.",
  ],
  tools: ["mindful-browsing", "algorithm-awareness", "notification-management"],
  related: {
    glossary: ["infinite-scroll", "variable-rewards", "attention-economy", "contextual-bandits"],
    articles: ["infinite-scroll-psychology", "nudging-experience-part1", "nudging-experience-part2"],
    cases: ["social-video"],
  },
};
