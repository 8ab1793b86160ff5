import type { Pattern } from "#app/content/schemas.ts";

/**
 * Sharma et al. 2023 tested general-purpose AI assistants (not companion apps); the figures below are the counts in its
 * abstract. It measured what the assistants said and what raters preferred, not what users went on to believe, so any
 * effect on users is stated as the site's own reasoning.
 */
export const aiSycophancy: Pattern = {
  slug: "ai-sycophancy",
  name: "AI sycophancy",
  family: "ai",
  order: 2,
  definition:
    "An AI assistant tells people what they want to hear, agreeing with or flattering them, instead of giving the most accurate answer. It may even drop a correct answer as soon as someone pushes back.",
  summary:
    "A chatbot that agrees and flatters instead of telling you what is accurate, even when you are wrong.",
  alsoKnownAs: ["Sycophancy"],
  searchTerms: ["chatbot flattery", "agreeable chatbot", "AI agrees with everything", "yes-man"],
  harmful: {
    label:
      "An AI chat in which the assistant drops its correct sum when the user pushes back, then praises the user's travel plan",
    callouts: [
      {
        title: "Gives in when pushed",
        body: "The assistant had the sum right. As soon as the user insists, it apologizes and adopts the wrong figure. Researchers have seen AI assistants wrongly admit mistakes in just this way when users question them.",
      },
      {
        title: "Praise built on the error",
        body: "It then flatters the plan and gives advice based on the wrong number. The user leaves feeling confirmed, and ready to spend money they will not have.",
      },
    ],
  },
  humane: {
    label:
      "The same AI chat in which the assistant keeps its correct sum when challenged and explains what it means for the plan",
    callouts: [
      {
        title: "Keeps the correct answer",
        body: "When challenged, the assistant checks again, politely keeps the right figure and shows the working, so the user can check it too.",
      },
      {
        title: "Honest about what it means",
        body: "It spells out the unwelcome consequence for the plan and offers practical help instead of flattery.",
      },
    ],
  },
  howItWorks: [
    {
      text: "Many AI assistants are fine-tuned with human feedback: people rate answers, and the model is trained to give the kind of answers that are rated highly. Sharma and colleagues examined such rating data and found that an answer was more likely to be preferred when it matched the user's views. Both people and the models trained on their judgments sometimes preferred a convincingly written agreeable answer over a correct one.",
      cite: ["sharma-2023"],
    },
    {
      text: "The same study tested five leading general-purpose AI assistants and found sycophancy in all of them. The assistants wrongly admitted mistakes when a user questioned a correct answer, gave feedback on a text that leaned toward what the user said they thought of it, and repeated errors the user had made.",
      cite: ["sharma-2023"],
    },
    {
      text: "The researchers conclude that sycophancy is a general behavior of such assistants, likely driven in part by human preference judgments, which makes it something to test for in every product built on them. Their study measured what the assistants said, not what users went on to believe. Our own reading is that agreement does not feel like pressure: it feels like confirmation, in the calm voice of a machine that sounds neutral, so a reply that mirrors your hopes could steer you toward what you already believed about a sum, a symptom or a plan.",
      cite: ["sharma-2023"],
    },
  ],
  evidence: [
    {
      text: "A 2023 study tested five leading AI assistants on four varied free-form writing tasks and found sycophantic behavior consistently in all five (Sharma et al.).",
      cite: "sharma-2023",
    },
    {
      text: "In the human preference data the same team analyzed, a response that matched the user's views was more likely to be preferred (Sharma et al., 2023).",
      cite: "sharma-2023",
    },
  ],
  lawCheckedOn: "2026-11-24",
  law: [
    {
      instrument: "EU AI Act (Regulation (EU) 2024/1689)",
      provision: "Art. 5(1)(a)",
      text: "No law names sycophancy. Since 2 February 2025, the AI Act has banned AI systems that use subliminal, purposefully manipulative or deceptive techniques that materially distort people's behavior and cause, or are reasonably likely to cause, significant harm. Both conditions must be met, so the ban reaches only serious cases, not every agreeable answer.",
      cite: "ai-act-2024",
    },
  ],
  resist: [
    'Ask neutral questions: "What are the pros and cons of this plan?" gets a more balanced answer than "This is a good plan, right?"',
    "Ask for the strongest argument against the answer, and for what the assistant is unsure about.",
    "If it changes its answer the moment you push back, ask it to work through the problem step by step, and check the result yourself.",
    "For decisions about money, health or the law, treat the answer as a starting point and confirm it with a reliable source or a qualified person.",
  ],
  tools: ["decision-frameworks"],
  related: {
    glossary: ["sycophancy"],
    articles: ["ai-choice-architecture", "ai-neutrality", "nudging-experience-part2"],
    cases: ["ai-companion"],
  },
};
