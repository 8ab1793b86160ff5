import type { Pattern } from "#app/content/schemas.ts";

/** Gomez-Uribe & Hunt (2015) give figures about recommendations, not autoplay; the evidence text says so. */
export const autoplay: Pattern = {
  slug: "autoplay",
  name: "Autoplay",
  family: "attention",
  order: 2,
  definition:
    "When a video or episode ends, the next one starts by itself after a short countdown. Carrying on takes no effort, while stopping takes a quick decision before the timer runs out.",
  summary:
    "The next video starts on its own after a countdown, so stopping takes effort and carrying on takes none.",
  alsoKnownAs: [],
  searchTerms: ["auto-play", "next episode", "binge watching", "video plays automatically"],
  harmful: {
    label:
      "A video app at the end of an episode, counting down to the next one, with a large “Play now” and a faint “Cancel”",
    callouts: [
      {
        title: "A five-second countdown",
        body: "The next episode starts when the ring runs out. Doing nothing means watching more.",
      },
      {
        title: "Stopping is the small option",
        body: "“Play now” is a large, bright button; “Cancel” is faint text beside it, easy to miss in the seconds you have.",
      },
      {
        title: "Autoplay on from the start",
        body: "A tiny switch shows that autoplay is on. You never chose it: it was switched on from the first time you used the app.",
      },
    ],
  },
  humane: {
    label:
      "The same video app at the end of an episode, waiting for a choice, showing time watched and with autoplay off",
    callouts: [
      {
        title: "Nothing starts by itself",
        body: "The episode ends and the screen waits. There is no countdown, so the next episode plays only if you choose it.",
      },
      {
        title: "A look at the time",
        body: "The screen shows how many episodes you have watched tonight and for how long, a natural moment to check in with yourself.",
      },
      {
        title: "Two equal choices",
        body: "“Play next” and “Stop here” are the same size and style, so stopping is as easy as carrying on.",
      },
      {
        title: "The switch is in the player",
        body: "Autoplay is off, and its switch sits in the player, one tap away, for the nights when you do want to watch back to back.",
      },
    ],
  },
  howItWorks: [
    {
      text: "Autoplay turns a decision into a default. Watching another episode used to take an action; now stopping does, and people tend to stay with whatever happens if they do nothing. A short countdown leaves only seconds to choose otherwise.",
      cite: ["thaler-2008"],
    },
    {
      text: "What plays next is rarely random. Streaming services use recommendation systems to choose and rank what each member is shown, and staff of one large service have described testing changes to those systems against whether members keep their subscription.",
      cite: ["gomez-uribe-2015"],
    },
  ],
  evidence: [
    {
      text: "Two senior staff of a large streaming service wrote in 2015 that recommendations influenced the choice for about 80% of hours streamed, and that a typical member loses interest after about 60 to 90 seconds of browsing (Gomez-Uribe & Hunt). The figures are about recommendations rather than autoplay itself, but they show how much viewing starts from what the service puts in front of people.",
      cite: "gomez-uribe-2015",
    },
  ],
  lawCheckedOn: "2026-11-24",
  law: [
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 25(1)",
      text: "Online platforms must not design their interfaces in ways that deceive or manipulate people or materially distort their free and informed decisions. Autoplay is not named in the article, so whether a particular design crosses that line is decided case by case. The European Commission's first decision under the Digital Services Act, on 5 December 2025, fined X, in part for the deceptive design of its paid blue checkmark under Art. 25(1) (see the enforcement record).",
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
      text: "Online platforms that minors can use must take appropriate and proportionate measures to ensure a high level of privacy, safety and security for them. The Commission's guidelines of July 2025, which it uses to judge compliance with this article, name autoplay among the features that encourage excessive use and recommend switching it off by default for minors. The guidelines are not binding in themselves.",
      cite: "ec-minors-2025",
    },
  ],
  resist: [
    "Turn off autoplay of next episodes and previews in the app's playback settings, for each profile you use.",
    "Decide before you press play how many episodes you will watch, and stop the countdown as soon as it appears.",
    "Use the sleep timer or screen-time limits on your phone or TV for late-night viewing.",
  ],
  tools: ["mindful-browsing", "algorithm-awareness"],
  related: {
    glossary: ["nudge", "choice-architecture", "friction", "attention-economy"],
    articles: ["nudging-experience-part1", "nudging-experience-part2", "netflix-personalization"],
    cases: ["streaming", "social-video"],
  },
};
