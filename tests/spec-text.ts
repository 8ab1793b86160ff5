/**
 * The spec's fixed texts: the labels, headings and messages that /work/shared/spec/site-spec.md (and
 * decisions.md) give word for word. These are the only content words tests may pin; everything else a
 * test expects comes from the content modules in app/content/ (or is asserted by shape), so that a copy
 * edit breaks no test. The navigation is read from its config (app/site.config.ts, through
 * tests/e2e/navigation.ts); only the spec's entries of it are pinned, here (specNavigation).
 * app/content/pinned-copy.test.ts fails when a test retypes longer copy from app/content instead.
 */

/** Buttons and links the spec names. */
export const specLabels = {
  startExploring: "Start exploring",
  downloadGuide: "Download Guide",
  readMore: "Read More",
  backToBlog: "Back to Blog",
  returnToHome: "Return to Home",
  learnMore: "Learn More",
  subscribe: "Subscribe",
} as const;

/**
 * The spec's navigation bar (section 2, "Shared frame"): its five entries in order, and each dropdown's
 * targets in the spec's order, with the label where the spec gives one; "{product_name}" is the site's
 * slug. The site's own sections join them (decisions.md, "Navigation, turn 3"), so the config
 * (app/site.config.ts) must hold these in this order, not only these; app/site.config.test.ts checks it.
 */
export const specNavigation: readonly {
  name: string;
  path?: string;
  items?: readonly { name?: string; path: string }[];
}[] = [
  { name: "Home", path: "/" },
  {
    name: "Insights",
    items: [
      { name: "What Is Digital Influence?", path: "/what-is-digital-influence" },
      { name: "Why It Matters", path: "/why-it-matters" },
      { name: "Real-World Examples", path: "/cases" },
    ],
  },
  {
    name: "Resources",
    items: [{ name: "Guides & Tools", path: "/tools" }, { path: "/glossary" }, { path: "/blog" }],
  },
  {
    name: "About Us",
    items: [
      { path: "/our-mission" },
      { path: "/our-approach" },
      { path: "/the-team" },
      { path: "/partnerships" },
    ],
  },
  { name: "Contact", items: [{ name: "Get In Touch", path: "/contact" }, { path: "/join-{product_name}" }] },
];

/** Headings the spec names outside the join page. */
export const specHeadings = {
  contact: "Contact & Follow",
  stayInformed: "Stay Informed",
  faq: "Frequently Asked Questions",
  quickLinks: "Quick Links",
} as const;

/** The join page: its section titles and card titles, in the spec's order. */
export const specJoin = {
  sections: {
    whyJoin: "Why Join Our Mission",
    waysToContribute: "Ways to Contribute",
    currentOpportunities: "Current Opportunities",
    volunteer: "Volunteer With Us",
    readyToJoin: "Ready to Join Us",
    whatWeLookFor: "What We Look For",
  },
  whyJoinCards: ["Human-Centered Impact", "Cutting-Edge Research"],
  contributeCards: ["Developers", "Researchers", "Advocates", "Designers"],
  lookForCards: ["Shared Values", "Collaborative Spirit", "Learning Mindset"],
  /** The three job cards' titles, in order (their tags come from app/content/jobs.ts). */
  jobTitles: [
    "Research Fellow - AI Behavioral Analysis",
    "Software Engineer - Transparency Tools",
    "Community Partnership Coordinator",
  ],
} as const;

/** The not-found page. */
export const specNotFound = { code: "404", title: "Oops! Page not found" } as const;

/** The glossary's no-match message; "{query}" is the text entered (spec, section 5). */
export const specGlossaryNoMatch = 'No terms found matching "{query}". Try a different search term.';

export function glossaryNoMatch(query: string): string {
  return specGlossaryNoMatch.replace("{query}", query);
}

/** The four full articles the spec names, by slug. */
export const specArticleTitles = {
  "ai-choice-architecture": "AI and Choice Architecture: The Invisible Hand Guiding Your Decisions",
  "ai-neutrality": "AI and Neutrality: Why AI Can Never Be Truly Neutral",
  "nudging-experience-part1": "A Nudging Experience - When Nudging Becomes Manipulation",
  "nudging-experience-part2": "A Nudging Experience - Beyond the Scroll",
} as const;

/** The blog's category and the full articles' date (spec, "Blog articles"). */
export const specArticleCategory = "Responsible AI";
export const specArticleDate = "April 12, 2025";

/** The four case cards' impact claims on /cases, in order, stated exactly (spec, section 9). */
export const specCaseImpacts = [
  "session time 52 minutes",
  "65% multi-episode",
  "90 minutes daily",
  "conversion 13% vs 3%",
] as const;

/** Counts the spec fixes (section 9). */
export const specCounts = { glossaryTerms: 10, blogIndexPosts: 4, cases: 4, tools: 6 } as const;
