import type { EnforcementRecordInput } from "../schema.ts";

/** US federal records: the Federal Trade Commission, and the courts it sues in. Each passage's source is in `evidence`. */
export const usFederalRecords: EnforcementRecordInput[] = [
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
  {
    id: "ftc-instacart-2025",
    date: "2025-12-18",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Maplebear Inc. (Instacart)",
    keywords: ["Instacart", "Instacart+"],
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision:
      "FTC Act Section 5(a); ROSCA; complaint and proposed stipulated order in the US District Court for the Northern District of California",
    patterns: ["hidden-costs"],
    designNote:
      "Alleged: a free trial of Instacart+ that turned into a paid membership without clear notice, and a refund option left out of the self-service menu where people reported problems.",
    summary:
      "The FTC alleged that Instacart advertised free delivery on first orders while charging mandatory service fees of up to 15% of the order that it did not clearly disclose. It also alleged that a '100% satisfaction guarantee' mostly led to small credits rather than refunds, and that people who took a free trial of Instacart+ were enrolled in the paid membership without being clearly told.",
    outcome: {
      money: [{ amount: 60_000_000, currency: "USD", kind: "redress", note: "For refunds to consumers" }],
      orders:
        "Stop misrepresenting delivery costs, fees and its satisfaction guarantee, disclose the terms of automatically renewing memberships before taking billing details, and get express informed consent before charging.",
    },
    liabilityAdmitted: "no",
    statusNote:
      "The proposed order needed a judge's approval; we have not found the court's decision or any refunds.",
    events: [
      {
        date: "2025-12-18",
        kind: "settlement",
        text: "The FTC filed its complaint together with a proposed order under which Instacart pays $60 million for refunds; Instacart denied wrongdoing.",
        source: {
          title:
            "Instacart to Pay $60 Million in Consumer Refunds to Settle FTC Lawsuit Over Allegations it Engaged in Deceptive Tactics",
          url: "https://www.ftc.gov/news-events/news/press-releases/2025/12/instacart-pay-60-million-consumer-refunds-settle-ftc-lawsuit-over-allegations-it-engaged-deceptive",
        },
      },
    ],
    evidence: [
      {
        quote:
          "On December 18, 2025, the Federal Trade Commission (FTC) announced that it had reached a $60 million settlement with grocery delivery provider Instacart for allegedly deceptive advertising and subscription practices.",
        source: {
          title:
            "Alston & Bird: FTC Announces Deceptive Advertising and Subscription Practices Settlement (23 December 2025)",
          url: "https://www.alston.com/en/insights/publications/2025/12/ftc-deceptive-advertising-subscription-practices",
        },
      },
      {
        quote:
          "Grocery delivery giant Instacart will pay $60 million in consumer refunds under a settlement with the Federal Trade Commission (FTC) after the agency accused the company of misleading shoppers and driving up grocery costs for Americans.",
        source: {
          title: "Fox Business (19 December 2025): report on Instacart's $60 million settlement with the FTC",
          url: "https://www.foxbusiness.com/lifestyle/instacart-agrees-60m-consumer-refunds-ftc-accuses-company-hidden-fees-forced-subscriptions",
        },
        published: "2025-12-19",
      },
      {
        quote:
          "The FTC alleged Thursday that Instacart falsely advertised free delivery on first orders, implied full refunds that were not provided and enrolled consumers in paid subscriptions without clear consent, claims the company disputes.",
        source: {
          title: "Fox Business (19 December 2025): report on Instacart's $60 million settlement with the FTC",
          url: "https://www.foxbusiness.com/lifestyle/instacart-agrees-60m-consumer-refunds-ftc-accuses-company-hidden-fees-forced-subscriptions",
        },
        published: "2025-12-19",
      },
      {
        quote:
          "To be clear, though: We flatly deny any allegations of wrongdoing by the agency, and we believe the foundation of the FTC’s inquiry was fundamentally flawed.",
        source: {
          title: "KRIS 6 News: Why Instacart is expected to send $60 million in refunds to customers",
          url: "https://www.kristv.com/business/company-news/why-instacart-is-expected-to-send-60-million-in-refunds-to-customers",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "Instacart to Pay $60 Million in Consumer Refunds to Settle FTC Lawsuit Over Allegations it Engaged in Deceptive Tactics",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/12/instacart-pay-60-million-consumer-refunds-settle-ftc-lawsuit-over-allegations-it-engaged-deceptive",
    },
    secondarySources: [
      {
        title: "Alston & Bird: FTC Announces Deceptive Advertising and Subscription Practices Settlement",
        url: "https://www.alston.com/en/insights/publications/2025/12/ftc-deceptive-advertising-subscription-practices",
      },
    ],
  },
  {
    id: "ftc-fashion-nova-2022",
    date: "2022-01-25",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Fashion Nova, LLC",
    keywords: ["Fashion Nova"],
    instrument: "FTC Act",
    provision: "Section 5(a) (deceptive practices); administrative consent order",
    patterns: ["social-validation"],
    summary:
      "The FTC alleged that Fashion Nova used a review tool that posted four- and five-star reviews automatically but held back lower-rated ones, so the ratings on its website looked better than what buyers had actually said. According to the FTC, from late 2015 until November 2019 the lower-rated reviews were never posted.",
    outcome: {
      money: [
        {
          amount: 4_200_000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders:
        "Post all customer reviews of products on sale, with narrow exceptions, and stop misrepresenting reviews and endorsements.",
    },
    liabilityAdmitted: "not-stated",
    statusNote:
      "The FTC later made the order final, and the Los Angeles Times reported on 28 January 2025 that the FTC was sending refunds totaling nearly $2.4 million to more than 148,000 customers. No passage of an official or press source we found gives the day of the final order, so neither step is listed as an event.",
    events: [
      {
        date: "2022-01-25",
        kind: "settlement",
        text: "The FTC announced a proposed consent order under which Fashion Nova would pay $4.2 million to settle charges that it suppressed negative reviews.",
        source: {
          title:
            "Fashion Nova will pay $4.2 million as part of settlement of FTC allegations it blocked negative reviews",
          url: "https://www.ftc.gov/news-events/news/press-releases/2022/01/fashion-nova-will-pay-42-million-part-settlement-ftc-allegations-it-blocked-negative-reviews",
        },
      },
      {
        date: "2022-01-25",
        kind: "company-response",
        text: "Fashion Nova called the FTC's allegations inaccurate and said it settled only to avoid the distraction and legal costs of a court case.",
        source: {
          title: "Fashion Nova negative reviews FTC settlement (Vibe)",
          url: "https://www.vibe.com/lifestyle/fashion/fashion-nova-negative-reviews-ftc-settlement-1234645686/",
        },
      },
    ],
    evidence: [
      {
        quote:
          "NEW YORK (AP) — Online fashion retailer Fashion Nova will be required to pay $4.2 million to settle allegations that it blocked negative reviews of its products from being posted to its website, according to the federal agency. The Federal Trade Commission said in a complaint Tuesday that the California-based retailer misrepresented the product reviews on its website as reflecting the views of all purchasers who submitted reviews.",
        source: {
          title: "Fashion retailer pays $4.2M in settlement with FTC (AP, via KESQ)",
          url: "https://kesq.com/news/ap-national-business/2022/01/26/fashion-retailer-pays-4-2m-in-settlement-with-ftc/",
        },
        published: "2022-01-26",
        agency: "Associated Press",
      },
      {
        quote:
          "In the first announcement of its kind, the Federal Trade Commission said on Jan. 25 that it had settled charges brought against Fashion Nova LLC under Section 5(a) of the FTC Act for failure to publish negative product reviews on its website.",
        source: {
          title: "A Retailer's Cautionary Tale On Customer Review Suppression (Law360)",
          url: "https://www.law360.com/articles/1462152/a-retailer-s-cautionary-tale-on-customer-review-suppression",
        },
        published: "2022-02-07",
      },
      {
        quote:
          "In addition to paying $4.2 million, the proposed settlement, released on January 25, 2022, requires Fashion Nova to post all product reviews, including critical ones, on its website (except for those containing unlawful or offensive content).",
        source: {
          title:
            "Fashion Nova Settles with FTC for $4.2 Million Over Charges it Omitted Negative Reviews (National Law Review)",
          url: "https://www.natlawreview.com/article/fashion-nova-settles-ftc-42-million-over-charges-it-omitted-negative-reviews",
        },
      },
      {
        quote:
          "The Federal Trade Commission is sending refunds totaling nearly $2.4 million to customers of fast fashion retailer Fashion Nova.",
        source: {
          title: "Fashion Nova customers receive $2.4 million in refunds via FTC (Los Angeles Times)",
          url: "https://www.latimes.com/business/story/2025-01-28/fashion-nova-customers-receive-2-4-million-in-refunds-via-ftc",
        },
        published: "2025-01-28",
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "Fashion Nova will pay $4.2 million as part of settlement of FTC allegations it blocked negative reviews",
      url: "https://www.ftc.gov/news-events/news/press-releases/2022/01/fashion-nova-will-pay-42-million-part-settlement-ftc-allegations-it-blocked-negative-reviews",
    },
  },
  {
    id: "ftc-vonage-2022",
    date: "2022-11-03",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Vonage",
    keywords: ["Vonage"],
    instrument: "Restore Online Shoppers' Confidence Act (ROSCA); FTC Act",
    provision: "ROSCA Section 4; FTC Act Section 5(a) (US District Court for the District of New Jersey)",
    patterns: ["hard-to-cancel", "hidden-costs"],
    summary:
      "The FTC alleged that Vonage let people sign up online and by phone but made them cancel only by speaking to a retention agent, with the number hard to find, short opening hours and promised callbacks that never came. According to the complaint, people who got through were sometimes charged early termination fees they had not been told about, and some were billed after canceling.",
    outcome: {
      money: [
        {
          amount: 100_000_000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders:
        "Let customers cancel by the same method they used to sign up, stop using dark patterns in cancellation and get express consent before charging.",
    },
    liabilityAdmitted: "not-stated",
    statusNote:
      "A federal judge in New Jersey later entered the order, and the FTC has since sent payments totaling more than $99.4 million to 389,106 people (FTC refund page). No official or press passage we found gives the days of these steps, so they are not listed as events.",
    events: [
      {
        date: "2022-11-03",
        kind: "settlement",
        text: "The FTC announced a complaint and proposed court order requiring Vonage to pay $100 million in refunds and simplify cancellation.",
        source: {
          title: "Vonage agrees to pay $100 million to settle U.S. FTC lawsuit (Reuters, via Investing.com)",
          url: "https://www.investing.com/news/stock-market-news/vonage-agrees-to-pay-100-million-to-settle-us-ftc-lawsuit-2931403",
        },
      },
    ],
    evidence: [
      {
        quote:
          'WASHINGTON (Reuters) -Communications firm Vonage agreed to pay $100 million to resolve a Federal Trade Commission (FTC) lawsuit that alleged it had failed to provide a simple method for customers to cancel their telephone services and imposed "junk fees," the agency said.',
        source: {
          title: "Vonage agrees to pay $100 million to settle U.S. FTC lawsuit (Reuters, via Investing.com)",
          url: "https://www.investing.com/news/stock-market-news/vonage-agrees-to-pay-100-million-to-settle-us-ftc-lawsuit-2931403",
        },
        published: "2022-11-03",
        agency: "Reuters",
      },
      {
        quote:
          'Vonage on Thursday said it was "in the best interests of our customers, partners and employees to come to a settlement."',
        source: {
          title: "Vonage agrees to pay $100 million to settle U.S. FTC lawsuit (Reuters, via Investing.com)",
          url: "https://www.investing.com/news/stock-market-news/vonage-agrees-to-pay-100-million-to-settle-us-ftc-lawsuit-2931403",
        },
        published: "2022-11-03",
        agency: "Reuters",
      },
      {
        quote:
          "On November 3, 2022, the Federal Trade Commission announced a proposed order to settle an action against an internet phone service provider, Vonage, that would require Vonage to pay $100 million in refunds to customers harmed by its practices, which the FTC alleged included “dark patterns” that made it difficult for customers to cancel their service.",
        source: {
          title:
            "$100M FTC enforcement action against internet phone service provider for dark patterns (Hunton)",
          url: "https://www.huntonprivacyblog.com/2022/11/08/100m-ftc-enforcement-action-against-internet-phone-service-provider-for-dark-patterns/",
        },
      },
      {
        quote:
          "The FTC is sending payments totaling more than $99.4 million to 389,106 people who tried to cancel or were charged fees after cancelling their Vonage account.",
        source: {
          title: "FTC sends refunds to eligible Vonage customers",
          url: "https://www.ftc.gov/enforcement/refunds/vonage-refunds",
        },
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "FTC action against Vonage results in $100 million to customers trapped by illegal dark patterns and junk fees",
      url: "https://www.ftc.gov/news-events/news/press-releases/2022/11/ftc-action-against-vonage-results-100-million-customers-trapped-illegal-dark-patterns-junk-fees-when-trying-cancel-service",
    },
    secondarySources: [
      {
        title: "FTC sends refunds to eligible Vonage customers",
        url: "https://www.ftc.gov/enforcement/refunds/vonage-refunds",
      },
    ],
  },
  {
    id: "ftc-epic-games-billing-2022",
    date: "2022-12-19",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Epic Games, Inc. (Fortnite)",
    keywords: ["Fortnite", "Epic Games", "V-Bucks"],
    instrument: "FTC Act",
    provision: "Section 5 (unfair practices); administrative order",
    patterns: ["visual-interference"],
    summary:
      "The FTC alleged that Fortnite's counterintuitive and inconsistent button layout led players to be charged with a single press, for example while waking the game from sleep or previewing an item, and let children buy items without a parent's involvement. It also alleged that Epic locked the accounts of people who disputed unauthorized charges with their card company.",
    outcome: {
      money: [
        {
          amount: 245_000_000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders:
        "Get express informed consent before charging and stop locking accounts over disputed charges. A separate children's privacy (COPPA) order added a $275 million civil penalty.",
    },
    liabilityAdmitted: "no",
    statusNote:
      "The FTC later made the order final and has since sent refunds to players in two rounds. No official or press passage we found dates these steps or gives their totals, so they are not listed as events.",
    events: [
      {
        date: "2022-12-19",
        kind: "settlement",
        text: "The FTC announced an administrative complaint and proposed order requiring Epic to pay $245 million in refunds, alongside a separate $275 million children's privacy settlement.",
        source: {
          title:
            '"Fortnite" maker Epic Games to settle alleged privacy violation for $520 mln (Reuters, via Nasdaq.com)',
          url: "https://www.nasdaq.com/articles/fortnite-maker-epic-games-to-settle-alleged-privacy-violation-for-$520-mln",
        },
      },
    ],
    evidence: [
      {
        quote:
          'Dec 19 (Reuters) - "Fortnite" creator Epic Games will pay $520 million to settle allegations that it violated a children\'s privacy law and tricked people into making purchases, the Federal Trade Commission and the company said on Monday.',
        source: {
          title:
            '"Fortnite" maker Epic Games to settle alleged privacy violation for $520 mln (Reuters, via Nasdaq.com)',
          url: "https://www.nasdaq.com/articles/fortnite-maker-epic-games-to-settle-alleged-privacy-violation-for-$520-mln",
        },
        published: "2022-12-19",
        agency: "Reuters",
      },
      {
        quote:
          'It will also pay $245 million to refund consumers duped by so-called "dark patterns" into making purchased they did not intend to make, the FTC said.',
        source: {
          title:
            '"Fortnite" maker Epic Games to settle alleged privacy violation for $520 mln (Reuters, via Nasdaq.com)',
          url: "https://www.nasdaq.com/articles/fortnite-maker-epic-games-to-settle-alleged-privacy-violation-for-$520-mln",
        },
        published: "2022-12-19",
        agency: "Reuters",
      },
      {
        quote:
          "On December 19, 2022, the Federal Trade Commission announced two settlements, amounting to $520 million, with Epic Games, Inc. in connection with alleged violations of the Children’s Online Privacy Protection Act Rule (the “COPPA Rule”) and alleged use of “dark patterns” relating to in-game purchases.",
        source: {
          title: "FTC Announces $520 Million in Settlements with Epic Games (Hunton Andrews Kurth)",
          url: "https://www.huntonak.com/privacy-and-information-security-law/ftc-announces-520-million-in-settlements-with-epic-games",
        },
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "$245 million FTC settlement alleges Fortnite owner Epic Games used digital dark patterns to charge players for unwanted in-game purchases",
      url: "https://www.ftc.gov/business-guidance/blog/2022/12/245-million-ftc-settlement-alleges-fortnite-owner-epic-games-used-digital-dark-patterns-charge",
    },
  },
  {
    id: "ftc-la-fitness-2025",
    date: "2025-08-20",
    stage: "complaint-filed",
    authorities: ["ftc"],
    company: "Fitness International, LLC and Fitness & Sports Clubs, LLC (LA Fitness and other gym chains)",
    keywords: ["LA Fitness", "Esporta Fitness", "City Sports Club", "Club Studio"],
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Complaint in the US District Court for the Central District of California",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleges that members could join easily but, to cancel, had to print a form from a hard-to-reach part of the website and hand it to one particular employee during business hours, or send it by certified or registered mail. According to the complaint, the obstacles led to hundreds of millions of dollars in unwanted recurring charges.",
    outcome: {
      money: [],
      orders: "",
    },
    statusNote: "We have found no ruling or settlement in the case as of the check date.",
    events: [
      {
        date: "2025-08-20",
        kind: "complaint-filed",
        text: "The FTC sued the operators of LA Fitness in the US District Court for the Central District of California.",
        source: {
          title:
            "Federal Trade Commission sues LA Fitness operators over 'exceedingly difficult' membership cancellations (Fox Business)",
          url: "https://www.foxbusiness.com/lifestyle/federal-trade-commission-sues-la-fitness-operators-over-exceedingly-difficult-membership-cancellations",
        },
      },
    ],
    evidence: [
      {
        quote:
          'The U.S. Federal Trade Commission (FTC) on Wednesday sued the operators of LA Fitness for allegedly making it "exceedingly difficult" for customers to cancel their memberships.',
        source: {
          title:
            "Federal Trade Commission sues LA Fitness operators over 'exceedingly difficult' membership cancellations (Fox Business)",
          url: "https://www.foxbusiness.com/lifestyle/federal-trade-commission-sues-la-fitness-operators-over-exceedingly-difficult-membership-cancellations",
        },
        published: "2025-08-20",
      },
      {
        quote:
          "Fitness International and Fitness & Sports Clubs, which operate gym chains, including LA Fitness, Esporta Fitness, City Sports Club and Club Studio, have illegally charged hundreds of millions of dollars in recurring fees through difficult cancellation procedures, according to the complaint.",
        source: {
          title:
            "Federal Trade Commission sues LA Fitness operators over 'exceedingly difficult' membership cancellations (Fox Business)",
          url: "https://www.foxbusiness.com/lifestyle/federal-trade-commission-sues-la-fitness-operators-over-exceedingly-difficult-membership-cancellations",
        },
        published: "2025-08-20",
      },
      {
        quote:
          "On August 20, 2025, the Federal Trade Commission (“FTC”) sued Fitness International, LLC and Fitness & Sports Club LLC – the parent companies of LA Fitness and other gym chains – for violations of Section 5 of the FTC Act and the Restore Online Shoppers’ Confidence Act (“ROSCA”) in connection with alleged practices that make it difficult for their customers to cancel their gym memberships and other add-on services.",
        source: {
          title: "FTC sues LA Fitness operators for unfair gym cancellation policies (Inside Privacy)",
          url: "https://www.insideprivacy.com/consumer-protection/ftc-sues-la-fitness-operators-for-unfair-gym-cancellation-policies",
        },
      },
      {
        quote: "The FTC alleges these practices illegally generated “hundreds of millions” in unwanted fees.",
        source: {
          title: "FTC sues LA Fitness over impossible-to-cancel memberships (Subscription Insider)",
          url: "https://www.subscriptioninsider.com/article-type/news/ftc-sues-la-fitness-over-impossible-to-cancel-memberships",
        },
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
    primarySource: {
      title: "FTC sues LA Fitness for making it difficult for consumers to cancel gym memberships",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/08/ftc-sues-la-fitness-making-it-difficult-consumers-cancel-gym-memberships",
    },
  },
  {
    id: "ftc-amazon-prime-2025",
    date: "2025-09-25",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Amazon.com, Inc.",
    keywords: ["Amazon Prime", "Prime", "Amazon"],
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision:
      "FTC Act Section 5(a); ROSCA Section 4 (US District Court for the Western District of Washington)",
    patterns: ["hard-to-cancel", "confirmshaming"],
    summary:
      "The FTC alleged that Amazon used manipulative, coercive or deceptive designs to enroll people in Prime without their informed consent, and made canceling a four-page, six-click, fifteen-option process known inside the company as the 'Iliad'. Amazon settled a few days into the trial, two years after the complaint was filed in June 2023, and may no longer word the option to decline Prime as 'No, I don't want Free Shipping'.",
    outcome: {
      money: [
        {
          amount: 1_000_000_000,
          currency: "USD",
          kind: "civil-penalty",
        },
        {
          amount: 1_500_000_000,
          currency: "USD",
          kind: "redress",
          note: "refunds to an estimated 35 million customers",
        },
      ],
      orders:
        "A clear button to decline Prime, which may no longer read 'No, I don't want Free Shipping', an easy way to cancel and a third party to monitor compliance.",
    },
    liabilityAdmitted: "no",
    events: [
      {
        date: "2023-06-21",
        kind: "complaint-filed",
        text: "The FTC sued Amazon in federal court in Washington state over Prime enrollment and cancellation.",
        source: {
          title: "Amazon tricked customers into signing up for Prime, says FTC (Bloomberg, via BusinessLIVE)",
          url: "https://www.businesslive.co.za/bloomberg/news/2023-06-21-amazon-tricked-customers-into-signing-up-for-prime-says-ftc/",
        },
      },
      {
        date: "2025-09-25",
        kind: "settlement",
        text: "A few days into the trial, Amazon agreed to pay a $1 billion civil penalty and $1.5 billion in redress to consumers, without admitting wrongdoing.",
        source: {
          title: "Amazon to pay US regulators $2.5bn to settle Prime probe (The Irish Times)",
          url: "https://www.irishtimes.com/business/2025/09/25/amazon-to-pay-us-regulators-25bn-to-settle-prime-probe/",
        },
      },
      {
        date: "2025-11-12",
        kind: "refunds-paid",
        text: "Amazon began paying automatic refunds to eligible Prime members, to continue through 24 December 2025.",
        source: {
          title: "Amazon Prime settlement payments start going out with 15-day warning (The Independent)",
          url: "https://www.independent.co.uk/bulletin/news/amazon-prime-settlement-payments-automatic-eligibility-b2869121.html",
        },
      },
    ],
    evidence: [
      {
        quote:
          "The ecommerce giant on Thursday agreed to pay $1 billion in civil penalties and $1.5 billion in redress to consumers, according to senior FTC officials.",
        source: {
          title: "Amazon to pay US regulators $2.5bn to settle Prime probe (The Irish Times)",
          url: "https://www.irishtimes.com/business/2025/09/25/amazon-to-pay-us-regulators-25bn-to-settle-prime-probe/",
        },
        published: "2025-09-25",
      },
      {
        quote:
          "Amazon has agreed to pay $2.5 billion (€2.1 billion) to settle a case brought by the US Federal Trade Commission, in a deal that includes the largest civil penalty ever issued for a violation of the regulator’s rules.",
        source: {
          title: "Amazon to pay US regulators $2.5bn to settle Prime probe (The Irish Times)",
          url: "https://www.irishtimes.com/business/2025/09/25/amazon-to-pay-us-regulators-25bn-to-settle-prime-probe/",
        },
        published: "2025-09-25",
      },
      {
        quote:
          "Eligible customers, particularly those who signed up via 'Single Page Checkout' between June 2019 and June 2025, will receive payments between November 12, 2025 and December 24, 2025 and the FTC urged recipients to accept the payments within 15 days.",
        source: {
          title: "Amazon Prime settlement payments start going out with 15-day warning (The Independent)",
          url: "https://www.independent.co.uk/bulletin/news/amazon-prime-settlement-payments-automatic-eligibility-b2869121.html",
        },
        published: "2025-11-20",
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
    primarySource: {
      title: "FTC secures historic $2.5 billion settlement against Amazon",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/09/ftc-secures-historic-25-billion-settlement-against-amazon",
    },
  },
  {
    id: "ftc-adobe-2024",
    date: "2024-06-17",
    stage: "complaint-filed",
    authorities: ["ftc", "us-doj"],
    company: "Adobe Inc. and two of its executives",
    keywords: ["Adobe", "Photoshop", "Acrobat", "Illustrator", "Creative Cloud"],
    instrument: "Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Complaint in the US District Court for the Northern District of California",
    patterns: ["hard-to-cancel", "hidden-costs", "preselection"],
    summary:
      "The complaint alleges that Adobe steered people to its 'annual, paid monthly' plan, pre-selected as the default, while hiding in fine print or behind small icons an early termination fee of half the remaining payments. It also alleges that canceling online meant going through many pages, and that people canceling by phone or chat were dropped, transferred and met with resistance.",
    outcome: {
      money: [],
      orders: "",
    },
    statusNote:
      "A settlement has since been reported, but no page of the Justice Department, the FTC, the court, a news agency, a newspaper of record or Adobe that we could check states it or its terms, so it is not listed here as an event. Check the court's docket or the Justice Department's news releases for the case's current state.",
    events: [
      {
        date: "2024-06-17",
        kind: "complaint-filed",
        text: "The Justice Department, on referral from the FTC, sued Adobe and two of its executives in the Northern District of California.",
        source: {
          title:
            "DOJ files lawsuit against Adobe, company executives for allegedly hiding fees 'for years' (UPI)",
          url: "https://www.upi.com/Top_News/US/2024/06/17/Adobe-Restore-Online-Shoppers-Confidence-Act-David-Wadhwani-Maninder-Sawhney/1781718653018/",
        },
      },
    ],
    evidence: [
      {
        quote:
          "June 17 (UPI) -- The federal government on Monday announced a civil enforcement lawsuit against software company Adobe and two company executives for alleged violations of the Restore Online Shoppers' Confidence Act, known as ROSCA.",
        source: {
          title:
            "DOJ files lawsuit against Adobe, company executives for allegedly hiding fees 'for years' (UPI)",
          url: "https://www.upi.com/Top_News/US/2024/06/17/Adobe-Restore-Online-Shoppers-Confidence-Act-David-Wadhwani-Maninder-Sawhney/1781718653018/",
        },
        published: "2024-06-17",
      },
      {
        quote:
          'The lawsuit, filed in U.S. District Court for California\'s Northern District, alleges the two had imposed a hidden "Early Termination Fee" on millions of Adobe subscribers that forced customers to navigate "a complex and challenging cancellation process designed to deter them from cancelling subscriptions they no longer wanted," according to a Justice Department news release.',
        source: {
          title:
            "DOJ files lawsuit against Adobe, company executives for allegedly hiding fees 'for years' (UPI)",
          url: "https://www.upi.com/Top_News/US/2024/06/17/Adobe-Restore-Online-Shoppers-Confidence-Act-David-Wadhwani-Maninder-Sawhney/1781718653018/",
        },
        published: "2024-06-17",
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "FTC takes action against Adobe and executives for hiding fees, preventing consumers from easily cancelling software subscriptions",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/06/ftc-takes-action-against-adobe-executives-hiding-fees-preventing-consumers-easily-cancelling",
    },
  },
  {
    id: "ftc-illinois-grubhub-2024",
    date: "2024-12-17",
    stage: "settlement",
    authorities: ["ftc", "illinois-ag"],
    company: "Grubhub Inc.",
    keywords: ["Grubhub", "Grubhub+"],
    instrument:
      "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA); FTC Impersonation Rule; Illinois Consumer Fraud and Deceptive Business Practices Act; Illinois Uniform Deceptive Trade Practices Act",
    provision:
      "Joint complaint and proposed order in the US District Court for the Northern District of Illinois (No. 24-cv-12923)",
    patterns: ["hidden-costs", "hard-to-cancel"],
    summary:
      "The FTC and the Illinois Attorney General alleged that Grubhub advertised low or free delivery and then added 'service' and 'small order' fees at checkout, a practice a former executive called a 'pricing shell game'. They also alleged that Grubhub+ was much harder to cancel than to join, and that the company blocked accounts holding gift-card balances, misled drivers about pay and listed restaurants without their consent.",
    outcome: {
      money: [
        {
          amount: 25_000_000,
          currency: "USD",
          kind: "redress",
          note: "Part of a $140 million judgment, the rest suspended because Grubhub could not pay it; nearly all of the $25 million is for refunds",
        },
      ],
      orders:
        "Show the full cost of delivery and stop adding junk fees, offer a simple way to cancel Grubhub+, tell people when their accounts are blocked, back up claims about driver pay and list restaurants only with their consent.",
    },
    liabilityAdmitted: "no",
    statusNote:
      "The proposed order needed a judge's approval; we have not found when it was entered or when refunds were paid.",
    events: [
      {
        date: "2024-12-17",
        kind: "settlement",
        text: "The FTC and Illinois filed their complaint and a proposed settlement on the same day; Grubhub denied the allegations.",
        source: {
          title:
            "FTC, Illinois Attorney General Take Action Against Grubhub for Harming Diners, Workers, and Small Businesses",
          url: "https://www.ftc.gov/news-events/news/press-releases/2024/12/ftc-illinois-attorney-general-take-action-against-grubhub-harming-diners-workers-small-businesses",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Grubhub will pay $25 million to settle charges from the Federal Trade Commission and the Illinois Attorney General that the food delivery firm engaged in an array of unlawful practices including deceiving diners about delivery costs and blocking their access to their accounts and funds, deceiving workers about how much money they would make delivering food, and unfairly and deceptively listing restaurants on its platform without their permission.",
        source: {
          title:
            "FTC, Illinois Attorney General Take Action Against Grubhub for Harming Diners, Workers, and Small Businesses",
          url: "https://www.ftc.gov/news-events/news/press-releases/2024/12/ftc-illinois-attorney-general-take-action-against-grubhub-harming-diners-workers-small-businesses",
        },
      },
      {
        quote:
          "SAN FRANCISCO, Dec. 17 (Xinhua) -- Grubhub agreed to pay 25 million U.S. dollars to settle a lawsuit from the U.S. Federal Trade Commission over unlawful practices, including misleading customers about delivery costs, deceiving drivers about potential earnings, and listing restaurants on its platform without their permission, the regulator said Tuesday.",
        source: {
          title: "Grubhub to pay 25 mln USD in FTC settlement over deceptive practices (Xinhua, in The Star)",
          url: "https://thestar.com.my/news/world/2024/12/18/grubhub-to-pay-25-mln-usd-in-ftc-settlement-over-deceptive-practices",
        },
        published: "2024-12-18",
      },
      {
        quote:
          "On December 17, 2024, the Federal Trade Commission (FTC) and Illinois Attorney General (AG) Kwame Raoul settled their lawsuit against Grubhub for $140 million (Grubhub will only have to pay $25 million, with the balance suspended due to Grubhub’s inability to pay).",
        source: {
          title: "JD Supra: FTC and Illinois AG Settle Matter Against Grubhub for $140M",
          url: "https://jdsupra.com/legalnews/ftc-and-illinois-ag-settle-matter-2211403",
        },
      },
      {
        quote:
          "At no point before the final check-out screen on the company’s site does Grubhub inform a customer about these additional fees, or that it will ultimately charge more than the originally advertised delivery fees, the plaintiffs say.",
        source: {
          title: "Bloomberg Law: Grubhub Deceived Customers, Charged Hidden Fees, FTC Suit Says",
          url: "https://news.bloomberglaw.com/tech-and-telecom-law/grubhub-deceived-customers-charged-hidden-fees-ftc-suit-says",
        },
      },
      {
        quote:
          "“While we categorically deny the allegations made by the FTC, many of which are wrong, misleading or no longer applicable to our business, we believe settling this matter is in the best interest of Grubhub and allows us to move forward,” Grubhub said in a statement.",
        source: {
          title: "Bloomberg Law: Grubhub Deceived Customers, Charged Hidden Fees, FTC Suit Says",
          url: "https://news.bloomberglaw.com/tech-and-telecom-law/grubhub-deceived-customers-charged-hidden-fees-ftc-suit-says",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "FTC, Illinois Attorney General Take Action Against Grubhub for Harming Diners, Workers, and Small Businesses",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/12/ftc-illinois-attorney-general-take-action-against-grubhub-harming-diners-workers-small-businesses",
    },
    secondarySources: [
      {
        title:
          "Crowell: Lessons From the FTC and Illinois AG's Proposed $140 Million Settlement Against Grubhub",
        url: "https://crowell.com/en/insights/client-alerts/lessons-for-e-commerce-and-retail-from-the-ftc-and-illinois-ags-proposed-dollar140-million-settlement-against-grubhub",
      },
    ],
  },
];
