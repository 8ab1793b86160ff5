import type { Pattern } from "#app/content/schemas.ts";

/**
 * Mathur 2019 supports that countdown timers and limited-time messages are common and that some timers
 * reset; it gives no effect size for them, so the evidence is the crawl's count. Annex I point 7 of the
 * UCPD is the rule that names this practice directly.
 */
export const fakeUrgency: Pattern = {
  slug: "fake-urgency",
  name: "Fake urgency",
  family: "interface",
  order: 2,
  definition:
    'Fake urgency pushes people to decide quickly with a deadline that is not real, such as a countdown timer that starts again or an "offer ends soon" message that never ends. It leaves less time to compare, think or walk away.',
  summary: 'Countdowns and "ends soon" messages that rush you with a deadline that is not real.',
  alsoKnownAs: ["False urgency", "Fake countdown timer", "Limited-time message"],
  searchTerms: ["countdown", "timer", "hurry", "limited time offer", "flash sale", "deal ends soon", "FOMO"],
  harmful: {
    label:
      'A shop\'s product page with a "Today only" banner, a red countdown timer and a single "Buy now – offer expires!" button',
    callouts: [
      {
        title: "A sale that is always ending",
        body: 'The banner says "today only", but the same banner and the same price are there again tomorrow.',
      },
      {
        title: "A timer that starts again",
        body: "The countdown runs to zero and then restarts, or jumps back to the top when the page is reloaded. The price does not change when it ends.",
      },
      {
        title: "Buy now or lose out",
        body: "The only action on offer is to buy immediately. There is no way to save the item and come back to it at the same price.",
      },
    ],
  },
  humane: {
    label:
      'The same product page with a sale banner giving a fixed end date, the price after the sale, and "Add to basket" and "Save for later" buttons',
    callouts: [
      {
        title: "A real end date",
        body: "The sale has a fixed date and time that is the same for everyone and on every visit, and the sale really ends then.",
      },
      {
        title: "The price after the sale",
        body: "Instead of a ticking clock, the page says until when the sale price applies and what the price will be afterwards, so people can judge the deal calmly.",
      },
      {
        title: "Time to decide",
        body: '"Save for later" sits beside "Add to basket", so leaving to compare or think is a normal option, not a loss.',
      },
    ],
  },
  howItWorks: [
    {
      text: 'A deadline changes the question from "Do I want this?" to "Can I afford to miss it?". In experiments on choices about money and chance, people weighed a possible loss more heavily than a gain of the same size, and a deal that is about to disappear is framed as a loss.',
      cite: ["kahneman-1979"],
    },
    {
      text: "Urgency messages on shopping sites are designed to speed up decisions. A timer leaves less time to compare prices, read reviews or decide not to buy at all. Regulators describe fake countdowns as designs that create a false belief, so that people act quickly on something that is not true.",
      cite: ["mathur-2019", "ftc-2022"],
    },
    {
      text: 'The pattern is deceptive when the deadline is false: a timer that resets when it reaches zero, or a "today only" price that is still there next week. It works best when people do not notice it, which is what philosophers of technology describe as manipulation: influence that works on a weakness rather than through reasons a person can check.',
      cite: ["mathur-2019", "susser-2019"],
    },
  ],
  evidence: [
    {
      text: "A 2019 automated crawl of about 11,000 shopping websites found 1,818 dark pattern instances on 1,254 of them, including countdown timers and limited-time messages. It identified 183 websites whose patterns were deceptive, such as countdown timers that started again after reaching zero (Mathur et al.).",
      cite: "mathur-2019",
    },
  ],
  lawCheckedOn: "2026-11-24",
  law: [
    {
      instrument: "EU Unfair Commercial Practices Directive",
      provision: "Annex I, point 7",
      text: "Falsely stating that a product, or a product on particular terms such as a sale price, will only be available for a very limited time, in order to rush people into a decision, is on the list of practices that are always unfair in the EU.",
      cite: "ucpd-2005",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Staff report “Bringing Dark Patterns to Light” (2022)",
      text: "The report describes countdown timers on offers that are not really time-limited as a design that induces false beliefs, one of the dark pattern types the FTC examines in its consumer protection work.",
      cite: "ftc-2022",
    },
    {
      instrument: "UK Digital Markets, Competition and Consumers Act 2024",
      provision: "Schedule 20 (practices that are always unfair)",
      text: "Since 6 April 2025, the UK's list of practices that are unfair in all circumstances has been in this Act. It still includes falsely stating that a product, or a product on particular terms, will be available only for a very limited time, to rush people into deciding.",
      cite: "dmcc-act-2024",
    },
    {
      instrument: "UK Competition and Markets Authority",
      provision: "Online Choice Architecture discussion paper (2022)",
      text: "A discussion paper rather than a rule. It groups messages that pressure people to act quickly among the choice-pressure practices that can harm consumers and competition.",
      cite: "cma-2022",
    },
  ],
  resist: [
    "Reload the page or open it in a private window. If the timer starts again from the top, the deadline is not real.",
    "Ask whether you would still buy at this price if there were no timer. If not, close the page.",
    "Add the item to a wish list and wait a day before you decide.",
    "Check the same product at another shop before you buy.",
    "Report a deadline that turned out to be fake to your national consumer authority, with a screenshot.",
  ],
  tools: ["decision-frameworks", "dark-pattern-detection"],
  related: {
    glossary: ["dark-patterns", "choice-architecture"],
    articles: ["nudging-experience-part2", "ai-neutrality"],
    cases: ["e-commerce"],
  },
};
