import type { Pattern } from "#app/content/schemas.ts";

/** Luguri & Strahilevitz tested repeated "are you sure?" screens together with other tactics, so the figure is for the combination, not nagging alone. */
export const nagging: Pattern = {
  slug: "nagging",
  name: "Nagging",
  family: "interface",
  order: 7,
  definition:
    "An app or website asks for the same thing again and again, such as turning on notifications, sharing your location or upgrading, even after you have said no. Often the only way out is “Not now”, so the question keeps coming back until giving in feels easier than refusing.",
  summary: "The same request again and again after you said no, until saying yes feels easier than refusing.",
  alsoKnownAs: ["Continuous prompting", "Repeated prompts"],
  searchTerms: ["notifications", "pop-ups", "reminders", "rate this app", "turn on notifications"],
  harmful: {
    label:
      "A shopping app with a permanent notifications banner and a pop-up, shown yet again, whose only way out is “Not now”",
    callouts: [
      {
        title: "A banner that never goes away",
        body: "A strip at the top says notifications are off and offers to turn them on. It stays on the home screen however often you ignore it.",
      },
      {
        title: "The same question, again and again",
        body: "The pop-up has appeared before and will appear again on later visits. Each refusal only pauses it.",
      },
      {
        title: "Only “Not now”, never “No”",
        body: "The only way out is a faint “Not now”, which postpones the question instead of answering it. Turning notifications on is the only choice that makes the asking stop.",
      },
    ],
  },
  humane: {
    label:
      "The same shopping app asking once, after an order, with an equal “No thanks” and a promise not to ask again",
    callouts: [
      {
        title: "Asked once, with a reason",
        body: "The app asks at the moment notifications become useful, just after an order, and says what you would get: a message when it ships.",
      },
      {
        title: "A real “No”",
        body: "“No thanks” is a full button beside “Turn on”, and it answers the question rather than postponing it.",
      },
      {
        title: "Your answer is remembered",
        body: "The app says it will not ask again and where to change your mind, so one answer is enough.",
      },
    ],
  },
  howItWorks: [
    {
      text: "Design researchers describe nagging as an interruption that pulls you away from what you came to do and keeps coming back, beyond a single interaction. Each time, the request stands between you and the screen you wanted until you answer it.",
      cite: ["gray-2018"],
    },
    {
      text: "Saying yes takes one tap and ends the interruptions; saying no only pauses them. Over time refusing becomes the costly option, and people can give in from weariness rather than because they changed their mind. European data protection authorities call this continuous prompting and describe it as a way of pushing people to share more personal data than needed.",
      cite: ["edpb-2023"],
    },
    {
      text: "Asking again is not always a problem: a reminder you asked for, or a question asked once when it becomes relevant, respects your answer. The line is crossed when a choice you have already made is never accepted. EU law on online platforms singles out exactly this: repeatedly asking people to make a choice they have already made, especially through pop-ups that get in the way.",
      cite: ["dsa-2022"],
    },
  ],
  evidence: [
    {
      text: "In an experiment with a large, representative sample of US adults, everyone was told they had been enrolled in an identity-theft protection plan and asked whether to keep it. People who met the study’s “aggressive” set of dark patterns were almost four times as likely to stay enrolled as those given one simple choice (Luguri & Strahilevitz, 2021). That set bundled several tactics at once, repeated prompts to think again among them, so the figure measures the bundle, not nagging on its own.",
      cite: "luguri-2021",
    },
  ],
  lawCheckedOn: "2026-11-24",
  law: [
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 25(1) and (3)(b)",
      text: "Online platforms must not design interfaces that deceive or manipulate people or materially distort their free and informed decisions. The Commission may issue guidelines on repeatedly asking people to make a choice they have already made, especially through pop-ups that interfere with what they are doing. Practices already covered by the UCPD or the GDPR are left to those laws (Art. 25(2)). The European Commission's first decision under the Digital Services Act, on 5 December 2025, fined X, in part for the deceptive design of its paid blue checkmark under Art. 25(1) (see the enforcement record).",
      cite: "dsa-2022",
    },
    {
      instrument: "GDPR, as read in EDPB Guidelines 03/2022",
      provision: "“Continuous prompting”",
      text: "The EU's data protection authorities treat repeatedly asking people to share personal data or give consent as a deceptive design pattern that can break the GDPR, for example its requirement that consent be freely given.",
      cite: "edpb-2023",
    },
    {
      instrument: "Unfair Commercial Practices Directive (2005/29/EC)",
      provision: "Arts 8 and 9; Annex I, point 26",
      text: "Consumer law treats harassment, coercion and undue influence as aggressive commercial practices, and lists persistent, unwanted solicitations by phone, email or other remote media among practices that are always unfair. Whether repeated prompts in an app reach that level is decided case by case.",
      cite: "ucpd-2005",
    },
  ],
  resist: [
    "Look for an option that ends the request for good, such as “Don't ask again”, and use it instead of “Not now”.",
    "Make the choice once, in your phone's or the app's settings, and change it only when you want to, not because a pop-up came back.",
    "Manage notifications and permissions in your phone's own settings: a choice made there stays as you set it until you change it.",
    "If a platform in the EU keeps asking after you have said no, take screenshots and report it to the platform or to your country's Digital Services Coordinator.",
  ],
  tools: ["notification-management", "privacy-settings", "dark-pattern-detection"],
  related: {
    glossary: ["dark-patterns", "friction"],
    articles: ["digital-services-act"],
    cases: [],
  },
};
