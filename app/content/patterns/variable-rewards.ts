import type { Pattern } from "#app/content/schemas.ts";

/** Ferster & Skinner's schedules come from animal studies, so the app link is stated as an analogy; no figure is given because none of the cited sources states one for apps. */
export const variableRewards: Pattern = {
  slug: "variable-rewards",
  name: "Variable rewards",
  family: "attention",
  order: 3,
  definition:
    "Rewards that arrive unpredictably, so you never know whether the next refresh, swipe or alert will bring something worth having. Not knowing is part of what keeps people checking.",
  summary: "Feeds and alerts that pay off only sometimes, so you keep checking in case this time is the one.",
  alsoKnownAs: ["Intermittent reinforcement", "Variable-ratio schedule"],
  searchTerms: ["loot box", "slot machine", "pull to refresh", "gambling", "checking phone"],
  harmful: {
    label:
      "A social feed with a pull-to-refresh spinner, a pop-up for new posts, a red badge of 9+ alerts and a feed that keeps loading",
    callouts: [
      {
        title: "Pull to refresh",
        body: "Pulling the feed down works like pulling a lever: sometimes there is something new, often there is not. Not knowing which makes it tempting to pull again.",
      },
      {
        title: "New posts, at unpredictable moments",
        body: "A button announcing new posts appears whenever the app decides, drawing you back to the top of the feed just when you might have stopped.",
      },
      {
        title: "A red badge that keeps changing",
        body: "The counter on the bell mixes messages from people with likes, suggestions and reminders, so each check might bring something that matters, or nothing at all.",
      },
      {
        title: "A feed with no end",
        body: "More posts load on their own as you reach the bottom. With no last page, the next post might always be the good one, and stopping is left entirely to you.",
      },
    ],
  },
  humane: {
    label:
      "The same feed, updated at set times, showing followed accounts newest first, with a quiet bell and a note that you are all caught up",
    callouts: [
      {
        title: "Updates at set times",
        body: "New posts arrive in a batch at times the user chose, and the screen says when the next one is due, so there is no reason to keep refreshing just in case.",
      },
      {
        title: "People you follow, newest first",
        body: "The feed shows posts from accounts the user follows, in time order. It is predictable, and it is easy to see where you left off.",
      },
      {
        title: "A quiet bell",
        body: "No red counter. Messages from people still arrive as alerts; likes, suggestions and reminders wait for a daily summary.",
      },
      {
        title: "A clear end",
        body: "When there is nothing new, the feed says so. Older posts are one tap away, but carrying on is a choice rather than the default.",
      },
    ],
  },
  howItWorks: [
    {
      text: "In laboratory experiments in the 1950s, mostly with pigeons, Charles Ferster and B. F. Skinner studied how the timing of rewards shapes behavior. When food came after a number of pecks that kept changing, a variable-ratio schedule, the birds could never tell which peck would pay off, and they kept pecking at high, steady rates.",
      cite: ["ferster-1957"],
    },
    {
      text: 'These are animal studies, not measurements of people using phones, so applying them to apps is an analogy. It has been offered to product designers directly: in his book Hooked, Nir Eyal presents the variable reward as one step in a cycle of trigger, action, variable reward and investment, as a model for habit-forming products. Pulling down to refresh, swiping to the next short video or opening a notification sometimes brings something good and often brings nothing. None of these sources measured dopamine, so we make no claim about "dopamine hits".',
      cite: ["ferster-1957", "eyal-2014"],
    },
    {
      text: "Personalized feeds add a learning system on top. Methods such as contextual bandits, which Li and colleagues tested for choosing the stories on a news portal's front page, learn from every click which item to show each reader next, so the surprises in a feed can be picked for the person scrolling. Researchers have begun to study the scrolling loop itself, including why people keep scrolling and the reasons they give for stopping.",
      cite: ["li-2010", "rixen-2023"],
    },
  ],
  evidence: [],
  lawCheckedOn: "2026-11-24",
  law: [
    {
      instrument: "EU Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 25(1)",
      text: "Providers of online platforms must not design, organize or operate their interfaces in a way that deceives or manipulates users or otherwise materially distorts or impairs their ability to make free and informed decisions. The article does not name unpredictable rewards, and practices already covered by the Unfair Commercial Practices Directive or the GDPR are left to those laws, so whether a particular feed crosses the line is decided case by case. The European Commission's first decision under the Digital Services Act, on 5 December 2025, fined X, in part for the deceptive design of its paid blue checkmark under Art. 25(1) (see the enforcement record).",
      cite: "dsa-2022",
    },
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 28(1) (protection of minors) and the Commission's 2025 guidelines",
      text: "Online platforms that minors can use must take appropriate and proportionate measures to ensure a high level of privacy, safety and security for them. The Commission's guidelines of July 2025, which it uses to judge compliance with this article, recommend switching off by default the features that encourage excessive use, such as streaks and autoplay, and protecting minors from gambling-like features such as loot boxes, whose rewards are random. The guidelines are not binding in themselves.",
      cite: "ec-minors-2025",
    },
  ],
  resist: [
    "Switch off notifications for apps whose alerts do not come from a real person, and turn off the red badge counters on app icons.",
    "Where the app offers one, use a feed of the accounts you follow in time order, so you reach a point where you have seen everything new.",
    "Check on purpose at a few set times, for example after lunch and in the evening, instead of refreshing whenever you have a spare moment.",
    "Set a daily limit for the apps you refresh most, using your phone's screen-time settings.",
  ],
  tools: ["notification-management", "mindful-browsing", "algorithm-awareness"],
  related: {
    glossary: ["variable-rewards", "infinite-scroll", "contextual-bandits", "attention-economy"],
    articles: ["infinite-scroll-psychology", "nudging-experience-part2"],
    cases: ["social-video"],
  },
};
