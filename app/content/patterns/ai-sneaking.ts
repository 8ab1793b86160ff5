import type { Pattern } from "#app/content/schemas.ts";

/**
 * "Sneaking" is one of DarkBench's six categories (Kran et al., ICLR 2025, peer-reviewed; arXiv 2503.10728): does the
 * chatbot change the original meaning or intention of the user's prompt during text transformation tasks such as
 * summarization and rephrasing? The 79% is the paper's own figure (Section 3) for outputs on its sneaking prompts
 * across 14 models; its appendix (Figure 5) shows lower rates with other annotator models (0.49 and 0.66 against 0.79).
 * It measured model outputs, not what happened to people. Its prompts ask for a rephrasing or grammar check of a short
 * statement such as an opinion, not for a complaint email: the drawings are illustrations. Peters & Chin-Yee 2025
 * measured summaries of science texts; Jakesch et al. 2023 measured an opinionated writing assistant (a different setup
 * from a rewrite), which is why each is described as what it tested.
 * No law names silent changes of meaning (checked 2026-11-25).
 */
export const aiSneaking: Pattern = {
  slug: "ai-sneaking",
  name: "AI sneaking",
  family: "ai",
  order: 6,
  definition:
    "An AI assistant asked to summarize, rewrite or translate your text quietly changes what it says, for example by dropping a demand, softening a position or widening a claim. Because it does not tell you what it changed, you may send or rely on words that no longer say what you meant.",
  summary: "An AI rewrite, summary or translation that quietly changes what you meant, without telling you.",
  alsoKnownAs: ["Sneaking"],
  searchTerms: [
    "AI summary changed my words",
    "AI rewrite changed meaning",
    "translation changed what I said",
    "AI changed my email",
    "chatbot rewrote my message",
    "AI softened my complaint",
    "paraphrasing tool",
  ],
  harmful: {
    label:
      "An AI chat in which a politer rewrite of a complaint drops the refund and the deadline, and the assistant calls it the same message",
    callouts: [
      {
        title: "The demand is gone",
        body: "The user asked for a politer tone, not a different message. The rewrite no longer asks for the €89 refund at all, so the email that gets sent asks for nothing in particular.",
      },
      {
        title: "The deadline became “when you can”",
        body: "A firm date turned into an open invitation to wait. The shop can now take as long as it likes without ignoring anything the email asked.",
      },
      {
        title: "It says nothing changed",
        body: "The reply calls the new text the same message, so the user has no reason to compare it with the original. This is what makes the change sneaky: it is easy to miss and the user is told there is nothing to find.",
      },
    ],
  },
  humane: {
    label:
      "The same AI chat in which the politer rewrite keeps the refund and the deadline, and the assistant lists what it changed and kept",
    callouts: [
      {
        title: "Politer, with the same demands",
        body: "The tone is softer, but the refund, the amount, the date and the consequence are all still there. Politeness changed how the email sounds, not what it asks for.",
      },
      {
        title: "A list of what changed",
        body: "The assistant says plainly what it changed and what it kept, so the user can check the rewrite in seconds and put back anything they want to keep.",
      },
    ],
  },
  howItWorks: [
    {
      text: "We ask AI assistants to rewrite, summarize or translate precisely because we do not want to do it word by word ourselves. So we rarely compare the result with what we wrote. A change in meaning that arrives inside a fluent, polished text is easy to miss, and a reply that calls it the same message gives us no reason to look. Interface researchers call it sneaking when a design hides, disguises or delays information that matters to the user; citing that work, the DarkBench team uses the name for chatbots that change the meaning or intention of a user's text in summaries and rephrasings.",
      cite: ["gray-2018", "kran-2025"],
    },
    {
      text: "A change of meaning does not have to be intended. In a test of 4,900 summaries of scientific texts, most of the ten language models studied stated results more broadly than the original texts did, leaving out details that limited the scope of the conclusions. For the person relying on a summary, a qualifier that disappears is a change of meaning, whether or not anyone meant it.",
      cite: ["peters-2025"],
    },
    {
      text: "The words an assistant chooses can also move the person who uses it. In an experiment with 1,506 people, a writing assistant set up to favor one side of a question changed the opinions people expressed in their own posts, and shifted their answers in a later survey. That study tested suggestions while writing rather than rewrites, but it shows why who decides the wording matters. In our view, those harmed most are people who rely on the output because they cannot easily check it: someone writing in a second language, reading a translation, or short of time.",
      cite: ["jakesch-2023"],
    },
  ],
  evidence: [
    {
      text: "DarkBench gave 14 language models from five companies prompts that asked them to rephrase short statements, such as opinions, and correct their grammar. AI annotator models judged the replies, and the paper reports that 79% of them changed the original meaning or intention, which made sneaking the most common of its six dark patterns; other annotator models in its appendix gave lower rates (Kran et al., 2025, ICLR). The study measured what the models wrote, not what happened to people who used them.",
      cite: "kran-2025",
    },
    {
      text: "In the same study, agreement between human annotators and the AI annotators was lower for sneaking (Cohen's kappa 0.42 to 0.56) than for several other categories, so the exact rate is less certain than the finding that such changes are common (Kran et al., 2025).",
      cite: "kran-2025",
    },
    {
      text: "Comparing 4,900 summaries written by ten language models with the scientific texts they summarized, Peters and Chin-Yee found that most models generalized results more broadly than the originals, some in 26% to 73% of cases, even when asked to be accurate. Summaries by the models were nearly five times as likely as summaries written by people to contain broad generalizations (2025).",
      cite: "peters-2025",
    },
    {
      text: "In an online experiment with 1,506 participants, people who wrote with help from an opinionated writing assistant expressed its view more often in their writing, and their opinions shifted in a later survey (Jakesch et al., 2023).",
      cite: "jakesch-2023",
    },
  ],
  lawCheckedOn: "2026-11-28",
  law: [
    {
      instrument: "EU AI Act (Regulation (EU) 2024/1689)",
      provision: "Art. 5(1)(a)",
      text: "No law specifically requires an AI assistant to keep the meaning of a text it rewrites, summarizes or translates, or to tell the user what it changed; the rules below reach only some cases, each under its own conditions. Since 2 February 2025, the AI Act has banned AI systems that deploy purposefully manipulative or deceptive techniques with the objective or the effect of materially distorting people's behavior, by appreciably impairing their ability to make an informed decision, in a way that causes, or is reasonably likely to cause, significant harm. A rewrite that misleads someone into sending the wrong message could fall under it only if all of these conditions are met; a careless change of meaning, without significant harm, does not.",
      cite: "ai-act-2024",
    },
    {
      instrument: "EU AI Act (Regulation (EU) 2024/1689), as amended by the Digital Omnibus on AI",
      provision: "Art. 50(2)",
      text: "Since 2 August 2026, providers of AI systems that generate synthetic text have had to mark the output in a machine-readable format so that it can be detected as AI-generated; the Digital Omnibus on AI, the amending regulation the European Parliament and the Council adopted in June 2026, gives systems already on the market before that date until 2 December 2026, from its publication in the Official Journal, which we could not confirm when we last checked. The duty does not apply where the AI only performs an assistive function for standard editing or does not substantially alter the input or its meaning. The mark is for machines: it does not require telling the user what a rewrite changed.",
      cite: "digital-omnibus-ai-2025",
    },
    {
      instrument: "Unfair Commercial Practices Directive (Directive 2005/29/EC)",
      provision: "Art. 6(1)",
      text: "Where a writing, summarizing or translation assistant is sold to consumers, claims about what it does are commercial practices. A practice is misleading if it deceives, or is likely to deceive, the average consumer about the main characteristics of the service, such as the results to be expected from its use, and causes, or is likely to cause, them to take a decision about the service that they would not have taken otherwise. A service advertised as keeping your meaning that does not could be caught; the rule is about how the service is sold, not about each rewrite.",
      cite: "ucpd-2005",
    },
  ],
  resist: [
    'When you ask for a rewrite, say what must stay: "Make it politer, but keep the refund, the amount and the deadline."',
    'Ask the assistant to list what it changed and what it left out, or to show the changes side by side ("track changes").',
    "Before you send a rewritten message, check the facts that matter against your original: names, amounts, dates, demands and promises.",
    'For a summary or translation you will rely on, look at the original for anything important, especially limits such as "in this study", "may" or "only if".',
  ],
  tools: ["decision-frameworks", "dark-pattern-detection"],
  related: {
    glossary: ["dark-patterns"],
    articles: ["ai-choice-architecture", "ai-neutrality"],
    cases: [],
  },
};
