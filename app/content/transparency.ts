import { z } from "zod";

import { parseContent } from "#app/content/schemas.ts";
import { joinPath, siteConfig } from "#app/site.config.ts";

/**
 * The record /transparency keeps: who funds or collaborates with the organization, and every
 * correction to published text. Add an entry the day it happens; never edit or remove an old one
 * (a later entry corrects it). A corrected article also gets `updated` in its frontmatter.
 * One entry per page and day: the log is keyed by date and path.
 */

const text = z.string().trim().min(1);
const isoDate = z.iso.date();

const recordEntrySchema = z.object({
  /** When it was agreed. */
  date: isoDate,
  party: text,
  kind: z.enum(["funding", "collaboration"]),
  /** What was given or agreed, with the amount for funding. */
  detail: text,
});

const correctionSchema = z.object({
  date: isoDate,
  /** The page corrected, e.g. "/blog/nudging-experience-part1". */
  path: z.string().regex(/^\/[a-z0-9/-]*$/),
  /** How the page is named in the log. */
  page: text,
  /** What was wrong, and what the page says now. */
  change: text,
});

const transparencySchema = z.object({
  /** The day the funding and collaboration record was last checked (it may say "none yet"). */
  recordCheckedOn: isoDate,
  record: z.array(recordEntrySchema),
  corrections: z.array(correctionSchema).min(1),
});

export type Correction = z.infer<typeof correctionSchema>;
export type RecordEntry = z.infer<typeof recordEntrySchema>;

const data: z.input<typeof transparencySchema> = {
  recordCheckedOn: "2026-11-28",
  // None yet: no funding received and no collaboration agreed.
  record: [],
  corrections: [
    {
      date: "2026-11-28",
      path: "/patterns/consent-asymmetry",
      page: "Consent asymmetry",
      change:
        "Where the law stands: the EDPB Cookie Banner Taskforce's report called misleading a refusal link without enough visual support and button contrast so low that the alternative cannot be read, and judges other colors case by case; the page had said it called misleading any colors that make the alternative hard to read. The CNIL's decisions on Google and Facebook are both of 31 December 2021, not 30 and 31 December.",
    },
    {
      date: "2026-11-28",
      path: "/enforcement/ftc-adobe-2024",
      page: "Adobe and the FTC",
      change:
        "Reinstated on 28 November 2026, the day it was withdrawn: UPI's dated report of 17 June 2024 states that the federal government sued Adobe and two of its executives that day, which is the record's date and stage. The reported 2026 settlement is still not listed as an event, since no such source states it.",
    },
    {
      date: "2026-11-28",
      path: "/enforcement/ftc-illinois-grubhub-2024",
      page: "Grubhub, the FTC and the Illinois Attorney General",
      change:
        "Reinstated on 28 November 2026, the day it was withdrawn: Xinhua's report of 17 December 2024, as The Star (Malaysia) published it, states the $25 million settlement and its day, and the FTC's own release states the settlement and the amount.",
    },
    {
      date: "2026-11-28",
      path: "/enforcement",
      page: "Enforcement record",
      change:
        "The record said we list an action only when we could check it against the authority's or court's own page, yet many records rested on forums, aggregators and thin sites. Every record's facts must now be stated by the authority, a court, a news agency or newspaper of record, or the company itself; other passages are labeled as what they are. We replaced the weak passages and withdrew the records whose dates no such source proves, among them the FTC's actions against Adobe, Care.com, Match and Uber, the Eighth Circuit's ruling on the Negative Option Rule, and the Garante's Replika decision; each keeps its address, which says why. UOKiK's OLX case now shows its decision of 26 February 2024, and several dates were corrected to the day the sources state.",
    },
    {
      date: "2026-11-28",
      path: "/patterns/ai-companion-attachment",
      page: "AI companion attachment",
      change:
        "The page said California's SB 243 requires a companion chatbot to say it is not human wherever a reasonable person could be misled. The statute says would be misled into believing they are talking to a human, a narrower test; the page now says so.",
    },
    {
      date: "2026-11-28",
      path: "/patterns/ai-anthropomorphism",
      page: "AI pretending to be human",
      change:
        "The page said we found no US law that requires a general assistant to say it is an AI. It left out Utah: Utah Code § 13-77-103 requires a business that uses generative AI in a consumer transaction to say so when the person clearly asks (a duty since 1 May 2024, in its present form since 7 May 2025). The law section now lists it and limits the remark to the rest of the country.",
    },
    {
      date: "2026-11-28",
      path: "/patterns/ai-sneaking",
      page: "AI sneaking",
      change:
        "The page stated as law that systems already on the market have until 2 December 2026 to mark AI-generated text. That grace period comes from the Digital Omnibus on AI, which the Parliament and the Council adopted in June 2026 and which takes effect on publication in the Official Journal; we could not confirm the publication. The page now says what is confirmed and cites the act.",
    },
    {
      date: "2026-11-28",
      path: "/patterns/infinite-scroll",
      page: "Infinite scroll",
      change:
        "The page said feeds are ranked by systems that learn from every tap, a claim we had withdrawn elsewhere for want of a source. It now names the signals platforms themselves describe: what people watch to the end, like or share.",
    },
    {
      date: "2026-11-28",
      path: "/blog/ai-choice-architecture",
      page: "AI and choice architecture",
      change:
        "The article said an AI system can learn from every tap which arrangement works best. It now says from the clicks it records, which is what the study it cites measured.",
    },
    {
      date: "2026-11-28",
      path: "/the-team",
      page: "The Team",
      change:
        'The page spoke in the present tense of work that has not started ("We study … we build", and a sample profile that "builds" this website). It now says the organization is being set up and that the roles are planned.',
    },
    {
      date: "2026-11-26",
      path: "/patterns/ai-anthropomorphism",
      page: "AI pretending to be human",
      change:
        "The page called the study by Ibrahim and colleagues a preprint that had not been peer-reviewed; it has since been accepted at the ICLR 2026 conference, and the page and its source now say so. It also said the study tested four assistants, a number its paper does not give in the passage we checked, so the number is gone. The note on the Digital Omnibus now reflects the act as adopted in June 2026: the duty to tell people they are talking to an AI still applies from 2 August 2026.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/cpc-shein-2025",
      page: "SHEIN and the EU consumer authorities",
      change:
        "The record called the authorities' notice preliminary findings. Their release describes a call to rectify practices that potentially breach EU consumer law, from the network's action led by the authorities of Belgium, France, Ireland and the Netherlands, so the record's stage is now a formal notice, worded as allegations.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/cma-wowcher-2024",
      page: "Wowcher and the CMA",
      change:
        "The record called the undertakings a settlement. They are commitments given without a finding, and the record's stage now says so.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement",
      page: "Enforcement record",
      change:
        'The record said it covered "14 authorities", counting the ways their names were spelled: the FTC alone was counted three times. Authorities are now entries of their own and every count comes from them. The CNIL\'s records mixed decision dates and announcement dates, so the year filter showed nothing for 2021; every record now uses the day the authority announced the step, with other dates as events. Each record now has its own page, with its history and the passages of its sources that state its dates, amounts and stage.',
    },
    {
      date: "2026-11-25",
      path: "/enforcement/ca8-negative-option-rule-2025",
      page: "Eighth Circuit and the FTC's click-to-cancel amendments",
      change:
        "The record said the 2024 amendments never took effect and that the 2010 Negative Option Rule still applied. The amendments took effect on January 14, 2025, with only sections 425.4 to 425.6 deferred to July 14, 2025, until the court vacated them on July 8, 2025; the rule that still applies is the 1973 Negative Option Rule, and 2010 is the year of ROSCA. The record now also lists the FTC's advance notice of proposed rulemaking of March 13, 2026.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/cma-hotel-booking-2019",
      page: "Hotel booking sites and the CMA",
      change:
        "The record described the CMA's concerns as findings. The sites gave commitments without any finding against them, and not every site used every practice; the record now says so, and its stage is commitments.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/cnil-google-cookies-2022",
      page: "Google and the CNIL (cookies)",
      change:
        "The record said we had not checked the outcome. The CNIL closed its injunction on July 13, 2023, which the record's history now shows.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/ftc-pch-2023",
      page: "Publishers Clearing House and the FTC",
      change:
        'The record said fees averaged "more than 40 percent"; the FTC\'s words are an average of 40 percent. It now also lists the refunds of more than $18 million paid in April 2025.',
    },
    {
      date: "2026-11-25",
      path: "/enforcement/ftc-uber-one-2025",
      page: "Uber One and the FTC",
      change:
        "The record left out the amended complaint of December 2025, joined by 21 states and the District of Columbia, which its history now shows.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/accc-microsoft-2025",
      page: "Microsoft 365 and the ACCC",
      change:
        "The design note stated the ACCC's allegations as facts; it now words them as allegations. The record now lists Microsoft's apology and refund offer of November 2025, which does not end the case.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/ec-x-dsa-2025",
      page: "X and the European Commission",
      change:
        "The record left out X's appeal to the General Court of February 2026, which its history now shows.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/ftc-match-2025",
      page: "Match Group and the FTC",
      change:
        "The record said it was not stated whether Match admitted liability. Match stated that it admits no liability, and the record now says so.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/states-meta-2023",
      page: "US states and Meta",
      change:
        "The record named 42 states and territories. The coalition is 41 states and the District of Columbia, and autoplay is among the features the complaint names; the record now says both.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/ftc-live-nation-ticketmaster-2025",
      page: "Live Nation, Ticketmaster and the FTC",
      change:
        "A fee figure in the record could not be found in the sources. The record now gives the figures as they are reported from the complaint: fees that raise the price by 30% or more, and up to 44%.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/ftc-rytr-2024",
      page: "Rytr and the FTC",
      change:
        "The record gave a day we could not confirm on the FTC's page. It now gives the month, December 2024.",
    },
    {
      date: "2026-11-25",
      path: "/enforcement/ftc-epic-games-billing-2022",
      page: "Epic Games (billing) and the FTC",
      change:
        "The design note stated the FTC's allegations as facts; it now words them as allegations. The record now lists the final order and both rounds of refunds.",
    },
    {
      date: "2026-11-25",
      path: "/patterns/hard-to-cancel",
      page: "Hard to cancel",
      change:
        "The law section said the FTC's 2024 \"click to cancel\" amendments were vacated before enforcement began. They took effect on 14 January 2025, and their ban on misrepresentations applied from then; only the rules on disclosure, consent and canceling were put off to 14 July 2025, and the court vacated the amendments on 8 July 2025. The section now says so, names the original Negative Option Rule and ROSCA (2010) as what still applies, and adds the FTC's advance notice of proposed rulemaking of 13 March 2026 (comments closed 13 April 2026) and the UK's subscription rules, which are not yet in force.",
    },
    {
      date: "2026-11-25",
      path: "/patterns/hidden-costs",
      page: "Hidden costs",
      change:
        "The law section said that all of the UK Digital Markets, Competition and Consumers Act's consumer rules have applied since 6 April 2025. Only its rules on unfair commercial practices and the competition authority's direct enforcement powers apply from that date; its rules on subscriptions are not yet in force. The section now says so, and no longer calls a missing price unfair in itself.",
    },
    {
      date: "2026-11-25",
      path: "/patterns/social-validation",
      page: "Social validation",
      change:
        "The law section left out the rules on fake reviews and fake popularity. It now adds the US FTC's Rule on the Use of Consumer Reviews and Testimonials (in effect since 21 October 2024), which also bans selling or buying fake followers, views or likes, and the UK's ban on fake consumer reviews in Schedule 20 of the Digital Markets, Competition and Consumers Act (since 6 April 2025).",
    },
    {
      date: "2026-11-25",
      path: "/patterns/ai-companion-attachment",
      page: "AI companion attachment",
      change:
        "The law section gave only the EU's rules. It now adds New York's law on AI companion models (in effect since 5 November 2025) and California's Senate Bill 243 on companion chatbots (in effect since 1 January 2026), with what each requires: saying that the companion is not human, and a protocol for users who express thoughts of suicide or self-harm, with further duties in California for users known to be minors.",
    },
    {
      date: "2026-11-25",
      path: "/patterns/infinite-scroll",
      page: "Infinite scroll",
      change:
        "The law section gave the AI Act's ban on manipulative AI without all of its conditions. It now quotes Article 5(1)(a): subliminal, purposefully manipulative or deceptive techniques that materially distort behavior by appreciably impairing the ability to make an informed decision, in a way that causes or is reasonably likely to cause significant harm.",
    },
    {
      date: "2026-11-25",
      path: "/blog/ai-neutrality",
      page: "AI and Neutrality",
      change:
        "The article said that most people never change their settings, without a source. It now says that defaults tend to stick and cites Johnson and Goldstein (2003) on organ donation. It also gave the AI Act's ban on manipulative AI without all of its conditions; it now quotes Article 5(1)(a) with them and describes Article 5(1)(b) separately.",
    },
    {
      date: "2026-11-25",
      path: "/blog/digital-services-act",
      page: "The Digital Services Act and Dark Patterns",
      change:
        "The article presented the three practices named in Article 25 as rules. The rule is Article 25(1); Article 25(3) only lets the European Commission issue guidelines on how it applies to those practices, and Article 25(2) leaves practices covered by other laws to them. The article now says which paragraph does what.",
    },
    {
      date: "2026-11-25",
      path: "/teach",
      page: "Teaching Pack",
      change:
        "Each lesson's background reading said it listed the research and legal texts that the pattern pages cite. It lists the research only; it now says so and points to each pattern's \"Where the law stands\" section for the laws.",
    },
    {
      date: "2026-11-25",
      path: "/tools",
      page: "The strategic guide's list of sources",
      change:
        "The entry for the UK Digital Markets, Competition and Consumers Act 2024 said its consumer protection rules apply from 6 April 2025. Only its rules on unfair commercial practices and the competition authority's direct enforcement powers do; its rules on subscription contracts are not yet in force. The entry now says so. The list also adds the legal texts newly cited on the pattern pages.",
    },
    {
      date: "2026-11-25",
      path: "/about",
      page: "About Us",
      change:
        "The page said we plan to add lessons for teachers. The teaching pack with three lessons is already on this site; the page now says so, and that briefings for policymakers are still planned.",
    },
    {
      date: "2026-11-25",
      path: "/partnerships",
      page: "Partnerships",
      change:
        "The classroom program described lessons still to be written, for ages 12 to 18. The teaching pack exists and is written for ages 13 to 18; the program now describes it and looks for teachers to try it.",
    },
    {
      date: "2026-11-25",
      path: "/the-team",
      page: "The Team",
      change:
        "The page said one of us leads the research and invited questions about open positions, although every role is planned and no study has started. It now says the roles are planned, that the studies they describe have not started, and asks about planned roles.",
    },
    {
      date: "2026-11-25",
      path: "/our-approach",
      page: "Our Approach",
      change:
        "The ethical framework said that everyone who takes part in our research is told what we will ask, as if studies were running. None has started; the commitments on consent, privacy and methods now say what we will do. The page also said a third party runs the dashboard, while the dashboard page names no provider yet; it now says the provider is not named yet.",
    },
    {
      date: "2026-11-25",
      path: "/why-it-matters",
      page: "Why It Matters",
      change:
        "The page said algorithms treat every pause, tap and skip as feedback, without a source. It now names the signals its sources describe: what people click, like, share or watch to the end. It also said a third party runs the dashboard, while the dashboard page names no provider yet; it now says the provider is not named yet.",
    },
    {
      date: "2026-11-25",
      path: "/cases",
      page: "Real-World Examples",
      change:
        "The page said that most people keep the settings they are given, without a source; it now says only that defaults tend to stick and that people often keep them. It also said a third party runs the dashboard, while the dashboard page names no provider yet; it now says the provider is not named yet.",
    },
    {
      date: "2026-11-25",
      path: "/what-is-digital-influence",
      page: "What Is Digital Influence?",
      change:
        "The page said that most people keep whatever option is already selected, without a source. It now says that defaults tend to stick and that people often keep the option already selected, and its sources add Johnson and Goldstein (2003).",
    },
    {
      date: "2026-11-25",
      path: "/",
      page: "Home",
      change:
        "The page said that algorithms learn from every tap and pause, without a source. It now names only signals that a video app's own description of its feed lists: what you like, share or watch to the end.",
    },
    {
      date: "2026-11-24",
      path: "/patterns",
      page: "Pattern library",
      change:
        "The law sections on Article 25 of the Digital Services Act described the rule without any case under it. Eight pattern pages now add the European Commission's first decision under the Act (X, 5 December 2025), fined in part for the deceptive design of its paid blue checkmark, with a link to the enforcement record.",
    },
    {
      date: "2026-11-24",
      path: "/patterns/hidden-costs",
      page: "Hidden costs",
      change:
        "The law section gave the EU price rule without its condition, and its only UK source was a 2022 discussion paper. It now says that extra charges may be merely announced only where they cannot reasonably be calculated in advance, and adds the US FTC's Rule on Unfair or Deceptive Fees (in effect since 12 May 2025, for live-event tickets and short-term lodging) and the UK Digital Markets, Competition and Consumers Act 2024, whose ban on drip pricing has applied since 6 April 2025. The page also said the first price becomes an anchor, which the cited field experiment did not test; it now says only what that study found.",
    },
    {
      date: "2026-11-24",
      path: "/patterns/fake-scarcity",
      page: "Fake scarcity",
      change:
        "The only UK source in the law section was the competition authority's 2022 discussion paper. The section now adds the Digital Markets, Competition and Consumers Act 2024, which has set out the UK's rules on unfair commercial practices since 6 April 2025.",
    },
    {
      date: "2026-11-24",
      path: "/patterns/fake-urgency",
      page: "Fake urgency",
      change:
        "The only UK source in the law section was the competition authority's 2022 discussion paper. The section now adds the Digital Markets, Competition and Consumers Act 2024, whose list of practices that are always unfair has applied since 6 April 2025 and includes false claims that an offer is available only for a very limited time.",
    },
    {
      date: "2026-11-24",
      path: "/patterns/preselection",
      page: "Preselection",
      change:
        "The law section left out the EU rule that names pre-ticked boxes for extra payments, and its only UK source was a 2022 discussion paper. It now adds Article 22 of the Consumer Rights Directive and the UK Digital Markets, Competition and Consumers Act 2024.",
    },
    {
      date: "2026-11-24",
      path: "/patterns/autoplay",
      page: "Autoplay",
      change:
        "The law section did not mention the Digital Services Act's rule on protecting minors. It now adds Article 28 and the European Commission's guidelines of July 2025, which recommend switching autoplay off by default for minors.",
    },
    {
      date: "2026-11-24",
      path: "/patterns/infinite-scroll",
      page: "Infinite scroll",
      change:
        "The law section did not mention the Digital Services Act's rule on protecting minors. It now adds Article 28 and the European Commission's guidelines of July 2025 on features that encourage excessive use.",
    },
    {
      date: "2026-11-24",
      path: "/patterns/social-validation",
      page: "Social validation",
      change:
        "The law section said no rule names streaks. It now adds Article 28 of the Digital Services Act and the European Commission's guidelines of July 2025, which name communication streaks among the features to switch off by default for minors.",
    },
    {
      date: "2026-11-24",
      path: "/patterns/variable-rewards",
      page: "Variable rewards",
      change:
        "The law section did not mention the Digital Services Act's rule on protecting minors. It now adds Article 28 and the European Commission's guidelines of July 2025, which also address gambling-like features such as loot boxes.",
    },
    {
      date: "2026-11-24",
      path: "/patterns/nagging",
      page: "Nagging",
      change:
        "The evidence gave the “almost four times” result of Luguri and Strahilevitz as if it measured nagging. It measured a bundle of several tactics, the study’s “aggressive” condition; the page now says so.",
    },
    {
      date: "2026-11-24",
      path: "/patterns/ai-sycophancy",
      page: "AI sycophancy",
      change:
        "The page said an agreeable reply steers people toward what they already believed, next to a study that measured what AI assistants say, not what users come to believe. It now says what the study measured and marks the effect on users as our own reading.",
    },
    {
      date: "2026-11-24",
      path: "/blog/ai-choice-architecture",
      page: "AI and Choice Architecture",
      change:
        "The article said an assistant that mirrors your hopes nudges you toward what you already believed, after citing a study of what assistants say. It now says the study did not measure what users went on to believe, and states the nudge as a possibility.",
    },
    {
      date: "2026-11-24",
      path: "/blog/nudging-experience-part2",
      page: "A Nudging Experience, part 2",
      change:
        "The article still said the autoplay countdown lasts 10 then 5 seconds on some devices, without a source. It now says only that the countdown lasts a few seconds.",
    },
    {
      date: "2026-11-24",
      path: "/about",
      page: "About Us",
      change:
        "The page described audits of real products and user research as work already under way. They are planned and have not started; the page now says that our work so far reviews published research.",
    },
    {
      date: "2026-11-24",
      path: "/our-approach",
      page: "Our Approach",
      change:
        "The page said each of our projects follows four steps, including product audits and user studies. Those steps are planned and have not started; the page now says so.",
    },
    {
      date: "2026-11-24",
      path: joinPath,
      page: `Join ${siteConfig.name}`,
      change:
        "The join page listed two full-time roles as open while we have no funding. Every role is now marked as planned, opening only once it is funded, and the funding record on this page says so too.",
    },
    {
      date: "2026-11-24",
      path: "/tools",
      page: "The strategic guide's list of sources",
      change:
        "The entry for the EU AI Act printed an internal note, and the entry for the Unfair Commercial Practices Directive linked the 2005 text without its later amendments, such as the 2019 rule on paid rankings in search results. The note is gone and the entry links the consolidated text.",
    },
    {
      date: "2026-11-22",
      path: "/the-team",
      page: "The Team, and every article's byline",
      change:
        "The team page named two people, one with an academic title, and every article was credited to one of them; neither had been confirmed. The page now shows two role-based sample profiles, marked as samples, and articles are credited to the research team until named authors are confirmed.",
    },
    {
      date: "2026-11-22",
      path: "/blog/nudging-experience-part1",
      page: "A Nudging Experience, part 1",
      change:
        'The article said a short-video app learns from "every pause and every swipe", citing a company post that mentions neither. It now names the signals that post describes: the videos you like or share and whether you watch to the end.',
    },
    {
      date: "2026-11-22",
      path: "/blog/nudging-experience-part2",
      page: "A Nudging Experience, part 2",
      change:
        "The article gave the autoplay countdown of one streaming service as 10 seconds, then 5, without a source. It now says the countdown lasts a few seconds, and 10 then 5 seconds on some devices.",
    },
    {
      date: "2026-11-22",
      path: "/blog/ai-choice-architecture",
      page: "AI and Choice Architecture",
      change:
        'The article said that 3 a.m. is "when people are most likely to feel lonely", which no cited source supports. It now says only that a companion chatbot is awake when friends and family may be asleep.',
    },
    {
      date: "2026-11-22",
      path: "/cases",
      page: "Real-World Examples",
      change:
        'The companion chatbot case said such apps "agree with whatever the user says", resting on a study of general AI assistants. It now says what that study found, and that companion apps built on similar models may do the same. The cases\' figures are now called hypothetical rather than "a realistic scenario".',
    },
    {
      date: "2026-11-22",
      path: "/why-it-matters",
      page: "Why It Matters",
      change:
        "The page said that outrage spreads faster than nuance, without a source. It now cites Brady and colleagues (2017) and gives their finding on moral and emotional posts.",
    },
    {
      date: "2026-11-22",
      path: "/tools",
      page: "Guides & Tools",
      change:
        "The notification tool said both major phone systems bundle alerts into a summary. That is true of iPhones; it now says what Android devices offer instead, which varies by device.",
    },
  ],
};

export const transparency = parseContent(transparencySchema, data, "content/transparency.ts");
