import type { EnforcementRecordInput } from "../schema";

export const usFederalRecords: EnforcementRecordInput[] = [
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
    patterns: [],
    designNote:
      "Alleged: purchase buttons that charged with a single press, and purchases by children without a parent's consent.",
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
    id: "ftc-hoyoverse-2025",
    date: "2025-01-17",
    stage: "settlement",
    authorities: ["ftc", "us-doj"],
    company: "Cognosphere, LLC (HoYoverse), maker of Genshin Impact",
    keywords: ["Genshin Impact", "HoYoverse", "Cognosphere"],
    instrument: "FTC Act; Children's Online Privacy Protection Act (COPPA)",
    provision: "FTC Act Section 5(a); COPPA Rule (US District Court for the Central District of California)",
    patterns: ["variable-rewards"],
    summary:
      "The FTC alleged that Genshin Impact's loot boxes, which hand out rare 'five-star' prizes at random, were marketed to children and teenagers while the odds of winning those prizes, and their real cost, were misrepresented and hidden behind layers of virtual currency. It also alleged that the company collected children's personal data without parental consent.",
    outcome: {
      money: [
        {
          amount: 20_000_000,
          currency: "USD",
          kind: "civil-penalty",
        },
      ],
      orders:
        "No loot box sales to under-16s without a parent's consent; disclose odds and exchange rates; let players buy with real money directly; delete data unlawfully collected from children.",
    },
    liabilityAdmitted: "not-stated",
    statusNote: "We have not found the date on which the court entered the order.",
    events: [
      {
        date: "2025-01-17",
        kind: "settlement",
        text: "The Justice Department, on referral from the FTC, filed a complaint and a proposed order requiring a $20 million civil penalty.",
        source: {
          title: "Cognosphere to pay $20m to settle FTC complaint on Genshin Impact (GamesIndustry.biz)",
          url: "https://www.gamesindustry.biz/cognosphere-to-pay-20m-to-settle-ftc-complaint-on-genshin-impact",
        },
      },
      {
        date: "2025-01-17",
        kind: "company-response",
        text: "Cognosphere said it believed many of the FTC's allegations were inaccurate but agreed to settle.",
        source: {
          title: "Cognosphere to pay $20m to settle FTC complaint on Genshin Impact (GamesIndustry.biz)",
          url: "https://www.gamesindustry.biz/cognosphere-to-pay-20m-to-settle-ftc-complaint-on-genshin-impact",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Genshin Impact distributor Cognosphere has agreed to pay $20 million to settle charges made by the US Federal Trade Commission.",
        source: {
          title: "Cognosphere to pay $20m to settle FTC complaint on Genshin Impact (GamesIndustry.biz)",
          url: "https://www.gamesindustry.biz/cognosphere-to-pay-20m-to-settle-ftc-complaint-on-genshin-impact",
        },
      },
      {
        quote:
          "In a complaint filed on January 17, 2025, in the United States District Court for the Central District of California, the FTC alleged that Cognosphere violated the Children's Online Privacy Protection Act (COPPA) and deceived users about the cost of in-game transactions.",
        source: {
          title: "Cognosphere to pay $20m to settle FTC complaint on Genshin Impact (GamesIndustry.biz)",
          url: "https://www.gamesindustry.biz/cognosphere-to-pay-20m-to-settle-ftc-complaint-on-genshin-impact",
        },
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
    primarySource: {
      title:
        "Genshin Impact game developer will be banned from selling lootboxes to teens under 16 without parental consent",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/01/genshin-impact-game-developer-will-be-banned-selling-lootboxes-teens-under-16-without-parental",
    },
  },
  {
    id: "ftc-uber-one-2025",
    date: "2025-04-21",
    stage: "complaint-filed",
    authorities: ["ftc"],
    company: "Uber Technologies, Inc. (Uber One)",
    keywords: ["Uber One", "Uber", "Uber Eats"],
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Complaint in the US District Court for the Northern District of California",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleges that Uber signed people up for its Uber One subscription without their consent, advertised savings that left out the subscription's own cost and made canceling extremely hard, at times taking up to 23 screens and 32 actions. According to the complaint, some people were charged again while they waited for customer support to process their cancellation.",
    outcome: {
      money: [],
      orders: "",
    },
    statusNote: "We have found no ruling in the case as of the check date.",
    events: [
      {
        date: "2025-04-21",
        kind: "complaint-filed",
        text: "The FTC sued Uber in federal court in San Francisco over Uber One billing and cancellation.",
        source: {
          title: "FTC sues Uber over Uber One subscription (Business Times)",
          url: "https://www.btimesonline.com/articles/173834/20250422/ftc-sues-uber-over-uber-one-subscription-citing-unauthorized-charges-and-cancellation-barriers.htm",
        },
      },
      {
        date: "2025-04-21",
        kind: "company-response",
        text: "Uber denied the allegations and said its sign-up and cancellation processes were clear and lawful.",
        source: {
          title: "FTC sues Uber, alleging 'deceptive' Uber One charges and cancellations (CNN, via 10News)",
          url: "https://10news.com/news/ftc-sues-uber-alleging-deceptive-uber-one-charges-and-cancellations",
        },
      },
      {
        date: "2025-12-15",
        kind: "complaint-amended",
        text: "The FTC filed an amended complaint joined by 21 states and the District of Columbia.",
        source: {
          title:
            "FTC and 21 states file amended complaint against Uber over subscription billing practices (BeyondSPX)",
          url: "https://www.beyondspx.com/quote/UBER/news/ftc-and-21-states-file-amended-complaint-against-uber-over-subscription-billing-practices",
        },
      },
    ],
    evidence: [
      {
        quote:
          "FTC Sues Uber for Alleged Unauthorized Subscription Charges and Complicated Cancellations\nApril 21, 2025",
        source: {
          title:
            "FTC sues Uber for alleged unauthorized subscription charges and complicated cancellations (Brief)",
          url: "https://www.brief.news/us-news/2025/04/21/ftc-sues-uber-for-deceptive-practices",
        },
      },
      {
        quote:
          "Despite Uber’s claim that customers can “cancel anytime,” the FTC says users may be required to navigate up to 23 screens and complete as many as 32 separate actions to end their subscription.",
        source: {
          title:
            "FTC, 21 states file amended complaint against Uber over subscription practices (DigitalCxO)",
          url: "https://digitalcxo.com/article/ftc-21-states-file-amended-complaint-against-uber-over-subscription-practices",
        },
      },
      {
        quote:
          "On December 15, 2025, the U.S. Federal Trade Commission, joined by 21 states and the District of Columbia, filed an amended complaint against Uber Technologies, Inc.",
        source: {
          title:
            "FTC and 21 states file amended complaint against Uber over subscription billing practices (BeyondSPX)",
          url: "https://www.beyondspx.com/quote/UBER/news/ftc-and-21-states-file-amended-complaint-against-uber-over-subscription-billing-practices",
        },
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
    primarySource: {
      title: "FTC takes action against Uber for deceptive billing and cancellation practices",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/04/ftc-takes-action-against-uber-deceptive-billing-cancellation-practices",
    },
  },
  {
    id: "ca8-negative-option-rule-2025",
    date: "2025-07-08",
    stage: "court-ruling",
    authorities: ["us-court-of-appeals-8th-circuit"],
    company: "Not a company: a challenge by industry petitioners to an FTC rule",
    keywords: ["click to cancel", "Negative Option Rule"],
    instrument: "FTC Negative Option Rule, 2024 amendments ('click to cancel')",
    provision: "Petitions for review (No. 24-3137 and consolidated cases)",
    patterns: ["hard-to-cancel"],
    summary:
      "The court vacated the FTC's 2024 amendments to its Negative Option Rule, known as 'click to cancel', which would have required canceling a subscription to be as easy as signing up. It held that the FTC had skipped a required preliminary regulatory analysis. The amendments' ban on misrepresentations had applied since 14 January 2025, while compliance with the remaining provisions (§§ 425.4–425.6) had been deferred to 14 July 2025 and never began.",
    outcome: {
      money: [],
      orders:
        "The 2024 amendments were vacated in full; the 1973 Negative Option Rule (16 CFR 425) remains in force.",
    },
    statusNote:
      "The 1973 Negative Option Rule, the Restore Online Shoppers' Confidence Act (2010) and state auto-renewal laws still apply. The March 2026 advance notice is the start of a new rulemaking, not a new rule.",
    events: [
      {
        date: "2024-11-15",
        kind: "rulemaking",
        text: "The FTC's amended Negative Option Rule was finalized, extending the 1973 rule to all negative option formats and adding a simple-cancellation requirement.",
        source: {
          title:
            "Federal Trade Commission: amendments to Negative Option Rule have been terminated (Digital Policy Alert)",
          url: "https://digitalpolicyalert.org/event/31751-federal-trade-commission-amendments-to-negative-option-rule-have-been-terminated",
        },
      },
      {
        date: "2025-01-14",
        kind: "rulemaking",
        text: "The amended rule took effect, with its ban on misrepresentations applying from that day.",
        source: {
          title: "Federal court declines to stay the Negative Option Rule (Venable)",
          url: "https://www.venable.com/insights/publications/2025/01/fast-vast-update-federal-court-declines-to-stay",
        },
      },
      {
        date: "2025-05-09",
        kind: "rulemaking",
        text: "The FTC deferred compliance with §§ 425.4–425.6 of the amended rule to 14 July 2025.",
        source: {
          title: "FTC delays Negative Option Rule compliance date to July 14 (Inside Privacy)",
          url: "https://www.insideprivacy.com/advertising-marketing/ftc-delays-negative-option-rule-compliance-date-to-july-14/",
        },
      },
      {
        date: "2025-07-08",
        kind: "ruling",
        text: "The Eighth Circuit vacated the 2024 amendments in full because the FTC had not conducted a preliminary regulatory analysis.",
        source: {
          title: "Opinion of the Eighth Circuit, No. 24-3137",
          url: "https://ecf.ca8.uscourts.gov/opndir/25/07/243137P.pdf",
        },
      },
      {
        date: "2026-03-13",
        kind: "rulemaking",
        text: "The FTC restarted rulemaking on the Negative Option Rule with an advance notice of proposed rulemaking, with comments due by 13 April 2026.",
        source: {
          title:
            "FTC publishes Negative Option Rule advance notice of proposed rulemaking (News/Media Alliance)",
          url: "https://www.newsmediaalliance.org/ftc-publishes-negative-option-rule-proposed-rulemaking/",
        },
      },
    ],
    evidence: [
      {
        quote:
          "On July 8, 2025, the United States Court of Appeals for the Eighth Circuit vacated the Federal Trade Commission’s (“FTC”) Click-to-Cancel Rule, resolving the challenges to the rule filed on the heels of its adoption in October 2024.",
        source: {
          title: "Eighth Circuit strikes down FTC's click-to-cancel rule (JD Supra)",
          url: "https://production.jdsupra.com/legalnews/eighth-circuit-strikes-down-ftc-s-click-3257574",
        },
      },
      {
        quote:
          "The Negative Option Rule’s prohibition on misrepresentations of material facts relating to the promotion or offering for sale of any good or service with a negative option went into effect on January 14, 2025.",
        source: {
          title: "Federal court declines to stay the Negative Option Rule (Venable)",
          url: "https://www.venable.com/insights/publications/2025/01/fast-vast-update-federal-court-declines-to-stay",
        },
      },
      {
        quote:
          "To ensure ample time for companies to conform their conduct to the Rule, the Commission will exercise its enforcement discretion by further deferring the compliance deadline for 16 C.F.R. §§ 425.4–425.6 by sixty days.",
        source: {
          title: "FTC extends effective date of Negative Option Rule for 60 days (Cobalt Law)",
          url: "https://www.cobaltlaw.com/ftc-extends-effective-date-of-negative-option-rule-for-60-days",
        },
      },
      {
        quote:
          "The Rule, finalised on 15 November 2024, extended the scope of the original 1973 regulation to all negative option marketing formats—including automatic renewals, continuity plans, and free-to-pay conversions—across all media.",
        source: {
          title:
            "Federal Trade Commission: amendments to Negative Option Rule have been terminated (Digital Policy Alert)",
          url: "https://digitalpolicyalert.org/event/31751-federal-trade-commission-amendments-to-negative-option-rule-have-been-terminated",
        },
      },
      {
        quote:
          "The proposal, published in the Federal Register on March 13, 2026, seeks to establish clearer standards for businesses offering subscription services that automatically renew.",
        source: {
          title:
            "FTC Proposes Rule on Negative Option Plans and Recurring Payments (Changeflow, from the Federal Register)",
          url: "https://changeflow.com/govping/legislation/fr-2026-03-14-2",
        },
      },
      {
        quote:
          "The Federal Trade Commission (FTC) published an Advance Notice of Proposed Rulemaking (ANPRM) on March 13 seeking public comment on the Negative Option Rule.",
        source: {
          title:
            "FTC publishes Negative Option Rule advance notice of proposed rulemaking (News/Media Alliance)",
          url: "https://www.newsmediaalliance.org/ftc-publishes-negative-option-rule-proposed-rulemaking/",
        },
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
    primarySource: {
      title: "Opinion of the Eighth Circuit, No. 24-3137",
      url: "https://ecf.ca8.uscourts.gov/opndir/25/07/243137P.pdf",
    },
  },
  {
    id: "ftc-match-2025",
    date: "2025-08-12",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Match Group, Inc. and Match Group, LLC (Match.com)",
    keywords: ["Match.com", "Match Group", "OkCupid", "PlentyOfFish"],
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Stipulated order, US District Court for the Northern District of Texas",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that Match.com sold subscriptions with a 'six-month guarantee' whose onerous conditions were not clearly disclosed, made it difficult to cancel, and locked people out of paid accounts after they lost billing disputes. The complaint had been filed in September 2019.",
    outcome: {
      money: [
        {
          amount: 14_000_000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders: "Disclose guarantee terms, stop retaliating over billing disputes and simplify cancellation.",
    },
    liabilityAdmitted: "no",
    events: [
      {
        date: "2019-09-25",
        kind: "complaint-filed",
        text: "The FTC sued Match Group in the US District Court for the Northern District of Texas.",
        source: {
          title: "Federal Trade Commission v. Match Group Inc, complaint (Justia)",
          url: "https://docs.justia.com/cases/federal/district-courts/texas/txndce/3:2019cv02281/322588/1",
        },
      },
      {
        date: "2025-08-12",
        kind: "settlement",
        text: "The FTC announced a stipulated order under which Match would pay $14 million for consumer redress and change its practices.",
        source: {
          title: "FTC filed stipulated order resolving action against Match Group (Digital Policy Alert)",
          url: "https://digitalpolicyalert.org/event/32663-federal-trade-commission-filed-stipulated-order-in-the-united-states-district-court-for-the-northern-district-of-texas-319-cv-02281-resolving-action-against-match-group-inc-and-match-group-llc-on-deceptive-advertising-billing-and-cancellation-practi",
        },
      },
      {
        date: "2025-08-12",
        kind: "company-response",
        text: "Match Group said it admits no liability and settled to put the matter behind it.",
        source: {
          title: "Match Group to pay $14M to FTC (KRLD, Audacy)",
          url: "https://www.audacy.com/krld/news/business/match-group-to-pay-usd14m-to-ftc-due-to-false-advertising",
        },
      },
    ],
    evidence: [
      {
        quote:
          "On 12 August 2025, the Federal Trade Commission (FTC) announced resolution of its action in the United States District Court for the Northern District of Texas against Match Group owners and operators of online dating services including Match, Tinder, OkCupid, PlentyOfFish, and others, alleging violations of Section 5 of the Federal Trade Commission Act (FTC Act) and the Restore Online Shoppers’ Confidence Act (ROSCA).",
        source: {
          title: "FTC filed stipulated order resolving action against Match Group (Digital Policy Alert)",
          url: "https://digitalpolicyalert.org/event/32663-federal-trade-commission-filed-stipulated-order-in-the-united-states-district-court-for-the-northern-district-of-texas-319-cv-02281-resolving-action-against-match-group-inc-and-match-group-llc-on-deceptive-advertising-billing-and-cancellation-practi",
        },
      },
      {
        quote:
          "The case was resolved by a stipulated order requiring the defendants to pay USD 14 million for consumer redress, permanently prohibiting misrepresentation of guaranteed terms, mandating clear and conspicuous disclosures of all restrictions, prohibiting retaliation against consumers for filing billing disputes, and requiring provision of simple cancellation mechanisms.",
        source: {
          title: "FTC filed stipulated order resolving action against Match Group (Digital Policy Alert)",
          url: "https://digitalpolicyalert.org/event/32663-federal-trade-commission-filed-stipulated-order-in-the-united-states-district-court-for-the-northern-district-of-texas-319-cv-02281-resolving-action-against-match-group-inc-and-match-group-llc-on-deceptive-advertising-billing-and-cancellation-practi",
        },
      },
      {
        quote:
          "Match Group admits no liability as part of this resolution and was fully prepared to take the case to trial, but opted to resolve the case to put the matter behind it.",
        source: {
          title: "Match Group to pay $14M to FTC (KRLD, Audacy)",
          url: "https://www.audacy.com/krld/news/business/match-group-to-pay-usd14m-to-ftc-due-to-false-advertising",
        },
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
    primarySource: {
      title:
        "Match Group agrees to pay $14 million, permanently stop deceptive advertising, cancellation, and billing practices to resolve FTC charges",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/08/match-group-agrees-pay-14-million-permanently-stop-deceptive-advertising-cancellation-billing",
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
          title: "FTC sues LA Fitness operators for unfair gym cancellation policies (Inside Privacy)",
          url: "https://www.insideprivacy.com/consumer-protection/ftc-sues-la-fitness-operators-for-unfair-gym-cancellation-policies",
        },
      },
    ],
    evidence: [
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
    checkedOn: "2026-11-25",
    primarySource: {
      title: "FTC sues LA Fitness for making it difficult for consumers to cancel gym memberships",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/08/ftc-sues-la-fitness-making-it-difficult-consumers-cancel-gym-memberships",
    },
  },
  {
    id: "ftc-live-nation-ticketmaster-2025",
    date: "2025-09-18",
    stage: "complaint-filed",
    authorities: ["ftc"],
    company: "Live Nation Entertainment, Inc. and Ticketmaster LLC",
    keywords: ["Ticketmaster", "Live Nation"],
    instrument: "FTC Act; Better Online Ticket Sales (BOTS) Act; state consumer protection laws",
    provision: "Complaint in the US District Court for the Central District of California",
    patterns: ["hidden-costs"],
    summary:
      "The complaint alleges that Ticketmaster showed low list prices while people searched and picked seats, then added mandatory fees at checkout that raised the price by 30 percent or more, fees the FTC said could reach 44 percent of the ticket's cost. It also alleges that company leaders called the practice 'bait-and-switch', and that Ticketmaster let brokers get around ticket limits and profited from the resale.",
    outcome: {
      money: [],
      orders: "",
    },
    statusNote:
      "Some reports give 17 September 2025 for the filing. We have not found a ruling on the companies' motion to dismiss.",
    events: [
      {
        date: "2025-09-18",
        kind: "complaint-filed",
        text: "The FTC and seven states (Colorado, Florida, Illinois, Nebraska, Tennessee, Utah and Virginia) sued Live Nation and Ticketmaster in the Central District of California.",
        source: {
          title:
            "FTC and seven states filed lawsuit against Live Nation and Ticketmaster (Digital Policy Alert)",
          url: "https://digitalpolicyalert.org/event/33635-federal-trade-commission-and-seven-states-filed-lawsuit-against-live-nation-and-ticketmaster-over-deceptive-ticketing-practices-federal-trade-commission-colorado-florida-illinois-nebraska-tennessee-utah-virginia-v-live-nation-entertainment-inc-and-t",
        },
      },
      {
        date: "2026-01-06",
        kind: "company-response",
        text: "Live Nation and Ticketmaster moved to dismiss the case, calling it agency overreach.",
        source: {
          title: "Live Nation and Ticketmaster fight FTC lawsuit in court (Evrim Ağacı)",
          url: "https://evrimagaci.org/gpt/live-nation-and-ticketmaster-fight-ftc-lawsuit-in-court-523087",
        },
      },
    ],
    evidence: [
      {
        quote:
          "On 18 September 2025, the Federal Trade Commission (FTC), together with the Attorneys General of Colorado, Florida, Illinois, Nebraska, Tennessee, and Utah, the Utah Division of Consumer Protection, and the Commonwealth of Virginia, filed a complaint in the United States District Court for the Central District of California against Live Nation Entertainment and Ticketmaster.",
        source: {
          title:
            "FTC and seven states filed lawsuit against Live Nation and Ticketmaster (Digital Policy Alert)",
          url: "https://digitalpolicyalert.org/event/33635-federal-trade-commission-and-seven-states-filed-lawsuit-against-live-nation-and-ticketmaster-over-deceptive-ticketing-practices-federal-trade-commission-colorado-florida-illinois-nebraska-tennessee-utah-virginia-v-live-nation-entertainment-inc-and-t",
        },
      },
      {
        quote:
          "A certain list price for a ticket was shown throughout the purchase process, but at checkout, “substantial mandatory fees not included in the list price” was added, raising the price by 30% or more, the suit claims.",
        source: {
          title: "Ticketmaster suit shows pricing policies are in FTC's crosshairs (Bloomberg Law)",
          url: "https://news.bloomberglaw.com/legal-exchange-insights-and-commentary/ticketmaster-suit-shows-pricing-policies-are-in-ftcs-crosshairs",
        },
      },
      {
        quote: "According to the FTC, these hidden fees can be as high as 44% of the ticket’s cost.",
        source: {
          title: "The FTC sues Live Nation and Ticketmaster (RYM Magazine)",
          url: "https://rymmagazine.com/the-ftc-sues-live-nation-and-ticketmaster-a-lawsuit-that-hits-home-for-every-fan",
        },
      },
      {
        quote:
          "On January 6, 2026, Live Nation and Ticketmaster filed a motion in a Los Angeles federal court, calling for the case to be dismissed and labeling it an “egregious instance of agency overreach.”",
        source: {
          title: "Live Nation and Ticketmaster fight FTC lawsuit in court (Evrim Ağacı)",
          url: "https://evrimagaci.org/gpt/live-nation-and-ticketmaster-fight-ftc-lawsuit-in-court-523087",
        },
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
    primarySource: {
      title:
        "FTC sues Live Nation and Ticketmaster for engaging in illegal ticket resale tactics and deceiving artists and consumers",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/09/ftc-sues-live-nation-ticketmaster-engaging-illegal-ticket-resale-tactics-deceiving-artists-consumers",
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
];
