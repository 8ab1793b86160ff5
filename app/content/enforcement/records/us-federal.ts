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
];
