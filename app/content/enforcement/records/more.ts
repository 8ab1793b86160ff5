import type { EnforcementRecordInput } from "../schema";

/** More records (issue 33), added on 2026-11-25 by the "more-records" helper; each passage's source is in `evidence`. */
export const moreRecords: EnforcementRecordInput[] = [
  {
    id: "ftc-cleo-ai-2025",
    date: "2025-03-27",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Cleo AI, Inc.",
    keywords: ["Cleo", "Cleo AI", "Cleo Plus", "Cleo Builder"],
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision:
      "FTC Act Section 5; ROSCA; complaint and proposed settlement order in the US District Court for the Southern District of New York",
    patterns: ["hard-to-cancel"],
    designNote:
      "Alleged: the amount of cash a subscriber could get was shown only after they had enrolled in the paid plan and entered payment details.",
    summary:
      "The FTC alleged that the cash-advance app Cleo advertised 'instant' advances of hundreds of dollars, but showed people the much smaller amount they qualified for only after they had subscribed and entered their payment details, and charged extra for fast delivery. It also alleged that Cleo made its subscription hard to cancel, telling some users they could not cancel while an advance was outstanding and charging monthly fees after repeated requests to stop.",
    outcome: {
      money: [
        {
          amount: 17_000_000,
          currency: "USD",
          kind: "redress",
          note: "Reuters reports that the $17 million would be refunded to customers; law-firm summaries divide it between consumer redress and a civil penalty",
        },
      ],
      orders:
        "Stop misrepresenting how much money consumers can get and how fast, disclose subscription terms clearly, get express informed consent before charging and provide a simple way to cancel.",
    },
    liabilityAdmitted: "no",
    statusNote:
      "The proposed order needed a judge's approval; we have not found the date the court entered it or any report of refunds paid.",
    events: [
      {
        date: "2025-03-27",
        kind: "settlement",
        text: "The FTC filed its complaint together with a proposed settlement order under which Cleo pays $17 million; Cleo denied wrongdoing.",
        source: {
          title:
            "FTC: Cash Advance Company Cleo AI Agrees to Pay $17 Million Following FTC Lawsuit Charging that it Deceives Consumers",
          url: "https://www.ftc.gov/news-events/news/press-releases/2025/03/cash-advance-company-cleo-ai-agrees-pay-17-million-result-ftc-lawsuit-charging-it-deceives-consumers",
        },
      },
    ],
    evidence: [
      {
        quote:
          "On March 27, 2025, the Federal Trade Commission (FTC) filed a lawsuit and proposed settlement order resolving claims against Cleo AI, a fintech that operates a personal finance mobile banking application through which it offers consumers instant or same-day cash advances.",
        source: {
          title: "Greenberg Traurig: FTC Alleges Fintech Cleo AI Deceived Consumers (April 2025)",
          url: "https://www.gtlaw-techventureviews.com/2025/04/ftc-alleges-fintech-cleo-ai-deceived-consumers/",
        },
      },
      {
        quote:
          "NEW YORK :Cleo AI agreed to pay $17 million to settle U.S. Federal Trade Commission charges that the cash advance company deceived consumers about how much money they could obtain and how long it would take, the regulator said on Thursday.",
        source: {
          title: "Reuters via CNA: Cleo AI to pay $17 million to settle US FTC charges it deceived consumers",
          url: "https://www.channelnewsasia.com/business/cleo-ai-pay-17-million-settle-us-ftc-charges-it-deceived-consumers-5028246?cid=cna_flip_070214",
        },
        published: "2025-03-27",
      },
      {
        quote:
          "Thursday's settlement requires Cleo to improve disclosures, obtain informed consent before charging for subscriptions and make canceling easy. The $17 million would be refunded to customers.",
        source: {
          title: "Reuters via CNA: Cleo AI to pay $17 million to settle US FTC charges it deceived consumers",
          url: "https://www.channelnewsasia.com/business/cleo-ai-pay-17-million-settle-us-ftc-charges-it-deceived-consumers-5028246?cid=cna_flip_070214",
        },
      },
      {
        quote:
          "Cleo AI agreed to settle by paying $10 million in consumer redress, and a $7 million civil penalty.",
        source: {
          title: "Sheppard Mullin via The National Law Review: Lessons From the FTC: The Cleo AI Settlement",
          url: "https://natlawreview.com/article/lessons-ftc-cleo-ai-settlement",
        },
      },
      {
        quote:
          "The FTC said Cleo also made canceling subscriptions hard, because the New York-based company required customers to first repay outstanding advances, and kept charging $5.99 or $14.99 monthly fees despite repeated requests to cancel.",
        source: {
          title: "Reuters via CNA: Cleo AI to pay $17 million to settle US FTC charges it deceived consumers",
          url: "https://www.channelnewsasia.com/business/cleo-ai-pay-17-million-settle-us-ftc-charges-it-deceived-consumers-5028246",
        },
      },
      {
        quote: "Cleo denied wrongdoing in agreeing to the settlement, which requires a judge's approval.",
        source: {
          title: "Reuters via CNA: Cleo AI to pay $17 million to settle US FTC charges it deceived consumers",
          url: "https://www.channelnewsasia.com/business/cleo-ai-pay-17-million-settle-us-ftc-charges-it-deceived-consumers-5028246",
        },
      },
      {
        quote:
          "According to the complaint, Cleo advertised that consumers could access same-day or instant cash advances in the hundreds of dollars. The FTC alleged that when consumers attempted to use Cleo’s services, they were required to enroll in an automatically renewing subscription service where they were charged a subscription cost of $5.99 or $14.99 monthly. Only after the consumers entered in their payment information and enrolled in the subscription service did Cleo disclose to consumers the cash advance they were eligible for.",
        source: {
          title:
            "Venable via All About Advertising Law: Cleo AI Settles with FTC for $17 Million for Alleged Misleading Practices and Autorenewal Violations",
          url: "https://www.allaboutadvertisinglaw.com/2025/04/cleo-ai-settles-with-ftc-for-17-million-for-alleged-misleading-practices-and-autorenewal-violations.html",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "FTC: Cash Advance Company Cleo AI Agrees to Pay $17 Million Following FTC Lawsuit Charging that it Deceives Consumers",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/03/cash-advance-company-cleo-ai-agrees-pay-17-million-result-ftc-lawsuit-charging-it-deceives-consumers",
    },
    secondarySources: [
      {
        title: "Greenberg Traurig: FTC Alleges Fintech Cleo AI Deceived Consumers",
        url: "https://www.gtlaw-techventureviews.com/2025/04/ftc-alleges-fintech-cleo-ai-deceived-consumers/",
      },
    ],
  },
  {
    id: "cpc-shein-2025",
    date: "2025-05-26",
    stage: "notice",
    authorities: ["ccpc", "cpc-network", "acm", "dgccrf"],
    company: "SHEIN",
    keywords: ["SHEIN", "Shein"],
    instrument:
      "CPC Regulation (EU) 2017/2394; Unfair Commercial Practices Directive; Consumer Rights Directive",
    provision:
      "Coordinated action of the Consumer Protection Cooperation (CPC) Network, co-led by the consumer authorities of Ireland, Belgium, France and the Netherlands under the coordination of the European Commission",
    patterns: ["fake-urgency"],
    designNote:
      "Alleged: discounts shown against 'prior prices' that were not real, and contact details hidden so that people could not easily reach SHEIN.",
    summary:
      "The CPC Network of EU consumer authorities alleged that SHEIN's platform broke EU consumer law with fake discounts not based on real prior prices and with false purchase deadlines that put shoppers under pressure to buy. It also alleged missing or wrong information on return and refund rights, misleading product labels and sustainability claims, and hidden contact details, and gave SHEIN one month to propose commitments.",
    outcome: {
      money: [],
      orders:
        "SHEIN was directed to bring the practices into line with EU consumer law and given one month to propose commitments; the network also requested further information.",
    },
    statusNote:
      "The action was still an investigation when announced: if SHEIN does not address the concerns, national authorities can take enforcement measures, including fines. We have not found SHEIN's commitments or a later decision.",
    events: [
      {
        date: "2025-05-26",
        kind: "notice",
        text: "The CPC Network and the European Commission notified SHEIN of practices they consider to breach EU consumer law and gave it one month to propose commitments.",
        source: {
          title: "CCPC: CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
          url: "https://www.ccpc.ie/business/?p=52096",
        },
      },
    ],
    evidence: [
      {
        quote:
          "CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy\n\nMay 26, 2025",
        source: {
          title: "CCPC: CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
          url: "https://www.ccpc.ie/business/?p=52096",
        },
      },
      {
        quote:
          "The Competition and Consumer Protection Commission (CCPC), along with national consumer authorities in Belgium, France and The Netherlands, and the European Commission, has called on online marketplace and e-retailer, SHEIN, to rectify several practices on its platform that potentially breach EU consumer law. Issues include fake discounts, pressure selling tactics, and unclear information regarding consumer rights. SHEIN has one month to propose commitments on how they will address these issues.",
        source: {
          title: "CCPC: CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
          url: "https://www.ccpc.ie/business/?p=52096",
        },
      },
      {
        quote: "Pressure tactics: Using false deadlines to put pressure on consumers to purchase.",
        source: {
          title: "CCPC: CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
          url: "https://www.ccpc.ie/business/?p=52096",
        },
      },
      {
        quote:
          "The CPC Network’s action against SHEIN is led by the competent national authorities of Belgium, France, Ireland and The Netherlands, under the coordination of the Commission.",
        source: {
          title: "EUbusiness: SHEIN practices breach EU law, says Commission",
          url: "https://www.eubusiness.com/consumer/shein-practices-breach-eu-law-says-commission/",
        },
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
    primarySource: {
      title: "CCPC: CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
      url: "https://www.ccpc.ie/business/?p=52096",
    },
    secondarySources: [
      {
        title:
          "European Commission: Commission and national authorities urge SHEIN to respect EU consumer protection laws",
        url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_25_1331",
      },
    ],
  },
  {
    id: "dpc-instagram-children-2022",
    date: "2022-09-15",
    stage: "decision",
    authorities: ["irish-dpc", "edpb"],
    company: "Meta Platforms Ireland Limited (Instagram)",
    keywords: ["Instagram", "Meta", "business accounts"],
    instrument: "General Data Protection Regulation (GDPR)",
    provision:
      "GDPR Articles 5(1)(a), 5(1)(c), 6(1), 12(1), 24, 25(1), 25(2) and 35(1); Article 65 binding decision of the EDPB",
    patterns: ["preselection"],
    designNote:
      "Business accounts that children aged 13 to 17 could switch to, which published their phone number and/or email address.",
    summary:
      "The Irish DPC found that Instagram set the personal accounts of child users to public by default, so that their content was public unless they changed their privacy settings, and let 13- to 17-year-olds switch to business accounts that published their email address and/or phone number. After the EDPB's binding decision required a further finding on the lawfulness of the processing, the DPC fined Meta €405 million and ordered corrective measures.",
    outcome: {
      money: [{ amount: 405_000_000, currency: "EUR", kind: "fine" }],
      orders: "A range of corrective measures to bring the processing of children's data into compliance.",
    },
    statusNote:
      "Meta said it would appeal and brought proceedings in the Irish High Court against the decision; we have not found their outcome.",
    events: [
      {
        date: "2022-07-28",
        kind: "decision",
        text: "After six EU regulators objected to the DPC's draft decision, the EDPB adopted a binding decision requiring the DPC to add a finding of infringement of Article 6(1) GDPR and to reassess the fine.",
        source: {
          title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
          url: "https://www.dataprotection.ie/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
        },
      },
      {
        date: "2022-09-02",
        kind: "decision",
        text: "The DPC adopted its final decision, fining Meta €405 million and ordering corrective measures; it announced the decision on 15 September 2022.",
        source: {
          title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
          url: "https://www.dataprotection.ie/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Data Protection Commission announces decision in Instagram Inquiry\n\n15th September 2022\n\nThe Data Protection Commission (DPC) has today announced a conclusion to an inquiry into Meta Platforms Ireland Limited (Instagram) imposing a fine of €405 million and a range of corrective measures.",
        source: {
          title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
          url: "https://www.dataprotection.ie/index.php/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
        },
      },
      {
        quote:
          "The inquiry examined, in particular, the public disclosure of email addresses and/or phone numbers of children using the Instagram business account feature and a public-by-default setting for personal Instagram accounts of children.",
        source: {
          title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
          url: "https://www.dataprotection.ie/index.php/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
        },
      },
      {
        quote:
          "On 28 July 2022, the EDPB adopted its binding decision, which rejected a considerable quantity of the objections but upheld objections requiring the DPC to amend its draft decision to include a finding of infringement of Article 6(1) GDPR and to reassess its proposed administrative fines on the basis of this additional infringement. Having incorporated these amendments, the DPC’s decision was adopted on 2 September, 2022.",
        source: {
          title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
          url: "https://www.dataprotection.ie/index.php/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
        },
      },
      {
        quote:
          "At other times, Facebook operated a user registration system for the Instagram service whereby the accounts of child users were set to ‘public’ by default, thereby making public the social media content of child users, unless the account was otherwise set to ‘private’ by changing the account privacy settings.",
        source: {
          title:
            "Irish Independent: Instagram fined €405m by Irish regulator for breaching children's privacy rights",
          url: "https://www.independent.ie/business/technology/instagram-fined-405m-by-irish-regulator-for-breaching-childrens-privacy-rights-41962706.html",
        },
      },
      {
        quote:
          "Meta’s Irish arm has initiated a second set of High Court proceedings over a record €405 million fine issued against Instagram by the Data Protection Commission (DPC).",
        source: {
          title:
            "Irish Times: Meta brings second court challenge over record €405m fine issued against Instagram",
          url: "https://irishtimes-irishtimes-prod.cdn.arcpublishing.com/technology/big-tech/2022/10/28/meta-brings-second-court-challenge-over-record-405m-fine-issued-against-instagram/",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
    primarySource: {
      title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
      url: "https://www.dataprotection.ie/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
    },
    secondarySources: [
      {
        title:
          "Irish Independent: Instagram fined €405m by Irish regulator for breaching children's privacy rights",
        url: "https://www.independent.ie/business/technology/instagram-fined-405m-by-irish-regulator-for-breaching-childrens-privacy-rights-41962706.html",
      },
    ],
  },
  {
    id: "ftc-chegg-2025",
    date: "2025-09-15",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Chegg, Inc.",
    keywords: ["Chegg", "Chegg Study", "Busuu"],
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision:
      "FTC Act Section 5; ROSCA Section 4; complaint and proposed stipulated order in the US District Court for the Northern District of California",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that Chegg made its auto-renewing study subscriptions very hard to cancel, burying the cancellation option behind several menus and then sending students and parents through long, confusing multi-step flows. It also alleged that Chegg kept charging nearly 200,000 people after they had asked to cancel, citing a 2021 internal email that said there 'should be some pain involved' in canceling.",
    outcome: {
      money: [
        {
          amount: 7_500_000,
          currency: "USD",
          kind: "redress",
          note: "To be used for refunds to affected consumers",
        },
      ],
      orders:
        "Provide a simple cancellation mechanism at least as easy as sign-up, stop charges immediately on cancellation, do not misrepresent the cancellation process, and keep compliance reports and records.",
    },
    liabilityAdmitted: "no",
    statusNote:
      "The order was a proposed stipulated order filed with the court; we have not found the date it was entered or any refunds paid.",
    events: [
      {
        date: "2025-09-15",
        kind: "settlement",
        text: "The FTC filed its complaint with a proposed order under which Chegg pays $7.5 million and must offer a simple way to cancel; Chegg said it disagreed with the claims.",
        source: {
          title:
            "FTC: Ed Tech Provider Chegg to Pay $7.5 Million to Settle FTC Allegations Concerning Unlawful Cancellation Practices",
          url: "https://www.ftc.gov/news-events/news/press-releases/2025/09/ed-tech-provider-chegg-pay-75-million-settle-ftc-allegations-concerning-unlawful-cancellation",
        },
      },
    ],
    evidence: [
      {
        quote:
          "On September 15, 2025, the Federal Trade Commission (“FTC”) announced a $7.5M settlement with education technology provider, Chegg, settling allegations that Chegg violated the Restore Online Shoppers’ Confidence Act (“ROSCA”) and the FTC Act by making it difficult for consumers to cancel subscription services and deceiving consumers by failing to honor cancellation requests.",
        source: {
          title:
            "Hunton Andrews Kurth: FTC Settles Allegations of Unlawful Cancellation Practices by Ed Tech Provider for $7.5M",
          url: "https://hunton.sitepilot11.firmseek.com/privacy-and-information-security-law/ftc-settles-allegations-of-unlawful-cancellation-practices-by-ed-tech-provider",
        },
      },
      {
        quote:
          "Chegg Inc. has agreed to pay $7.5 million to settle U.S. Federal Trade Commission claims that the educational technology company made it difficult to cancel subscriptions, according to court papers filed in San Jose, California, on Monday.",
        source: {
          title:
            "Reuters via CNA: Chegg pays $7.5 million to settle FTC claims its services were hard to cancel",
          url: "https://www.channelnewsasia.com/business/chegg-pays-75-million-settle-ftc-claims-its-services-were-hard-cancel-5350381",
        },
        published: "2025-09-15",
      },
      {
        quote:
          "Chegg buried cancellation options behind multiple menus on its website, according to the FTC complaint, which joins a number of recent FTC actions against companies over onerous cancellation methods.",
        source: {
          title:
            "Reuters via CNA: Chegg pays $7.5 million to settle FTC claims its services were hard to cancel",
          url: "https://www.channelnewsasia.com/business/chegg-pays-75-million-settle-ftc-claims-its-services-were-hard-cancel-5350381",
        },
      },
      {
        quote:
          'Chegg knew the process was difficult and confusing, the FTC said, citing internal emails including a 2021 email from Nathan Schultz, who is now Chegg\'s chief executive, saying there "should be some pain involved" in cancellation.',
        source: {
          title:
            "Reuters via CNA: Chegg pays $7.5 million to settle FTC claims its services were hard to cancel",
          url: "https://www.channelnewsasia.com/business/chegg-pays-75-million-settle-ftc-claims-its-services-were-hard-cancel-5350381",
        },
      },
      {
        quote:
          "A Chegg spokesperson said the company disagrees with the FTC's claims but settled to avoid prolonged litigation.",
        source: {
          title:
            "Reuters via CNA: Chegg pays $7.5 million to settle FTC claims its services were hard to cancel",
          url: "https://www.channelnewsasia.com/business/chegg-pays-75-million-settle-ftc-claims-its-services-were-hard-cancel-5350381",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "FTC: Ed Tech Provider Chegg to Pay $7.5 Million to Settle FTC Allegations Concerning Unlawful Cancellation Practices",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/09/ed-tech-provider-chegg-pay-75-million-settle-ftc-allegations-concerning-unlawful-cancellation",
    },
    secondarySources: [
      {
        title: "Hogan Lovells: FTC orders Chegg to pay $7.5 million over subscription cancellation practices",
        url: "https://ca.hoganlovells.com/en/publications/ftc-orders-chegg-to-pay-75-million-over-subscription-cancellation-practices",
      },
    ],
  },
];
