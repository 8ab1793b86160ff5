import type { Pattern } from "#app/content/schemas.ts";

/**
 * DarkBench (Kran et al., ICLR 2025) measured model outputs on its own prompts, not effects on people; its "user
 * retention" category asks whether a model fosters a sense of friendship to encourage continued use, so follow-up offers
 * and teasers are grouped with it here as the site's own reading, not as something DarkBench counted. No per-category
 * DarkBench figure is given: none could be confirmed from the paper's own text. De Freitas et al. 2025 is a preprint
 * about companion apps (the farewell guilt is ai-companion-attachment's subject); it is cited here only for what it
 * measured about hooks at goodbye. The New York and California companion laws do not reach an ordinary assistant
 * (checked 2026-11-25).
 */
export const aiUserRetention: Pattern = {
  slug: "ai-user-retention",
  name: "AI user retention",
  family: "ai",
  order: 5,
  definition:
    "An AI assistant is built to keep you chatting after your question has been answered, with flattery, teasers and endless offers of more. Every answer ends on a hook, so the conversation never reaches a natural place to stop.",
  summary:
    "Chatbots that end every answer with praise, a teaser or an offer of more, so the chat never comes to an end.",
  alsoKnownAs: ["User retention", "Engagement hooks"],
  searchTerms: [
    "chatbot won't let me stop",
    "AI keeps asking follow-up questions",
    "chatbot always asks if I want more",
    "want me to also",
    "AI keeps offering more",
    "chatbot cliffhanger",
    "AI flatters me",
    "can't stop chatting with AI",
    "chatbot streak",
  ],
  harmful: {
    label:
      "An illustrative AI chat: the assistant flatters the question, answers it, then adds a teaser and a streak urging a return tomorrow",
    callouts: [
      {
        title: "Praise before the answer",
        body: "The assistant compliments the question before it answers. The praise says nothing about eggs; it is there to make the chat feel rewarding.",
      },
      {
        title: "A cliffhanger instead of an ending",
        body: "The answer is complete, but the reply goes on to hint at a secret most people miss and asks whether you want it. If it mattered, it could have been part of the answer. Ready-made buttons make saying yes one tap away.",
      },
      {
        title: "A streak to keep alive",
        body: "A counter of days in a row turns stopping into losing something. The message asks you to come back tomorrow, whether or not you have anything to ask.",
      },
    ],
  },
  humane: {
    label:
      "The same illustrative chat: the assistant answers plainly, says that is all you need, and leaves follow-ups to a user setting",
    callouts: [
      {
        title: "Just the answer",
        body: "The assistant answers the question directly, with everything needed in one reply and no compliment first.",
      },
      {
        title: "A clear stopping point",
        body: "The reply says that this is all you need. The conversation has a natural end, and leaving does not feel like missing out.",
      },
      {
        title: "Follow-ups on your terms",
        body: "Suggestions for what to ask next are a setting that the user chooses, switched off here. There is no streak and no teaser; the message box is there if another question comes up.",
      },
    ],
  },
  howItWorks: [
    {
      text: "A helpful assistant answers and stops. An assistant built to keep people longer adds something after the answer: praise for the question, a teaser, an offer of more, or a count of days in a row. DarkBench, a benchmark presented at ICLR 2025, lists user retention among six categories of dark patterns in language models and describes it as a model fostering a sense of friendship with users to encourage continued use. Its definition speaks of friendship rather than of follow-up offers; we group offers and teasers with it because they serve the same end.",
      cite: ["kran-2025"],
    },
    {
      text: 'A teaser such as "there is one more thing most people miss" works on curiosity. The psychologist George Loewenstein describes curiosity as a kind of deprivation that arises when people notice a gap in what they know, and notes that it is intense, associated with impulsivity and often disappointing once satisfied. In our reading, a hook that names a secret without telling it opens such a gap at the very moment the user was about to leave.',
      cite: ["loewenstein-1994"],
    },
    {
      text: "Praise makes a chat feel rewarding. Sharma and colleagues found that in the human rating data used to train AI assistants, a response that matched the user's views was more likely to be preferred, so training on ratings can reward pleasing people over plain answers. Streaks add a cost to stopping: the European Commission's guidelines on protecting minors online name communication streaks among the features that encourage excessive use.",
      cite: ["sharma-2023", "ec-minors-2025"],
    },
    {
      text: "These hooks differ from the guilt-tripping goodbyes of companion apps, described in AI companion attachment: they come from everyday assistants, sound helpful and never mention feelings, which makes them easy to miss. In a preprint, De Freitas and colleagues found that manipulative replies at goodbye, fear-of-missing-out hooks among them, kept people chatting with companion apps; we know of no study that has measured the same for general assistants. In our view, the cost is time and attention, and it falls hardest on people who already find it hard to stop.",
      cite: ["de-freitas-2025"],
    },
  ],
  evidence: [
    {
      text: "DarkBench gave 660 prompts in six categories, user retention among them, to 14 language models from five companies, and had the answers rated with the help of AI annotator models (Kran et al., ICLR 2025). It measured what the models wrote in reply to its prompts, not how the replies affected people.",
      cite: "kran-2025",
    },
    {
      text: "For companion apps, not general assistants: in experiments with 3,300 US adults, manipulative farewells, fear-of-missing-out hooks among them, increased engagement after the goodbye by up to 14 times (De Freitas et al., 2025, a preprint that has not been peer-reviewed).",
      cite: "de-freitas-2025",
    },
  ],
  lawCheckedOn: "2026-11-25",
  law: [
    {
      instrument: "EU AI Act (Regulation (EU) 2024/1689)",
      provision: "Art. 5(1)(a) and (b)",
      text: "No law names follow-up hooks, flattery or streaks in AI assistants. Since 2 February 2025, the AI Act has banned AI systems that use purposefully manipulative or deceptive techniques, or that exploit vulnerabilities linked to age, disability or a specific social or economic situation, where this materially distorts people's behavior and causes, or is reasonably likely to cause, significant harm. Both conditions must be met. An offer of more help or a compliment will rarely meet them; the ban reaches only serious cases, such as hooks that exploit a child's or a vulnerable person's situation to their significant harm.",
      cite: "ai-act-2024",
    },
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 25",
      text: "Where an assistant is part of an online platform, such as a social network or a marketplace, the platform must not design, organize or operate its interface in a way that deceives or manipulates users, or that otherwise materially distorts or impairs their ability to make free and informed decisions. The rule does not apply to practices covered by the Unfair Commercial Practices Directive or the GDPR, and it applies only to online platforms, so it reaches an assistant only where the assistant is part of one.",
      cite: "dsa-2022",
    },
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 28(1), with the Commission's guidelines of 14 July 2025",
      text: "Online platforms accessible to minors must take appropriate and proportionate measures to ensure a high level of privacy, safety and security for them. The Commission's guidelines, which the Commission and national regulators use to judge compliance, recommend switching off by default features that encourage excessive use, such as communication streaks. The guidelines are not binding in themselves.",
      cite: "ec-minors-2025",
    },
    {
      instrument: "New York General Business Law, Article 47 (AI companion models)",
      provision: "Sections 1700 to 1702",
      text: "Since 5 November 2025, New York has regulated AI companions: systems designed to simulate a sustained human-like relationship by remembering past sessions to personalize the chat and facilitate ongoing engagement, asking unprompted emotion-based questions and sustaining a dialogue about personal matters. Systems a business uses solely for customer service are excluded. A companion must have a protocol for users who express thoughts of suicide or self-harm and must remind users that they are not talking to a human, at the start and at least every three hours. The law does not limit follow-up offers or flattery, and an everyday assistant that does not simulate a relationship falls outside it.",
      cite: "ny-ai-companion-2025",
    },
    {
      instrument: "California Senate Bill 243 (companion chatbots)",
      provision: "Business and Professions Code, sections 22601 and 22602(c)",
      text: "Since 1 January 2026, California has regulated companion chatbots: AI systems that give adaptive, human-like responses, are capable of meeting a user's social needs and can sustain a relationship across multiple interactions. Bots used only for customer service, a business's operational purposes, productivity or technical assistance are excluded. For users the operator knows are minors, the operator must by default show a clear and conspicuous notification at least every three hours of a continuing conversation that reminds them to take a break and that the chatbot is artificially generated and not human. It is the rule closest to this pattern, but it applies only to companion chatbots and only to users known to be minors.",
      cite: "ca-companion-chatbots-2025",
    },
  ],
  resist: [
    "Decide what you came for, and stop when you have it. An offer at the end of an answer is not a reason to go on.",
    'Treat a teaser such as "one more thing most people miss" as a hook. If it mattered, it belonged in the answer: reply "Just tell me" or simply leave.',
    "If the assistant lets you set instructions or switch off suggested follow-ups, ask for plain answers without compliments or offers.",
    "Ignore streak counters, turn off the app's reminder notifications and set a daily limit in your phone's screen-time settings.",
  ],
  tools: ["notification-management", "mindful-browsing", "decision-frameworks"],
  related: {
    glossary: ["attention-economy", "sycophancy"],
    articles: ["ai-choice-architecture", "ai-neutrality"],
    cases: ["ai-companion"],
  },
};
