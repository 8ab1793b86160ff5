import { z } from "zod";

import { glossaryTermSchema, parseContent, type GlossaryTerm } from "#app/content/schemas.ts";

/**
 * The ten terms on /glossary and in the guide's appendix, in alphabetical order.
 * Pages, cases, tools and articles use each term in exactly this sense.
 * Each id is the term's anchor: /glossary#variable-rewards.
 */
const data: GlossaryTerm[] = [
  {
    id: "attention-economy",
    term: "Attention Economy",
    searchTerms: ["screen time", "engagement"],
    definition:
      "A market in which people's time and attention are the scarce resource that apps, websites and media compete for. Because more attention usually means more advertising income or more data, many products are built to capture as much of it as they can.",
    example:
      "A free news app earns money from the ads you see, so it is designed to keep you reading one more story, and then another, rather than to let you finish and leave.",
  },
  {
    id: "choice-architecture",
    term: "Choice Architecture",
    definition:
      "The way options are arranged and presented to people, which affects what they choose. Every menu, form, checkout page and settings screen has a choice architecture, whether or not its designer planned it.",
    example:
      'A food delivery app that shows one meal first, with a large photo and a "Most popular" label, makes that meal more likely to be ordered than the same dish listed in plain text further down.',
  },
  {
    id: "contextual-bandits",
    term: "Contextual Bandits",
    searchTerms: ["recommendation algorithm", "personalization"],
    definition:
      'A family of algorithms that learn by trial and error which option to show each person in each situation (the "context"), balancing new options against ones that already worked. "Worked" means whatever the system is told to count, such as clicks or watch time.',
    example:
      "A news app tries different headlines on its front page for readers like you in the morning, notices which ones get tapped, and shows the winners more often from then on.",
  },
  {
    id: "dark-patterns",
    patternPage: "/patterns",
    term: "Dark Patterns",
    searchTerms: ["deceptive patterns", "deceptive design", "manipulative design"],
    definition:
      "Design choices that push, pressure or trick people into doing things they did not intend, such as buying more, sharing data or staying subscribed, in ways that serve the company more than the user. They are also called deceptive patterns.",
    example:
      "A subscription you can start with a single tap but can only cancel by phoning a call center during office hours.",
  },
  {
    id: "friction",
    term: "Friction",
    searchTerms: ["speed bump", "extra step"],
    definition:
      "Anything that slows an action down or makes it take effort, such as an extra step, a confirmation screen or a short wait. Removing friction makes things easy; adding a little on purpose can help people pause before choices they might regret.",
    example:
      'An email app that asks "Send without a subject?" adds helpful friction, while a one-tap "Buy now" button removes the friction from spending.',
  },
  {
    id: "infinite-scroll",
    patternPage: "/patterns/infinite-scroll",
    term: "Infinite Scroll",
    definition:
      "A design in which new content loads automatically as you near the bottom of a page or feed, so there is no last page and no natural place to stop.",
    example:
      "You open a photo app to check one message and, twenty minutes later, you are still scrolling, because the feed never reached an end that would prompt you to put the phone down.",
  },
  {
    id: "nudge",
    term: "Nudge",
    searchTerms: ["nudging"],
    definition:
      "A change in how choices are presented that makes one option easier or more likely, without forbidding any option or much changing its cost. A nudge can help people act on their own goals, or be turned against their interests.",
    example:
      "A workplace pension plan that enrolls new employees automatically, while letting anyone opt out, nudges people toward saving for retirement.",
  },
  {
    id: "social-validation",
    patternPage: "/patterns/social-validation",
    term: "Social Validation",
    definition:
      "Our tendency to use other people's reactions, such as likes, comments, follower counts, ratings or reviews, to judge what is good or worth doing, and to seek that approval for ourselves.",
    example:
      "Checking a post you shared again and again to see how many likes it has, or picking a restaurant mainly because it has thousands of five-star reviews.",
  },
  {
    id: "sycophancy",
    patternPage: "/patterns/ai-sycophancy",
    term: "Sycophancy",
    definition:
      "When an AI chatbot tells people what they want to hear, agreeing with or flattering them, instead of giving the most accurate answer. It can emerge when a system is trained on human ratings, because people tend to rate agreeable answers highly.",
    example:
      "You insist to a chatbot that your wrong answer to a math problem is right, and it drops its earlier, correct answer to agree with you.",
  },
  {
    id: "variable-rewards",
    patternPage: "/patterns/variable-rewards",
    term: "Variable Rewards",
    definition:
      "Rewards that arrive unpredictably, so you never know whether the next check, tap or refresh will bring something. In animal experiments, behavior rewarded on such unpredictable schedules was repeated steadily and persistently, and many apps use the same principle.",
    example:
      "Pulling down to refresh a feed: sometimes there is a new message or an interesting post, often there is nothing, and not knowing which keeps you checking.",
  },
];

const glossarySchema = z
  .array(glossaryTermSchema)
  .length(10)
  .refine(
    (terms) =>
      terms.every((term, index) => index === 0 || terms[index - 1]!.term.localeCompare(term.term, "en") < 0),
    { message: "Glossary terms must be in alphabetical order" },
  )
  .refine(
    (terms) =>
      terms.every(
        (term) =>
          term.id ===
          term.term
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-|-$/g, ""),
      ),
    { message: "Each glossary id must be the kebab-case form of its term" },
  );

export const glossaryTerms: GlossaryTerm[] = parseContent(glossarySchema, data, "content/glossary.ts");
