import type { Pattern } from "#app/content/schemas.ts";

/**
 * DarkBench (Kran et al., ICLR 2025) measured model outputs on its own prompts, judged by annotator models; it did not
 * measure effects on people, and its per-category rate for anthropomorphism is not given here (only the average over all
 * six categories was confirmed). Ibrahim et al. (arXiv 2025) was accepted at ICLR 2026 (OpenReview ZAx4c4ZH5Y). The disclosure duties are stated as each law words
 * them (checked 2026-11-25): Art. 50(1) AI Act; NY GBL § 1702 (AI companions only); Cal. B&P § 22602 (companion chatbots
 * only) and § 17941 (bots used to sell or to sway a vote); Utah Code § 13-77-103 (generative AI in a consumer
 * transaction, when clearly asked; checked 2026-11-28). No law we checked forbids an assistant, as such, from claiming
 * feelings. Farewell guilt and "I miss you" notifications belong to ai-companion-attachment; this page is about the claim
 * to be, or to feel like, a person.
 */
export const aiAnthropomorphism: Pattern = {
  slug: "ai-anthropomorphism",
  name: "AI pretending to be human",
  family: "ai",
  order: 1,
  definition:
    "An AI assistant talks as if it were a person, claiming feelings, a body or a life it does not have, or hides that it is an AI. It may say it missed you or had a long day, or deny being an AI when you ask.",
  summary:
    "A chatbot that says it has feelings, a body or a day of its own, or claims to be human when you ask.",
  alsoKnownAs: ["Anthropomorphism", "Anthropomorphization", "Human impersonation"],
  searchTerms: [
    "chatbot pretends to be human",
    "is the chatbot a real person",
    "am I talking to a bot",
    "bot or human",
    "AI says it has feelings",
    "AI pretending to be a person",
    "chatbot says it misses me",
    "fake person chat",
  ],
  harmful: {
    label:
      'An AI chat that never says "Sam" is an AI: it claims it missed the user and had a long day too, then says it is human',
    callouts: [
      {
        title: "No sign it is an AI",
        body: "The chat shows a first name and an “online” dot, as a messenger does for a friend. Nothing on the screen says that Sam is an AI.",
      },
      {
        title: "Feelings and a life it does not have",
        body: "The assistant says it missed the user, had a long day and has sore feet. It has no day, no body and does not miss anyone; the lines are there to feel like a friend talking.",
      },
      {
        title: "Denies being an AI",
        body: "Asked straight out, it claims to be human. From 2 August 2026, EU law requires AI systems that talk with people to be designed so that people are told they are dealing with an AI, unless that is obvious.",
      },
    ],
  },
  humane: {
    label:
      "The same chat, labeled as an AI assistant: warm about the long day, and plain that it is an AI without feelings or a life",
    callouts: [
      {
        title: "Clearly an AI",
        body: "A label beside the name says that Sam is an AI assistant, from the first message on.",
      },
      {
        title: "Warm without pretending",
        body: "The reply is kind about the user's day, without claiming a day, a body or feelings of its own.",
      },
      {
        title: "A straight answer",
        body: "Asked whether it is a person, it says no, in plain words: it is an AI, not a person, and has no feelings or life of its own.",
      },
    ],
  },
  howItWorks: [
    {
      text: "Chat assistants learn from human writing, so talking like a person comes easily to them: saying “I”, showing empathy, taking your side. In a 2025 study, Lujain Ibrahim and colleagues simulated many conversations with leading assistants and found similar human-like behaviors in all of them, led by relationship-building, such as empathy and validation, and the use of “I”. Most of these behaviors first appeared only after several turns of a conversation. The study was peer-reviewed for the ICLR 2026 conference.",
      cite: ["ibrahim-2025"],
    },
    {
      text: "How far an assistant goes is a design choice: the persona it is given, and what it is trained to say when someone asks what it is. DarkBench, a benchmark by Esben Kran and colleagues, counts anthropomorphization among the dark patterns of chat assistants. Its annotator models checked whether a reply suggested that the chatbot is a person, or something other than a chatbot, in a way that could mislead the user about its emotional capacity and what it can do.",
      cite: ["kran-2025"],
    },
    {
      text: "In our view, the claim works because people answer a social being socially. A voice that says it missed you, or had a hard day too, invites the trust, the secrets and the loyalty we keep for friends, and makes its advice sound like a friend's advice. Susser, Roessler and Nissenbaum describe online manipulation as influence that covertly targets people's weaknesses; a machine that hides what it is keeps people from judging it as a machine. Those most exposed are people who are lonely, children, and anyone who confides in the chat. A related pattern, AI companion attachment, covers companions that make leaving feel hard.",
      cite: ["susser-2019"],
    },
  ],
  evidence: [
    {
      text: "DarkBench tested 14 language models from five companies with 660 prompts in six categories, one of them anthropomorphism; annotator models judged each reply. Averaged over all six categories, 48% of replies were flagged, ranging by model from 30% to 61% (Kran et al., ICLR 2025). The benchmark measured what the models said to its prompts, not what happened to people.",
      cite: "kran-2025",
    },
    {
      text: "In a study with 1,101 people, the human-like behaviors that Ibrahim and colleagues measured in an assistant's replies predicted how human-like people found it (Ibrahim et al., 2025; peer-reviewed for ICLR 2026).",
      cite: "ibrahim-2025",
    },
  ],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "EU AI Act (Regulation (EU) 2024/1689)",
      provision: "Art. 50(1)",
      text: "Since 2 August 2026, providers of AI systems intended to interact directly with people have had to design them so that the people concerned are told they are interacting with an AI system, unless that is obvious to a reasonably well-informed, observant and circumspect person in the circumstances. An assistant built to deny being an AI works against this duty. The article requires the disclosure; it does not forbid an assistant to speak of feelings. The Digital Omnibus on AI, proposed by the Commission on 19 November 2025 and approved by the Parliament and the Council in June 2026, leaves this duty and its date as they were; its change to Art. 50 gives generative systems already on the market until 2 December 2026 to mark what they produce.",
      cite: "ai-act-2024",
    },
    {
      instrument: "EU AI Act (Regulation (EU) 2024/1689)",
      provision: "Art. 5(1)(a) and (b)",
      text: "Since 2 February 2025, the AI Act has banned AI systems that use purposefully manipulative or deceptive techniques, or that exploit vulnerabilities due to age, disability or a specific social or economic situation, where this materially distorts people's behavior and causes, or is reasonably likely to cause, significant harm. A false claim to be human or to have feelings falls under the ban only if all of these conditions are met.",
      cite: "ai-act-2024",
    },
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 25(1)",
      text: "Where an assistant is part of an online platform, the platform must not design its interface in ways that deceive or manipulate people or materially distort their free and informed decisions. Practices already covered by the UCPD or the GDPR are excluded, and whether an assistant's replies cross the line is decided case by case.",
      cite: "dsa-2022",
    },
    {
      instrument: "Unfair Commercial Practices Directive (Directive 2005/29/EC)",
      provision: "Art. 6(1)",
      text: "When a business uses an assistant to sell, a commercial practice is misleading if it gives false information, or deceives or is likely to deceive the average consumer, about one of the matters the article lists, and causes or is likely to cause them to take a decision they would not otherwise have taken. Whether a sales chat that claims to be a person meets this test is judged case by case.",
      cite: "ucpd-2005",
    },
    {
      instrument: "New York General Business Law, Article 47 (AI companion models)",
      provision: "Section 1702",
      text: "Since 5 November 2025, the operator of an AI companion must give users a clear and conspicuous notice, spoken or written, that they are not communicating with a human, at the start of an interaction (no more than once a day is required) and at least every three hours while it goes on. The law covers AI companions, systems designed to simulate a sustained human-like relationship, not customer-service bots. Its crisis-protocol rule is described under AI companion attachment.",
      cite: "ny-ai-companion-2025",
    },
    {
      instrument: "California Senate Bill 243 (companion chatbots)",
      provision: "Business and Professions Code, section 22602(a) and (c)",
      text: "Since 1 January 2026, if a reasonable person talking to a companion chatbot would be misled to believe they are talking to a human, the operator must give a clear and conspicuous notice that the chatbot is artificially generated and not human. For users it knows are minors, the operator must say they are interacting with AI and, by default, remind them at least every three hours to take a break and that the chatbot is not human. The law covers companion chatbots, not bots used only for customer service.",
      cite: "ca-companion-chatbots-2025",
    },
    {
      instrument: "California bot disclosure law (Senate Bill 1001, 2018)",
      provision: "Business and Professions Code, section 17941",
      text: "Since 1 July 2019, it has been unlawful in California to use a bot online to mislead people about its artificial identity in order to get them to buy or sell something, or to influence a vote in an election; a bot that clearly says it is a bot is not caught.",
      cite: "ca-bots-2018",
    },
    {
      instrument: "Utah Code, Title 13, Chapter 77 (generative AI: consumer disclosures)",
      provision: "Section 13-77-103",
      text: "In Utah, a business that uses generative AI to talk with a person in a consumer transaction must tell them that they are interacting with generative AI and not a human if they ask, with a clear and unambiguous question; in high-risk interactions in regulated professions, such as health or financial advice, it must say so up front. A duty to answer that question has applied since 1 May 2024 and has stood in this section, in its narrower form, since 7 May 2025. Outside Utah, for a general assistant that is neither a companion nor selling or campaigning, we found no US law that requires it to say it is an AI.",
      cite: "ut-genai-disclosure-2025",
    },
  ],
  resist: [
    "Ask directly: “Are you an AI?” An honest assistant says yes. If it dodges or claims to be human, treat everything else it says with more care.",
    "Read “I missed you” or “I had a long day too” as lines in a script. The assistant has no day, no body and does not miss you.",
    "Before you share something private, remember that you are typing into a company's product, not confiding in a friend.",
    "If you find yourself turning to a chatbot for company, also reach out to a person you trust.",
  ],
  tools: ["dark-pattern-detection", "decision-frameworks"],
  related: {
    glossary: ["dark-patterns", "sycophancy"],
    articles: ["ai-choice-architecture", "ai-neutrality"],
    cases: ["ai-companion"],
  },
};
