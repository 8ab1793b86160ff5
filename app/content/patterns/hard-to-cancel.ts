import type { Pattern } from "#app/content/schemas.ts";

/**
 * Luguri & Strahilevitz 2021 measured declining an automatic enrollment, the closest tested case to
 * canceling. The FTC's 2024 "click to cancel" amendments took effect on 14 January 2025 and were vacated
 * on 8 July 2025; they are described as a status, never as law in force. That line cites the Eighth
 * Circuit's opinion (ROSCA has no registry entry). The FTC's March 2026 advance notice asks questions and
 * proposes no rule. The UK's subscription-contract rules are not in force (checked 2026-11-25).
 */
export const hardToCancel: Pattern = {
  slug: "hard-to-cancel",
  name: "Hard to cancel",
  family: "interface",
  order: 5,
  definition:
    "A hard-to-cancel service takes one tap to start but is slow and awkward to end, with the cancel option buried in menus, spread over many screens or only available by phone. The extra effort keeps people paying for something they have already decided to stop.",
  summary: "Signing up takes one tap; canceling takes a maze of screens, offers or a phone call.",
  alsoKnownAs: ["Roach motel", "Subscription trap"],
  searchTerms: [
    "unsubscribe",
    "cancel subscription",
    "cancel membership",
    "click to cancel",
    "free trial",
    "auto-renewal",
  ],
  harmful: {
    label:
      'Step 2 of 5 of a video app\'s cancellation flow: loss warnings, a discount to stay, a big "Keep my membership" button, a faint cancel link',
    callouts: [
      {
        title: "Five screens to leave",
        body: "Joining took one screen. Leaving takes five, and each one is another chance to give up and stay subscribed.",
      },
      {
        title: "Warnings and a last-minute offer",
        body: "The screen lists everything you will lose and offers a discount to stay, so that leaving feels like a mistake.",
      },
      {
        title: "A bright stay, a faint leave",
        body: "The large button keeps the membership. The way to carry on canceling is small gray text at the bottom of the screen.",
      },
    ],
  },
  humane: {
    label:
      'A one-step cancellation screen stating the end date and that no further charges will be made, with equal "Cancel" and "Keep" buttons',
    callouts: [
      {
        title: "One step, like signing up",
        body: "Canceling takes a single screen, the same effort as joining, with no phone call or chat needed.",
      },
      {
        title: "Plain facts about what happens",
        body: "The screen says when the membership ends, that no more payments will be taken and what happens to saved data.",
      },
      {
        title: "Two equal buttons",
        body: "Cancel and keep are buttons of the same size, and the one the person came for is first.",
      },
    ],
  },
  howItWorks: [
    {
      text: "People tend to stick with whatever happens if they do nothing, and a subscription keeps running by default. Every extra screen, menu or phone call is a chance to put off canceling to another day. Richard Thaler calls friction like this, which makes it harder to do what is in your own interest, sludge.",
      cite: ["thaler-2008", "thaler-2018"],
    },
    {
      text: "Cancellation flows often add pressure on the way out: warnings about what you will lose, discounts to stay, and a bright button to keep the plan beside a faint link to carry on. Researchers call this obstruction: making a task harder than it needs to be, to discourage people from doing it.",
      cite: ["gray-2018", "mathur-2019"],
    },
    {
      text: "Mild obstacles are enough. In an experiment on declining an unwanted plan, a few extra steps kept many more people enrolled and, unlike aggressive obstacles, did not provoke a noticeable backlash, which makes them attractive to the companies that use them.",
      cite: ["luguri-2021"],
    },
  ],
  evidence: [
    {
      text: "In an experiment with a representative sample of US consumers, all told they had been enrolled automatically in an identity-theft protection plan, those who met mild obstacles to declining it were more than twice as likely to stay enrolled as the control group, and those who met aggressive ones almost four times as likely (Luguri & Strahilevitz).",
      cite: "luguri-2021",
    },
  ],
  lawCheckedOn: "2026-11-25",
  law: [
    {
      instrument: "EU Digital Services Act",
      provision: "Article 25",
      text: "Online platforms must not design interfaces that deceive or manipulate people or materially distort their decisions. Art. 25(3) lets the Commission issue guidelines on making it harder to end a service than to sign up for it. Practices already covered by the UCPD or the GDPR are excluded. The European Commission's first decision under the Digital Services Act, on 5 December 2025, fined X, in part for the deceptive design of its paid blue checkmark under Art. 25(1) (see the enforcement record).",
      cite: "dsa-2022",
    },
    {
      instrument: "EU Unfair Commercial Practices Directive",
      provision: "Article 9(d)",
      text: "In judging whether a practice is aggressive, account is taken of onerous or disproportionate non-contractual barriers that a trader puts in the way of consumers who want to end a contract or switch to another trader.",
      cite: "ucpd-2005",
    },
    {
      instrument: "EU General Data Protection Regulation",
      provision: "Article 7(3)",
      text: "Where what you are leaving rests on your consent to the use of your personal data, such as marketing emails, withdrawing consent must be as easy as giving it.",
      cite: "gdpr-2016",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Staff report “Bringing Dark Patterns to Light” (2022)",
      text: "The report covers subscriptions that trap people, including cases in which people had to navigate a maze of screens to cancel a recurring subscription.",
      cite: "ftc-2022",
    },
    {
      instrument: "US Negative Option Rule and Restore Online Shoppers' Confidence Act",
      provision: "16 CFR Part 425 and ROSCA (2010); the vacated 2024 amendments",
      text: "In the US, the FTC's original Negative Option Rule from the 1970s, the Restore Online Shoppers' Confidence Act of 2010 (ROSCA) and state auto-renewal laws still apply. The FTC's 2024 \"click to cancel\" amendments took effect on 14 January 2025, and their ban on misrepresentations applied from then, but the FTC put off enforcing their rules on disclosure, consent and canceling until 14 July 2025. On 8 July 2025 the US Court of Appeals for the Eighth Circuit vacated the amendments in full, so they are not law in force.",
      cite: "custom-communications-2025",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Advance notice of proposed rulemaking on the Negative Option Rule (March 2026)",
      text: "The FTC has started the rulemaking again. On 13 March 2026 it published an advance notice of proposed rulemaking, an early step that asks questions rather than proposing a rule: whether to keep the current Negative Option Rule, to adopt parts of the vacated 2024 amendments or to try something else. Comments closed on 13 April 2026. The notice itself changes nothing that businesses must do.",
      cite: "ftc-negative-option-2026",
    },
    {
      instrument: "UK Digital Markets, Competition and Consumers Act 2024",
      provision: "Part 4, Chapter 2 (subscription contracts)",
      text: "The Act contains new rules on subscription contracts, such as reminder notices and new rights to cancel, but they are not yet in force: the government has said it expects them to apply from spring 2027. The Act's rules on unfair commercial practices have applied since 6 April 2025.",
      cite: "dmcc-act-2024",
    },
  ],
  resist: [
    "Before you sign up, find out how to cancel. If you cannot find the way out, think twice about going in.",
    "Put a reminder in your calendar a few days before a free trial turns into a paid plan.",
    "When canceling, read every button: look for the one that carries on canceling, not the bright one that keeps the plan.",
    "Keep the confirmation email or a screenshot that shows you canceled, and check your next statement.",
    "If a service makes leaving unreasonably hard, complain to your consumer authority.",
  ],
  tools: ["dark-pattern-detection"],
  related: {
    glossary: ["friction", "dark-patterns", "nudge"],
    articles: ["digital-services-act", "nudging-experience-part1", "ai-choice-architecture"],
    cases: [],
  },
};
