import type { EnforcementRecordInput } from "../schema.ts";

/** Australia: the ACCC, and the Federal Court. Each passage's source is in `evidence`. */
export const australiaRecords: EnforcementRecordInput[] = [
  {
    id: "accc-viagogo-2020",
    date: "2020-10-02",
    stage: "court-ruling",
    authorities: ["accc", "federal-court-of-australia"],
    company: "viagogo AG",
    keywords: ["viagogo"],
    instrument: "Australian Consumer Law",
    provision: "Sections 18, 29, 34 and 48 (part-price representations)",
    patterns: ["hidden-costs", "fake-scarcity"],
    designNote: "Sponsored Google ads calling a ticket resale site the 'Official Site'.",
    summary:
      "In a case brought by the ACCC, the Federal Court found that the ticket reseller viagogo drew people in with headline prices that left out unavoidable fees, including a 27.6 per cent booking fee shown only late in the booking process. It also found that claims such as 'less than 1 per cent tickets remaining' referred only to tickets on viagogo's own site, and that Google ads calling it the 'Official Site' misled people into thinking they were buying from an official seller.",
    outcome: {
      money: [
        {
          amount: 7_000_000,
          currency: "AUD",
          kind: "court-penalty",
        },
      ],
      orders: "An injunction against repeating the conduct, a compliance program and the ACCC's costs.",
    },
    events: [
      {
        date: "2017-08",
        kind: "complaint-filed",
        text: "The ACCC brought proceedings against viagogo in the Federal Court.",
        source: {
          title: "inkl (AAP): Viagogo loses appeal over $7m penalty",
          url: "https://inkl.com/news/viagogo-loses-appeal-over-7m-penalty",
        },
      },
      {
        date: "2019-04-18",
        kind: "ruling",
        text: "Justice Burley found that viagogo had made false or misleading representations about being an official seller, about scarce tickets and about its prices.",
        source: {
          title: "Timebase: ACCC v viagogo AG (No 3) [2020] FCA 1423",
          url: "https://www.timebase.com.au/news/2020/AT05124-article.html",
        },
      },
      {
        date: "2020-10-02",
        kind: "ruling",
        text: "The Federal Court ordered viagogo to pay a A$7 million penalty and to run a compliance program.",
        source: {
          title:
            "Federal Court: Australian Competition and Consumer Commission v viagogo AG (No 3) [2020] FCA 1423",
          url: "https://www.judgments.fedcourt.gov.au/judgments/Judgments/fca/single/2020/2020fca1423",
        },
      },
      {
        date: "2022-05-18",
        kind: "ruling",
        text: "The Full Federal Court dismissed viagogo's appeal against both the findings and the penalty.",
        source: {
          title: "Federal Court: viagogo AG v Australian Competition and Consumer Commission [2022] FCAFC 87",
          url: "https://www.judgments.fedcourt.gov.au/judgments/Judgments/fca/full/2022/2022fcafc0087",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Australian Competition and Consumer Commission v viagogo AG (No 3) [2020] FCA 1423 File number: NSD 1489 of 2017 Judgment of: BURLEY J Date of judgment: 2 October 2020",
        source: {
          title:
            "Federal Court: Australian Competition and Consumer Commission v viagogo AG (No 3) [2020] FCA 1423",
          url: "https://www.judgments.fedcourt.gov.au/judgments/Judgments/fca/single/2020/2020fca1423",
        },
      },
      {
        quote:
          "Ticket reseller Viagogo AG has been ordered by the Federal Court to pay a penalty of $7 million for breaching the Australian Consumer Law by making false or misleading representations when reselling tickets for live music and sports event, in proceedings brought by the ACCC.",
        source: {
          title: "ACCC: Viagogo to pay $7 million for misleading consumers",
          url: "https://www.accc.gov.au/media-release/viagogo-to-pay-7-million-for-misleading-consumers",
        },
      },
      {
        quote:
          "The Court found in 2019 that Viagogo made false or misleading representations to consumers that it was the ‘official’ seller of tickets to particular events, that certain tickets were scarce, and that consumers could purchase tickets for a particular price when this was not the case because significant fees, such as a 27.6 per cent booking fee, were not disclosed until late in the booking process.",
        source: {
          title: "ACCC: Viagogo to pay $7 million for misleading consumers",
          url: "https://www.accc.gov.au/media-release/viagogo-to-pay-7-million-for-misleading-consumers",
        },
      },
      {
        quote:
          "\"Viagogo's claims misled consumers into buying tickets by including claims like 'less than 1 per cent tickets remaining' to create a false sense of urgency,\" ACCC chair Rod Sims said in a statement.",
        source: {
          title: "The New Zealand Herald: report on the Federal Court's finding against Viagogo (April 2019)",
          url: "https://www.nzherald.co.nz/business/news/article.cfm?c_id=3&objectid=12223647&ref=rss",
        },
      },
      {
        quote:
          "viagogo AG v Australian Competition and Consumer Commission [2022] FCAFC 87 Appeal from: Australian Competition and Consumer Commission v viagogo AG [2019] FCA 544 Australian Competition and Consumer Commission v viagogo AG (No 3) [2020] FCA 1423 File number: NSD 1187 of 2020 Judgment of: YATES, ABRAHAM AND CHEESEMAN JJ Date of judgment: 18 May 2022",
        source: {
          title: "Federal Court: viagogo AG v Australian Competition and Consumer Commission [2022] FCAFC 87",
          url: "https://www.judgments.fedcourt.gov.au/judgments/Judgments/fca/full/2022/2022fcafc0087",
        },
      },
    ],
    primarySource: {
      title: "ACCC: Viagogo to pay $7 million for misleading consumers",
      url: "https://www.accc.gov.au/media-release/viagogo-to-pay-7-million-for-misleading-consumers",
    },
    secondarySources: [
      {
        title: "ACCC: Court finds ticket reseller viagogo misled consumers (April 2019)",
        url: "https://www.accc.gov.au/media-release/court-finds-ticket-reseller-viagogo-misled-consumers",
      },
      {
        title: "ACCC: Court dismisses Viagogo's appeal on misleading representations and penalty (May 2022)",
        url: "https://www.accc.gov.au/media-release/court-dismisses-viagogos-appeal-on-misleading-representations-and-penalty",
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
  },
  {
    id: "accc-trivago-2022",
    date: "2022-04-22",
    stage: "court-ruling",
    authorities: ["accc", "federal-court-of-australia"],
    company: "Trivago N.V.",
    keywords: ["trivago"],
    instrument: "Australian Consumer Law",
    provision: "Sections 18, 29 and 34",
    patterns: ["disguised-ads"],
    summary:
      "In a case brought by the ACCC, the Federal Court found that trivago told people its site would find them the cheapest hotel rates while its rankings favored booking sites that paid it the most per click. Higher-priced offers were shown as the top offer over cheaper ones in about two thirds of listings, and strike-through prices compared rooms that were not alike.",
    outcome: {
      money: [
        {
          amount: 44_700_000,
          currency: "AUD",
          kind: "court-penalty",
        },
      ],
      orders: "",
    },
    events: [
      {
        date: "2020-01-20",
        kind: "ruling",
        text: "The Federal Court found that trivago had breached the Australian Consumer Law.",
        source: {
          title: "Federal Court: Australian Competition and Consumer Commission v Trivago N.V. [2020] FCA 16",
          url: "https://www.judgments.fedcourt.gov.au/judgments/Judgments/fca/single/2020/2020fca0016?mc_cid=c24872e53d&mc_eid=%5bUNIQID%5d",
        },
      },
      {
        date: "2022-04-22",
        kind: "ruling",
        text: "Justice Moshinsky ordered trivago to pay A$44.7 million in penalties.",
        source: {
          title: "Trivago to pay $44.7 million in penalties for misleading consumers over hotel room rates",
          url: "https://www.accc.gov.au/media-release/trivago-to-pay-447-million-in-penalties-for-misleading-consumers-over-hotel-room-rates",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Australian Competition and Consumer Commission v Trivago N.V. (No 2) [2022] FCA 417 File number: VID 1034 of 2018 Judgment of: MOSHINSKY J Date of judgment: 22 April 2022",
        source: {
          title:
            "Federal Court: Australian Competition and Consumer Commission v Trivago N.V. (No 2) [2022] FCA 417",
          url: "https://www.judgments.fedcourt.gov.au/judgments/Judgments/fca/single/2022/2022fca0417",
        },
      },
      {
        quote:
          "Trivago to pay $44.7 million in penalties for misleading consumers over hotel room rates The Federal Court has ordered Trivago to pay penalties of $44.7 million for making misleading representations about hotel room rates on its website and in television advertising, in proceedings brought by the ACCC.",
        source: {
          title:
            "ACCC: media releases listing (Trivago to pay $44.7 million in penalties for misleading consumers over hotel room rates)",
          url: "https://www.accc.gov.au/taxonomy/term/106",
        },
      },
      {
        quote:
          "Australian Competition and Consumer Commission v Trivago N.V. [2020] FCA 16 File number: VID 1034 of 2018 Judge: MOSHINSKY J Date of judgment: 20 January 2020",
        source: {
          title: "Federal Court: Australian Competition and Consumer Commission v Trivago N.V. [2020] FCA 16",
          url: "https://www.judgments.fedcourt.gov.au/judgments/Judgments/fca/single/2020/2020fca0016?mc_cid=c24872e53d&mc_eid=%5bUNIQID%5d",
        },
      },
      {
        quote:
          "In January 2020, the Federal Court found the popular hotel comparison site had broken Australian Consumer Law by claiming its website “would quickly and easily help users identify the best deal or cheapest rates available for a given hotel.”",
        source: {
          title: "ChannelNews: Trivago hit with $44.7 million fine for misleading claims",
          url: "https://www.channelnews.com.au/trivago-hit-with-44-7-million-fine-for-misleading-claims/",
        },
      },
      {
        quote:
          "“Trivago also mislead consumers by using strike-through prices which gave them the false impression that Trivago’s rates represented a saving when in fact they often compared a standard room with a luxury room at the same hotel.”",
        source: {
          title: "ChannelNews: Trivago hit with $44.7 million fine for misleading claims",
          url: "https://www.channelnews.com.au/trivago-hit-with-44-7-million-fine-for-misleading-claims/",
        },
      },
    ],
    primarySource: {
      title: "Trivago to pay $44.7 million in penalties for misleading consumers over hotel room rates",
      url: "https://www.accc.gov.au/media-release/trivago-to-pay-447-million-in-penalties-for-misleading-consumers-over-hotel-room-rates",
    },
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
  },
  {
    id: "accc-google-location-2022",
    date: "2022-08-12",
    stage: "court-ruling",
    authorities: ["accc", "federal-court-of-australia"],
    company: "Google LLC",
    keywords: ["Google", "Android", "Location History", "Web & App Activity"],
    instrument: "Australian Consumer Law",
    provision: "Sections 18, 29 and 34",
    patterns: ["preselection"],
    summary:
      "The Federal Court found that in 2017 and 2018 Google misled some Android users by telling them that the Location History setting was the only one that decided whether it kept data about where they had been. Another setting, Web & App Activity, also collected location data and was switched on by default.",
    outcome: {
      money: [
        {
          amount: 60_000_000,
          currency: "AUD",
          kind: "court-penalty",
          note: "proposed jointly by the ACCC and Google",
        },
      ],
      orders: "",
    },
    events: [
      {
        date: "2019-10",
        kind: "complaint-filed",
        text: "The ACCC started proceedings against Google in the Federal Court.",
        source: {
          title: "DLA Piper Privacy Matters: Google agrees to pay AUD 60 million",
          url: "https://privacymatters.dlapiper.com/2022/08/australia-google-agrees-to-pay-aud-60-million-for-misleading-consumers-regarding-the-collection-of-location-data/",
        },
      },
      {
        date: "2021-04",
        kind: "ruling",
        text: "The Federal Court upheld some, but not all, of the ACCC's claims.",
        source: {
          title: "ACCC: Google misled consumers about the collection and use of location data",
          url: "https://www.accc.gov.au/media-release/google-misled-consumers-about-the-collection-and-use-of-location-data",
        },
      },
      {
        date: "2022-08-12",
        kind: "ruling",
        text: "The Federal Court ordered Google LLC to pay A$60 million in penalties.",
        source: {
          title: "Google LLC to pay $60 million for misleading representations",
          url: "https://www.accc.gov.au/media-release/google-llc-to-pay-60-million-for-misleading-representations",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Australian Competition and Consumer Commission v Google LLC (No 4) [2022] FCA 942 File number(s): NSD 1760 of 2019 Judgment of: THAWLEY J Date of judgment: 12 August 2022",
        source: {
          title:
            "Federal Court: Australian Competition and Consumer Commission v Google LLC (No 4) [2022] FCA 942",
          url: "https://www.judgments.fedcourt.gov.au/judgments/Judgments/fca/single/2022/2022fca0942",
        },
      },
      {
        quote:
          "where parties agreed on relief, declarations which should be made and pecuniary penalties which should be imposed – whether penalty of $60 million as agreed by the parties was an appropriate penalty",
        source: {
          title:
            "Federal Court: Australian Competition and Consumer Commission v Google LLC (No 4) [2022] FCA 942",
          url: "https://www.judgments.fedcourt.gov.au/judgments/Judgments/fca/single/2022/2022fca0942",
        },
      },
      {
        quote:
          "The Australian Federal Court has ordered Google to pay an A$60 million ($65m) fine for making misleading representations to consumers about the collection and use of their personal location data.",
        source: {
          title:
            "The New Zealand Herald: Google fined A$60m for misleading Australians on location data collection",
          url: "https://nzherald.co.nz/business/google-fined-a60m-for-misleading-australians-on-location-data-collection/UEBWXCDE2HWYIEC3KTXHFNWYFM",
        },
      },
      {
        quote:
          "On 12 August 2022, it was announced that Google will pay AUD 60 million for these breaches, after a joint submission to the court was made by ACCC and Google nominating this amount as an appropriate penalty.",
        source: {
          title: "DLA Piper Privacy Matters: Google agrees to pay AUD 60 million",
          url: "https://privacymatters.dlapiper.com/2022/08/australia-google-agrees-to-pay-aud-60-million-for-misleading-consumers-regarding-the-collection-of-location-data/",
        },
      },
      {
        quote:
          "When setting up a Google Account on an Android device, Web & App Activity was defaulted to “on” and Location History was defaulted to “off”.",
        source: {
          title: "DLA Piper Privacy Matters: Google agrees to pay AUD 60 million",
          url: "https://privacymatters.dlapiper.com/2022/08/australia-google-agrees-to-pay-aud-60-million-for-misleading-consumers-regarding-the-collection-of-location-data/",
        },
      },
      {
        quote:
          "In April 2021 Australia’s Federal Court found in favour of the ACCC in respect of some, but not all, of the regulator’s claims.",
        source: {
          title: "DLA Piper Privacy Matters: Google agrees to pay AUD 60 million",
          url: "https://privacymatters.dlapiper.com/2022/08/australia-google-agrees-to-pay-aud-60-million-for-misleading-consumers-regarding-the-collection-of-location-data/",
        },
      },
    ],
    primarySource: {
      title: "Google LLC to pay $60 million for misleading representations",
      url: "https://www.accc.gov.au/media-release/google-llc-to-pay-60-million-for-misleading-representations",
    },
    secondarySources: [
      {
        title: "ACCC: Google misled consumers about the collection and use of location data (April 2021)",
        url: "https://www.accc.gov.au/media-release/google-misled-consumers-about-the-collection-and-use-of-location-data",
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
  },
  {
    id: "accc-uber-2022",
    date: "2022-12-07",
    stage: "court-ruling",
    authorities: ["accc", "federal-court-of-australia"],
    company: "Uber B.V.",
    keywords: ["Uber", "Uber Taxi"],
    instrument: "Australian Consumer Law",
    provision: "Misleading or deceptive conduct and false or misleading representations",
    patterns: ["trick-wording"],
    summary:
      "Uber admitted that from December 2017 to September 2021 its app told riders who tried to cancel a trip 'You may be charged a small fee since your driver is already on their way', even when they were within the five-minute free cancellation period; more than two million people saw the message. It also admitted that the fare ranges its app showed for the Sydney-only Uber Taxi option were usually higher than the fare actually charged.",
    outcome: {
      money: [
        {
          amount: 21_000_000,
          currency: "AUD",
          kind: "court-penalty",
          note: "aggregate penalty for the cancellation message and the Uber Taxi fare estimates; A$5 million less than the A$26 million the parties had proposed",
        },
      ],
      orders: "",
    },
    events: [
      {
        date: "2022-04-26",
        kind: "complaint-filed",
        text: "The ACCC filed proceedings in which Uber admitted the breaches and the parties jointly proposed a A$26 million penalty.",
        source: {
          title: "Travel Weekly: Uber fined $21m for misleading customers",
          url: "https://www.travelweekly.com.au/article/uber-fined-21m-for-misleading-customers/",
        },
      },
      {
        date: "2022-12-07",
        kind: "ruling",
        text: "Justice O'Bryan ordered Uber to pay a A$21 million penalty.",
        source: {
          title:
            "ACCC: Uber to pay $21m for misleading representations about Uber Taxi fares and cancellation fees",
          url: "https://www.accc.gov.au/media-release/uber-to-pay-21m-for-misleading-representations-about-uber-taxi-fares-and-cancellation-fees",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Australian Competition and Consumer Commission v Uber B.V. [2022] FCA 1466 File number: VID 218 of 2022 Judgment of: O'BRYAN J Date of judgment: 7 December 2022",
        source: {
          title: "Federal Court: Australian Competition and Consumer Commission v Uber B.V. [2022] FCA 1466",
          url: "https://www.judgments.fedcourt.gov.au/judgments/Judgments/fca/single/2022/2022fca1466",
        },
      },
      {
        quote:
          "Uber has been ordered to pay a $21 million penalty by the Federal Court for misleading 2 million consumers by suggesting they could be charged for free cancellations and overestimating the price of taxis on a since-discontinued service.",
        source: {
          title:
            "The Sydney Morning Herald: Uber fined $21 million over false cancellation fee message, inflated taxi prices",
          url: "https://www.smh.com.au/business/companies/uber-fined-21-million-over-false-cancellation-fee-message-inflated-taxi-prices-20221207-p5c4h2.html",
        },
      },
      {
        quote:
          "In particular, the ridesharing platform admitted the cancellation message it displayed between at least December 2017 and September 2021 was misleading because it stated users may be charged a cancellation fee if they cancelled their trip, even if those users were seeking to cancel during Uber’s ‘free cancellation period’.",
        source: {
          title: "Travel Weekly: Uber fined $21m for misleading customers",
          url: "https://www.travelweekly.com.au/article/uber-fined-21m-for-misleading-customers/",
        },
      },
      {
        quote:
          "The ACCC filed proceedings on 26 April 2022, and at that time both parties jointly submitted to the court that a penalty of $26 million was appropriate.",
        source: {
          title: "Travel Weekly: Uber fined $21m for misleading customers",
          url: "https://www.travelweekly.com.au/article/uber-fined-21m-for-misleading-customers/",
        },
      },
    ],
    primarySource: {
      title:
        "ACCC: Uber to pay $21m for misleading representations about Uber Taxi fares and cancellation fees",
      url: "https://www.accc.gov.au/media-release/uber-to-pay-21m-for-misleading-representations-about-uber-taxi-fares-and-cancellation-fees",
    },
    secondarySources: [
      {
        title:
          "ACCC: Uber in court for misleading statements about Uber Taxi fares and cancellation fees (April 2022)",
        url: "https://www.accc.gov.au/media-release/uber-in-court-for-misleading-statements-about-uber-taxi-fares-and-cancellation-fees",
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
  },
  {
    id: "accc-microsoft-2025",
    date: "2025-10-27",
    stage: "complaint-filed",
    authorities: ["accc"],
    company: "Microsoft Australia Pty Ltd and Microsoft Corporation",
    keywords: ["Microsoft 365", "Copilot", "Microsoft 365 Personal", "Microsoft 365 Family", "Classic plan"],
    instrument: "Australian Consumer Law",
    provision: "Proceedings in the Federal Court of Australia (misleading or deceptive conduct)",
    patterns: ["trick-wording"],
    summary:
      "The ACCC alleges that Microsoft told about 2.7 million Australian subscribers with automatic renewal that they had to accept Copilot and a higher price, 45 percent more for the Personal plan, or cancel. According to the ACCC, a third option, the cheaper 'Classic' plan without Copilot, was only revealed once people started to cancel. News reports say Microsoft later apologized to subscribers for not being clearer and offered refunds to those who switch to a Classic plan.",
    outcome: {
      money: [],
      orders: "",
    },
    events: [
      {
        date: "2025-10-27",
        kind: "complaint-filed",
        text: "The ACCC started proceedings in the Federal Court against Microsoft Australia and Microsoft Corporation.",
        source: {
          title:
            "Microsoft in court for allegedly misleading millions of Australians over Microsoft 365 subscriptions",
          url: "https://www.accc.gov.au/media-release/microsoft-in-court-for-allegedly-misleading-millions-of-australians-over-microsoft-365-subscriptions",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Australia's competition watchdog accused Microsoft on Monday of misleading people into paying for its AI assistant Copilot.",
        source: {
          title: "NDTV (AFP): Microsoft sued for misleading 2.7 million Australians about subscriptions",
          url: "https://www.ndtv.com/world-news/microsoft-sued-for-misleading-2-7-million-australians-about-subscriptions-9521759",
        },
        published: "2025-10-27",
      },
      {
        quote:
          "The authority said it had filed a suit in the Federal Court against Microsoft Australia and its parent Microsoft Corp.",
        source: {
          title: "NDTV (AFP): Microsoft sued for misleading 2.7 million Australians about subscriptions",
          url: "https://www.ndtv.com/world-news/microsoft-sued-for-misleading-2-7-million-australians-about-subscriptions-9521759",
        },
        published: "2025-10-27",
      },
      {
        quote:
          'But there was a partly hidden third option -- visible only when people started to cancel -- of sticking to existing "Classic" plans without Copilot for the original price, the Australian Competition and Consumer Commission said in a statement.',
        source: {
          title: "NDTV (AFP): Microsoft sued for misleading 2.7 million Australians about subscriptions",
          url: "https://www.ndtv.com/world-news/microsoft-sued-for-misleading-2-7-million-australians-about-subscriptions-9521759",
        },
        published: "2025-10-27",
      },
    ],
    statusNote:
      "Pending in the Federal Court as far as the sources we checked show. News reports say Microsoft later emailed subscribers an apology and offered refunds to those who switch to a Classic plan, and that the ACCC does not treat the offer as a settlement; no page of the ACCC, of Microsoft or of a newspaper of record that we hold states this, so it is not listed as an event.",
    primarySource: {
      title:
        "Microsoft in court for allegedly misleading millions of Australians over Microsoft 365 subscriptions",
      url: "https://www.accc.gov.au/media-release/microsoft-in-court-for-allegedly-misleading-millions-of-australians-over-microsoft-365-subscriptions",
    },
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
  },
];
