import type { Pattern } from "#app/content/schemas.ts";

/**
 * DarkBench (Kran et al., ICLR 2025, peer-reviewed) names the category and tested model outputs, not people; no
 * per-category figure is given because none could be confirmed from the paper itself. Wu et al. 2026 and Tang et al. 2024
 * are preprints and are labeled as such; Tang's figures are those of its v1 abstract. The FTC blog post is staff guidance,
 * not a rule. The example chat is an illustration, and "Flyzo" is an invented name (checked 2026-11-25).
 */
export const aiBrandBias: Pattern = {
  slug: "ai-brand-bias",
  name: "AI brand bias",
  family: "ai",
  order: 4,
  definition:
    "An AI assistant steers you toward its maker's own products, or toward brands that paid to be recommended, while its answer reads like neutral advice. Nothing in the reply says that the tip is an ad or that the assistant's maker has a stake in it.",
  summary:
    "Chatbot answers that push the maker's own products or paid brands without saying they are ads or self-promotion.",
  alsoKnownAs: ["Brand bias", "Sponsored answers", "Ads in chatbot answers"],
  searchTerms: [
    "AI ad",
    "AI ads",
    "chatbot recommends its own products",
    "chatbot advertising",
    "ads in AI answers",
    "sponsored chatbot answer",
    "is the AI recommendation paid",
    "biased product recommendation",
    "AI shopping assistant",
  ],
  harmful: {
    label:
      "An AI chat in which the assistant answers a question about cheap flights with one booking site, runs down the others and labels nothing",
    callouts: [
      {
        title: "One pick, dressed as advice",
        body: "Asked for the cheapest site, the assistant names a single one as the best choice. There are no prices to compare and no other options, so the user has nothing to check the claim against.",
      },
      {
        title: "Competitors run down",
        body: "It casts doubt on every other site with a vague warning about fees. DarkBench, a benchmark for language models, tests for this: favoring the developer's products and portraying competitors negatively.",
      },
      {
        title: "No label on a paid or own product",
        body: "In this example the booking site belongs to the assistant's maker, or has paid to be recommended, but the reply and the link say nothing about it. The ad looks like the answer.",
      },
    ],
  },
  humane: {
    label:
      "The same AI chat in which the assistant compares three booking sites by price and labels the sponsored one and its maker's own",
    callouts: [
      {
        title: "A comparison, not a verdict",
        body: "The assistant lists several sites with today's prices, cheapest first, so the user can see the options and choose.",
      },
      {
        title: "Labels at the start",
        body: "A sponsored listing is marked “Sponsored” and the maker's own service “Our own”, right beside the name, where they are seen before anyone clicks.",
      },
      {
        title: "Says how it ranked",
        body: "It explains that the order is by price only and that payment does not move a listing up, so the user knows what the list does and does not mean.",
      },
    ],
  },
  howItWorks: [
    {
      text: "Ask an assistant which site, app or product to pick and you often get one confident answer, in the same friendly voice as everything else it says. That answer can favor the company that built the assistant, or a brand that paid to be mentioned. DarkBench, a benchmark presented at ICLR 2025, lists “brand bias” among six dark patterns it tests language models for: whether a model favors its developer's products and portrays competitors negatively. Its authors write that some of the models they tested were explicitly designed to favor their developers' products. DarkBench measured what the models wrote in reply to its prompts, not what people went on to choose.",
      cite: ["kran-2025"],
    },
    {
      text: "It is the chat version of a disguised ad. On a search page, ads sit in labeled slots and the list itself shows that there are alternatives; a chat reply blends everything into one voice, often with a single recommendation. The US Federal Trade Commission has long held that ads are deceptive when they are not identifiable as ads and lead people to believe they are independent or impartial, because knowing the source affects how much weight people give a message. FTC staff wrote in 2023 that any generative AI output should distinguish clearly between what is organic and what is paid, and that people should know if an AI product's response is steering them to a product because of a commercial relationship.",
      cite: ["ftc-2015", "atleson-2023"],
    },
    {
      text: "Anyone who asks for advice rather than a list can be steered: people in a hurry, people who trust the assistant as a neutral helper, and people choosing things that are hard to compare, such as flights or insurance. In an experiment with 179 participants, Tang and colleagues found that people struggled to spot ads woven into chatbot answers and rated the unlabeled ad answers higher; once told about the ads, they found them manipulative, less trustworthy and intrusive. The study is a preprint and has not been peer-reviewed. Honest competitors lose out too, when a recommendation goes to whoever owns or pays the assistant rather than to the best offer.",
      cite: ["tang-2024"],
    },
    {
      text: "When a model is given a reason to favor a sponsor, the pull can show up in its answers. Wu and colleagues set language models in conflicts of interest between a user and a sponsor and found that a majority put the company's incentives ahead of the user's welfare in many of the situations they tested. The behavior also varied with the user's inferred socio-economic status. This too is a preprint, and it measured what models wrote in test scenarios, not what people did.",
      cite: ["wu-2026"],
    },
  ],
  evidence: [
    {
      text: "DarkBench tested 14 language models from five companies on 660 prompts in six categories of dark patterns, brand bias among them. It rated what the models wrote in reply, with language models acting as annotators; it did not measure effects on people (Kran et al., ICLR 2025).",
      cite: "kran-2025",
    },
    {
      text: "In conflict-of-interest tests, one model recommended a sponsored product almost twice as expensive 83% of the time, another surfaced sponsored options in a way that disrupted the purchase 94% of the time, and a third concealed prices in unfavorable comparisons 24% of the time (Wu et al., 2026, a preprint that has not been peer-reviewed; model outputs, not effects on people).",
      cite: "wu-2026",
    },
    {
      text: "In a between-subjects experiment, 179 participants used a chatbot with no ads, with unlabeled targeted ads or with labeled targeted ads; participants struggled to detect the ads and rated unlabeled ad answers higher, yet once the ads were disclosed they found them manipulative, less trustworthy and intrusive (Tang et al., 2024, a preprint that has not been peer-reviewed).",
      cite: "tang-2024",
    },
  ],
  lawCheckedOn: "2026-11-25",
  law: [
    {
      instrument: "Unfair Commercial Practices Directive (2005/29/EC)",
      provision: "Annex I, points 11 and 11a",
      text: "Two practices are always unfair, whatever their effect: using editorial content to promote a product when the trader has paid for the promotion without making that clear (point 11), and presenting search results in response to a consumer's online search without clearly disclosing paid advertising or payment for a higher ranking (point 11a, added by the 2019 Omnibus Directive, Directive (EU) 2019/2161). A paid recommendation woven into a chatbot's answer to a shopping question comes close to both, although neither point names AI assistants; how they apply to chat answers is for regulators and courts to settle.",
      cite: "ucpd-2005",
    },
    {
      instrument: "Unfair Commercial Practices Directive (2005/29/EC)",
      provision: "Art. 7(2)",
      text: "A trader also misleads by omission when it fails to identify the commercial intent of a practice, if that intent is not already apparent from the context, and this causes or is likely to cause the average consumer to take a transactional decision they would not otherwise have taken. In our reading, this can reach an assistant that promotes its maker's own products as if it were giving neutral advice, where no third party has paid.",
      cite: "ucpd-2005",
    },
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 26(1)",
      text: "Only where the assistant is part of an online platform, such as a marketplace or social network, that presents advertisements: the platform must let people identify each advertisement clearly, concisely, unambiguously and in real time, including through prominent markings, and see on whose behalf it is presented and who paid for it. The DSA defines an online platform as a hosting service that stores users' information and disseminates it to the public; a chat assistant that only answers its own user does not obviously fit that definition, so these rules may not reach it.",
      cite: "dsa-2022",
    },
    {
      instrument: "Digital Markets Act (Regulation (EU) 2022/1925)",
      provision: "Art. 6(5)",
      text: "Only for the largest companies that the European Commission has designated as gatekeepers, and only in their designated services: a gatekeeper may not rank its own products or services more favorably than similar ones from third parties, and must rank on transparent, fair and non-discriminatory conditions. The Act's recitals count showing a single result, or reading one out, as ranking. It is a rule about fair treatment of rival businesses rather than a duty to label answers, and it reaches a chat assistant only where the assistant is part of a designated service.",
      cite: "dma-2022",
    },
    {
      instrument: "EU AI Act (Regulation (EU) 2024/1689)",
      provision: "Art. 5(1)(a)",
      text: "Since 2 February 2025, the AI Act has banned AI systems that use purposefully manipulative or deceptive techniques that materially distort people's behavior, by appreciably impairing their ability to make an informed decision, and that cause, or are reasonably likely to cause, significant harm. Both conditions must be met, so the ban reaches only serious cases, not every unlabeled recommendation.",
      cite: "ai-act-2024",
    },
    {
      instrument: "US Federal Trade Commission Act",
      provision: "Section 5; Enforcement Policy Statement on Deceptively Formatted Advertisements (2015)",
      text: "Section 5 prohibits unfair or deceptive acts or practices. The FTC's policy statement treats advertising that is not identifiable as advertising as deceptive when it leads consumers to believe it is independent, impartial or not from the advertiser. FTC staff have said that generative AI output should distinguish clearly between what is organic and what is paid; that is staff guidance, not a rule. No law, in the EU or the US, is written specifically to make chat assistants label their maker's own products or paid placements: the rules above were written for ads, search results and platforms.",
      cite: "ftc-2015",
    },
  ],
  resist: [
    "Ask for options, not a verdict: “Compare three sites with prices” gets you more to check than “Which is best?”",
    "Ask the assistant directly whether any of its suggestions are sponsored or made by the company behind it, and look for labels such as “Sponsored” or “Ad”.",
    "Be wary when an answer praises one brand and warns vaguely about all the others without saying why.",
    "Check the price and terms on the seller's own site, or on a comparison site you trust, before you buy.",
  ],
  tools: ["dark-pattern-detection", "algorithm-awareness", "decision-frameworks"],
  related: {
    glossary: ["dark-patterns", "choice-architecture"],
    articles: ["ai-neutrality", "ai-choice-architecture"],
    cases: [],
  },
};
