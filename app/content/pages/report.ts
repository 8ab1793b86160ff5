import { z } from "zod";

import {
  countedSchema,
  heroSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";
import { reportKinds, reportProblems } from "#app/content/report/index.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * /report, "Report a pattern" (issue 36): who to tell about a deceptive design, country by country, and
 * how to report well. The channels themselves are data (content/report/); this is the copy around them.
 * The site collects nothing: every channel is the authority's own page.
 */

const text = z.string().trim().min(1);

const reportPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /**
   * "What happened?" (issue 52): a problem and a place lead to the place's page (/report/de#money), where
   * the one or two bodies to try first stand above the rest.
   */
  chooser: z.object({
    header: sectionHeaderSchema,
    problemLegend: text,
    placeLabel: text,
    placeholder: text,
    /** The optgroup of the US states that have a page of their own. */
    statesGroup: text,
    /** A state in the list: "{state}" is filled in. */
    stateOption: text.includes("{state}"),
    button: text,
    /** An address naming no listed place (/report?in=…): "{value}" is what it said. */
    unknown: text.includes("{value}"),
    /** Beside the chooser: the list of places, the way that needs no script. */
    allLink: text,
  }),
  /** The five answers to "What happened?", in the chooser and on every place's page. */
  problems: z.record(
    z.enum(reportProblems),
    z.object({
      /** The chooser's answer. */
      label: text,
      /** The heading on a place's page. */
      title: text,
      /** Under it: which kind of body helps, in plain words. */
      lead: text,
    }),
  ),
  /** A place's page (/report/de, /report/us-ca): "{place}" is the place's or the state's name. */
  /** The US states whose attorney general's complaint page we have not yet confirmed, named on /report/us. */
  states: z.object({
    unconfirmed: z.object({
      codes: z.array(z.string().regex(/^[a-z]{2}$/)),
      text: text.includes("{states}"),
    }),
  }),
  placePage: z.object({
    eyebrow: text,
    title: text.includes("{place}"),
    description: text.includes("{place}"),
    lead: text.includes("{place}"),
    /** For a US state: its own bodies come first, then the federal ones. */
    stateNote: text.includes("{place}"),
    /** For an EU member state: the EU's own channels come after its own. */
    euNote: text,
    /** The list of the five problems at the top, each a link to its part of the page. */
    jumpTitle: text,
    tryFirst: text,
    /** No body here handles this problem: "{place}" is filled in. */
    noneFirst: text.includes("{place}"),
    /**
     * A documented gap (content/report/gaps.ts): the link to the page that states it, after the gap's
     * own sentence and what to do instead; "{date}" is the day it was checked.
     */
    gapSource: text.includes("{date}"),
    /** Opens to the others: "{place}" is filled in. */
    rest: countedSchema,
    back: text,
  }),
  /** Before you report: the steps, in order. */
  first: z.object({
    header: sectionHeaderSchema,
    steps: z.array(z.object({ title: text, body: text })).min(3),
  }),
  howTo: z.object({
    header: sectionHeaderSchema,
    captureTitle: text,
    capture: z.array(text).min(4),
    keepTitle: text,
    keep: text,
    whatHappensTitle: text,
    /** What each kind of body does with a report. */
    whatHappens: z.array(z.object({ kind: text, body: text })).min(4),
  }),
  complaint: z.object({
    header: sectionHeaderSchema,
    patternLabel: text,
    /** The choice that leaves the pattern's words as blanks to fill. */
    anyPattern: text,
    /** The letter: "{pattern}" and "{link}" (its page on this site) are filled from the chosen pattern. */
    subject: text.includes("{pattern}"),
    body: z.array(text).min(3),
    /** Filled in for {pattern} and {link} when no pattern is chosen. */
    blankPattern: text,
    blankLink: text,
    copyLabel: text,
    /** The rest of the Copy button's accessible name. */
    copyTarget: text,
    copied: text,
    copyFailed: text,
    note: text,
  }),
  directory: z.object({
    header: sectionHeaderSchema,
    /** Under the United States, the states with a page of their own. */
    statesTitle: text,
    /** The search index's title for a place's channels: "{place}" is filled in. */
    placeTitle: text.includes("{place}"),
    /** Beside a place's name in the directory, which opens to its channels: "3 official channels". */
    channelCount: countedSchema,
    kinds: z.record(z.enum(reportKinds), text),
    labels: z.object({
      handles: text,
      individualHelp: text,
      yes: text,
      no: text,
      notStated: text,
      addedOn: text,
      /** "{date}": the day the link was last confirmed, and how. */
      confirmedArchived: text.includes("{date}"),
      confirmedLive: text.includes("{date}"),
      noOnlineForm: text,
      complaintPageUnconfirmed: text,
      /** For a body of another level than the page's place (the EU's, a country's federal body). */
      area: text,
      newTab: text,
    }),
  }),
  about: z.object({
    header: sectionHeaderSchema,
    paragraphs: z.array(text).min(2),
    dataTitle: text,
    dataBody: text,
    json: text,
    csv: text,
  }),
  /** Words people type for this page, which its text does not otherwise carry. */
  searchTerms: z.array(text).min(3),
});

export type ReportPage = z.infer<typeof reportPageSchema>;

export const reportPage: ReportPage = parseContent(
  reportPageSchema,
  {
    meta: {
      title: "Report a pattern",
      description:
        "Tricked by a website or an app? The official bodies that take reports about deceptive design, country by country, and how to report so that it counts.",
    },
    hero: {
      eyebrow: "Resources",
      title: "Report a pattern",
      lead: "Who to tell when a website or an app tricked you, country by country: the official bodies that take reports, each linked to its own page. We collect nothing here; we point you to the people who can act.",
    },
    chooser: {
      header: {
        title: "Who to tell",
        lead: "Say what happened and where you live: we show the one or two bodies to try first, then the others. Every country is also listed below.",
      },
      problemLegend: "What happened?",
      placeLabel: "Where do you live?",
      placeholder: "Choose a country or area",
      statesGroup: "United States, by state",
      stateOption: "{state} (United States)",
      button: "Show",
      unknown:
        "We have no list for “{value}”. Choose a country from the list, or read them all below. If yours is missing, tell us and we will look for its official channels.",
      allLink: "Or choose your country from the list below",
    },
    problems: {
      money: {
        label: "Money or a subscription: a trader's trick, a hidden cost, a subscription trap",
        title: "Money or a subscription",
        lead: "A hidden cost, a subscription you could not cancel, a trick that took your money: a consumer body first, and where money was taken, a financial one.",
      },
      platform: {
        label: "A platform's feed or design",
        title: "A platform's feed or design",
        lead: "An app or a platform designed to keep you scrolling or to steer your choices: complain to the platform first, then to the body that oversees platforms.",
      },
      privacy: {
        label: "Privacy or cookies",
        title: "Privacy or cookies",
        lead: "Your personal data used without a real choice, or a cookie banner that made saying no hard: the data protection authority.",
      },
      child: {
        label: "A child",
        title: "A child",
        lead: "A design that harmed or targeted a child: a body that takes reports about children, where there is one.",
      },
      ai: {
        label: "An AI chat",
        title: "An AI chat",
        lead: "An AI chatbot or companion that misled or pressured you: a body that takes reports about AI where there is one, otherwise the data protection or consumer body.",
      },
    },
    states: {
      unconfirmed: {
        codes: ["fl", "nc"],
        text: "We have not yet confirmed the attorney general's complaint page for {states}; the federal bodies below take reports from every state.",
      },
    },
    placePage: {
      eyebrow: "Report a pattern",
      title: "Where to report in {place}",
      description:
        "The official bodies in {place} that take reports about a deceptive design: who to try first about money, a platform, privacy, a child or an AI chat, and the others.",
      lead: "Choose what happened. For each, the one or two bodies to try first, then the others that apply in {place}, each linked to its own page. We collect nothing here.",
      stateNote: "The bodies of {place} come first, then the federal ones, which apply in every state.",
      euNote:
        "The European Union's own channels, which apply in every member state, come after the country's.",
      jumpTitle: "What happened?",
      tryFirst: "Try first",
      noneFirst:
        "We have found no body in {place} that takes these reports. The others below may still help.",
      gapSource: "Where this is stated (checked {date})",
      rest: {
        one: "1 other body that applies in {place}",
        other: "{count} other bodies that apply in {place}",
      },
      back: "Every country, and how to report well",
    },
    first: {
      header: {
        title: "Before you report",
        lead: "Three steps, in this order, give a report the best chance of changing something.",
      },
      steps: [
        {
          title: "Tell the company first",
          body: "Write to the company's customer service and say what went wrong and what you want: a refund, a cancellation, a setting put back. Many authorities and advice services ask whether you have done this, and a written reply (or no reply) is evidence too.",
        },
        {
          title: "Keep the evidence",
          body: "Before anything changes, take screenshots and write down what happened, as described under “How to report well” below.",
        },
        {
          title: "Choose the right body",
          body: "Money lost to a shop or a subscription goes to a consumer body; your personal data to the data protection authority; a misleading advert to the advertising regulator; a large platform's design to the platform first, then to the regulator listed for platforms. A problem with a trader in another EU country goes to your European Consumer Centre.",
        },
      ],
    },
    howTo: {
      header: {
        title: "How to report well",
        lead: "A report is read by someone deciding where to look next. Make it easy to check.",
      },
      captureTitle: "What to capture",
      capture: [
        "Screenshots of each screen, with the date and time and the web address (or the app's name and version) in view. On a phone, capture the whole screen rather than cropping it.",
        "The steps you took, in order: what you tapped, what you expected, what happened instead.",
        "Every amount: the price first shown, the price you paid, and any charge that appeared later, with the bank statement line.",
        "The company's name as it appears on the receipt or in the terms, and its website.",
        "Any e-mails, receipts and chat messages, and your message to the company with its reply.",
      ],
      keepTitle: "How long to keep it",
      keep: "Keep everything until the matter is closed, and as long as a claim could still be made. Time limits differ by country and by kind of claim, and can run for years; a consumer advice service in your country can tell you yours.",
      whatHappensTitle: "What happens to your report",
      whatHappens: [
        {
          kind: "Consumer and competition authorities",
          body: "Most use reports to see which companies and practices harm many people, and to choose their investigations. Most do not resolve individual complaints or reply to each report; several say so on their own pages, and the list below notes it.",
        },
        {
          kind: "Consumer advice services and European Consumer Centres",
          body: "They advise on your own case. The European Consumer Centres help for free when the trader is in another EU country, Iceland or Norway (some, as their entries say, also with a trader in the UK), and may contact the trader for you.",
        },
        {
          kind: "Data protection authorities",
          body: "In the EU and the EEA you have the right to complain to a data protection authority about how your personal data was used, and it must tell you how your complaint is progressing and its outcome (GDPR, Article 77).",
        },
        {
          kind: "Advertising regulators",
          body: "They assess complaints about adverts, including adverts disguised as something else, and can have an advert changed or withdrawn.",
        },
        {
          kind: "Online platforms in the EU",
          body: "Under the Digital Services Act a platform must have its own way to report content and to complain about its decisions. If that fails, you can complain to the Digital Services Coordinator of your own country, which passes the complaint on where needed (Article 53).",
        },
      ],
    },
    complaint: {
      header: {
        title: "A complaint to copy",
        lead: "A short letter for the company or an authority. Choose the pattern, copy the text, and replace the words in square brackets.",
      },
      patternLabel: "The pattern you met",
      anyPattern: "I am not sure which pattern",
      subject: "Complaint: {pattern} on [website or app]",
      body: [
        "On [date], I used [website or app] ([web address]) to [what you were trying to do].",
        "[What happened, step by step: what the screen showed, what you chose, and what happened instead.]",
        "I believe the design is a dark pattern known as {pattern}, described at {link}.",
        "As a result, [what it cost you: an amount, a subscription, data you did not mean to share].",
        "I attach screenshots showing the screens, the web address and the date. I ask you to [refund me / cancel the subscription / delete the data / look into this practice].",
        "[Your name]",
      ],
      blankPattern: "[the name of the trick]",
      blankLink: "[a page that describes it]",
      copyLabel: "Copy the text",
      copyTarget: "of the complaint",
      copied: "The complaint text is copied. Paste it into your e-mail or the authority's form.",
      copyFailed: "Copying did not work here. Select the text and copy it yourself.",
      note: "The text is yours to use and change. Nothing you choose here leaves your browser.",
    },
    directory: {
      header: {
        title: "Official channels, country by country",
        lead: "Each country's page lists its official bodies, each linked to its own page, with what it handles, whether it helps with your own case, and when its link was added and last confirmed.",
      },
      statesTitle: "State by state: each state's own bodies, then the federal ones",
      placeTitle: "Where to report in {place}",
      channelCount: { one: "1 official channel", other: "{count} official channels" },
      kinds: {
        consumer: "Consumer protection",
        "data-protection": "Data protection",
        advertising: "Advertising",
        platforms: "Online platforms",
        children: "Children",
        financial: "Financial products",
        "cross-border": "Cross-border",
        ai: "AI systems",
      },
      labels: {
        handles: "Handles",
        individualHelp: "Helps with your own case",
        yes: "Yes, its pages say so",
        no: "No, its pages say it does not",
        notStated: "Its pages we checked do not say",
        addedOn: "Added",
        confirmedArchived: "Last confirmed {date} against an archived copy of the page",
        confirmedLive: "Last confirmed {date} on the live page",
        noOnlineForm: "No online form",
        complaintPageUnconfirmed:
          "We have not yet confirmed this body's own complaint page, so the link leads to its home page; look there for its complaint or contact form.",
        area: "Applies in",
        newTab: "(opens in a new tab)",
      },
    },
    about: {
      header: { title: "About this list" },
      paragraphs: [
        "This list is not complete. It holds only channels we could confirm on the body's own website or an official government page, and we left out what we could not confirm: a regional office, a newer address, a body whose role has changed. If your country or a better channel is missing, tell us.",
        "Each entry says when its link was added, and when and how we last confirmed it: against an archived copy of the body's page, as our research reads them, until someone has checked the live page. Authorities move their pages and change their names: every build of this site lists each entry not confirmed for 180 days, and each change to an entry is logged on the updates page.",
        `${siteConfig.name} is not an authority and takes no reports: we have no form that sends anything, and this page stores nothing about you.`,
      ],
      dataTitle: "The list as data",
      dataBody: `The same list, with where each channel was confirmed and the passage that confirmed it, is free to reuse under ${siteConfig.contentLicence.name}.`,
      json: "Download as JSON",
      csv: "Download as CSV",
    },
    searchTerms: [
      "where to complain",
      "report a company",
      "make a complaint",
      "consumer authority",
      "regulator",
      "scam report",
    ],
  },
  "content/pages/report.ts",
);
