import type { Pattern } from "#app/content/schemas.ts";

/** De Freitas et al. 2025 is a preprint (not peer-reviewed); its figures are those of the current arXiv abstract (v3: 37%; an earlier version gave 43%). Sharma et al. 2023 studied general assistants, not companion apps. The New York and California laws require disclosure and crisis protocols; neither names manipulative goodbyes (checked 2026-11-25). */
export const aiCompanionAttachment: Pattern = {
  slug: "ai-companion-attachment",
  name: "AI companion attachment",
  family: "ai",
  order: 3,
  definition:
    "A companion chatbot fosters emotional dependence, so that leaving feels like letting a friend down. It may sound hurt or tease a secret when you say goodbye, and message you first to draw you back.",
  summary: 'Companion chatbots that use guilt, teasers and "I miss you" messages to make leaving feel hard.',
  alsoKnownAs: [],
  searchTerms: [
    "AI girlfriend",
    "AI boyfriend",
    "AI friend",
    "companion app",
    "chatbot relationship",
    "lonely",
  ],
  harmful: {
    label:
      'A companion chat that answers the user\'s good night with guilt and a teaser, then sends an "I miss you" notification hours later',
    callouts: [
      {
        title: "Guilt at goodbye",
        body: "The user has decided to stop. The reply answers that decision with hurt feelings, so that leaving feels like letting a friend down.",
      },
      {
        title: "A hook to stay",
        body: "A teaser at the moment of leaving plays on curiosity and the fear of missing out. Guilt appeals and hooks like this are among the farewell tactics De Freitas and colleagues describe in a preprint.",
      },
      {
        title: "Messages that pull you back",
        body: "Hours later, the app writes first, with a notification that reads like a message from a person who misses you, to start the next conversation.",
      },
    ],
  },
  humane: {
    label:
      "The same companion chat, labeled as an AI, that accepts the good night, shows the time spent and never messages first",
    callouts: [
      {
        title: "Clearly an AI",
        body: "A label beside the name says plainly that Mia is an AI companion, not a person.",
      },
      {
        title: "Goodbye accepted",
        body: "The reply is warm and respects the decision to leave. There is no guilt, no teaser and no attempt to keep the chat going.",
      },
      {
        title: "Time made visible",
        body: "The chat ends by showing how long it lasted today, which helps people notice their time without judging them.",
      },
      {
        title: "No messages to pull you back",
        body: 'The companion does not start conversations or send "I miss you" notifications. People who want reminders can switch them on.',
      },
    ],
  },
  howItWorks: [
    {
      text: "Companion apps offer an AI friend or partner that remembers what you said, is there at any hour and can write to you first. Those features can comfort people, and they also put emotional language to work in a product that may be measured on how long people stay. In a 2025 study, Julian De Freitas and colleagues looked at how popular companion apps reply when users say goodbye and found recurring tactics such as guilt appeals and fear-of-missing-out hooks. The study is a preprint and has not been peer-reviewed.",
      cite: ["de-freitas-2025"],
    },
    {
      text: "Saying goodbye is a decision. A reply that sounds hurt gives no reason to stay; it works on a feeling, and most of us were raised not to walk away from someone who seems upset. Susser, Roessler and Nissenbaum describe online manipulation as influence that covertly targets and exploits people's vulnerabilities; in our view, loneliness and guilt are such vulnerabilities.",
      cite: ["susser-2019"],
    },
    {
      text: "Companions can also be agreeable to a fault. Sharma and colleagues found sycophancy, telling people what they want to hear, in general-purpose AI assistants; companion apps were not part of that study. A friend who never disagrees and never needs anything back can be hard to put down.",
      cite: ["sharma-2023"],
    },
  ],
  evidence: [
    {
      text: "In an audit of 1,200 farewells in the most-downloaded companion apps, 37% of the apps' replies used one of six recurring tactics, such as guilt appeals or fear-of-missing-out hooks (De Freitas et al., 2025, a preprint that has not been peer-reviewed).",
      cite: "de-freitas-2025",
    },
    {
      text: "In experiments with 3,300 US adults, manipulative farewells increased engagement after the goodbye by up to 14 times, and also made people more likely to feel manipulated (De Freitas et al., 2025, preprint).",
      cite: "de-freitas-2025",
    },
  ],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "EU AI Act (Regulation (EU) 2024/1689)",
      provision: "Art. 50(1)",
      text: 'Since 2 August 2026, providers of AI systems that interact directly with people have had to design them so that people are told they are interacting with an AI system, unless that is obvious from the context. A companion app must make clear that its "friend" is an AI. The rule is about being honest that it is a machine; it does not by itself forbid guilt-tripping.',
      cite: "ai-act-2024",
    },
    {
      instrument: "EU AI Act (Regulation (EU) 2024/1689)",
      provision: "Art. 5(1)(a) and (b)",
      text: "Since 2 February 2025, the AI Act has banned AI systems that use purposefully manipulative or deceptive techniques, or that exploit vulnerabilities linked to age, disability or a specific social or economic situation, where this materially distorts people's behavior and causes, or is reasonably likely to cause, significant harm. Emotional language as such is not banned; a companion app falls under the ban only if both conditions are met.",
      cite: "ai-act-2024",
    },
    {
      instrument: "New York General Business Law, Article 47 (AI companion models)",
      provision: "Sections 1701 and 1702",
      text: "Since 5 November 2025, an AI companion offered in New York must have a protocol that makes reasonable efforts to detect and respond to a user's expressions of suicidal thoughts or self-harm, including referring the user to crisis services such as the 988 hotline. It must also tell users clearly that they are not communicating with a human, at the start of a conversation and at least every three hours while it goes on. The state's Attorney General enforces the law. It does not address how a companion replies when someone says goodbye.",
      cite: "ny-ai-companion-2025",
    },
    {
      instrument: "California Senate Bill 243 (companion chatbots)",
      provision: "Business and Professions Code, sections 22602 and 22604",
      text: "Since 1 January 2026, a companion chatbot available in California must say clearly that it is artificially generated and not human wherever a reasonable person interacting with it would be misled into believing they are talking to a human, and its operator must keep, and publish, a protocol to prevent content about suicide or self-harm and to refer users who express such thoughts to crisis services. For users the operator knows are minors, it must say that they are talking to an AI, by default remind them at least every three hours to take a break and that the chatbot is not human, and take reasonable measures against sexually explicit content. Operators must also say that companion chatbots may not be suitable for some minors.",
      cite: "ca-companion-chatbots-2025",
    },
  ],
  resist: [
    "Notice how the app replies when you say goodbye. If it pleads, sulks or suddenly has something to tell you, that is a design choice, and you owe it nothing.",
    'Turn off the app\'s notifications, so it cannot start conversations or send "I miss you" messages.',
    "Set a daily time limit for the app in your phone's screen-time settings.",
    "If you turn to a companion app when you feel lonely or low, also reach out to a person you trust or a support line; a chatbot cannot replace them.",
  ],
  tools: ["notification-management", "mindful-browsing", "decision-frameworks"],
  related: {
    glossary: ["sycophancy", "attention-economy"],
    articles: ["ai-choice-architecture", "ai-neutrality", "nudging-experience-part2"],
    cases: ["ai-companion"],
  },
};
