import type { EnforcementRecordInput } from "../schema";

export const usFederalRecords: EnforcementRecordInput[] = [
  // Was: US Federal Trade Commission
  {
    id: "ftc-abcmouse-2020",
    date: "2020-09-02",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Age of Learning, Inc. (ABCmouse)",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "FTC Act Section 5(a); ROSCA Section 4",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that ABCmouse did not clearly tell parents that its memberships renewed automatically and made it difficult for them to cancel. According to the FTC, tens of thousands of people were renewed and charged without proper consent.",
    outcome: {
      money: [
        {
          amount: 10000000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders:
        "Disclose renewal terms before taking billing details, get informed consent for automatic billing and provide a simple way to cancel.",
    },
    liabilityAdmitted: "not-stated",
    primarySource: {
      title: "FTC case page: Age of Learning, Inc. (ABCmouse)",
      url: "https://www.ftc.gov/legal-library/browse/cases-proceedings/172-3186-age-learning-inc-abcmouse",
    },
    TODO_status: "Settled. The FTC announced $9.7 million in refunds in April 2021.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-fashion-nova-2022",
    date: "2022-01-25",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Fashion Nova, LLC",
    instrument: "FTC Act",
    provision: "Section 5(a) (deceptive practices)",
    patterns: ["social-validation"],
    summary:
      "The FTC alleged that Fashion Nova used a review tool that posted four- and five-star reviews automatically but held back lower-rated ones, so the ratings on its website looked better than what buyers had actually said. According to the FTC, from late 2015 until November 2019 the lower-rated reviews were never posted.",
    outcome: {
      money: [
        {
          amount: 4200000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders:
        "Post all customer reviews of products on sale, with narrow exceptions, and stop misrepresenting reviews and endorsements.",
    },
    liabilityAdmitted: "not-stated",
    primarySource: {
      title:
        "Fashion Nova will pay $4.2 million as part of settlement of FTC allegations it blocked negative reviews",
      url: "https://www.ftc.gov/news-events/news/press-releases/2022/01/fashion-nova-will-pay-42-million-part-settlement-ftc-allegations-it-blocked-negative-reviews",
    },
    TODO_status: "Final order approved in March 2022. Fashion Nova called the allegations inaccurate.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-vonage-2022",
    date: "2022-11-03",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Vonage",
    instrument: "Restore Online Shoppers' Confidence Act (ROSCA); FTC Act",
    provision: "ROSCA Section 4; FTC Act Section 5(a)",
    patterns: ["hard-to-cancel", "hidden-costs"],
    summary:
      "The FTC alleged that Vonage let people sign up online and by phone but made them cancel only by speaking to a retention agent, with the number hard to find, short opening hours and promised callbacks that never came. According to the complaint, people who got through were sometimes charged early termination fees they had not been told about, and some were billed after canceling.",
    outcome: {
      money: [
        {
          amount: 100000000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders:
        "Let customers cancel by the same method they used to sign up, stop using dark patterns in cancellation and get express consent before charging.",
    },
    liabilityAdmitted: "not-stated",
    primarySource: {
      title:
        "FTC action against Vonage results in $100 million to customers trapped by illegal dark patterns and junk fees",
      url: "https://www.ftc.gov/news-events/news/press-releases/2022/11/ftc-action-against-vonage-results-100-million-customers-trapped-illegal-dark-patterns-junk-fees-when-trying-cancel-service",
    },
    TODO_status:
      "Court order entered in December 2022; the FTC sent nearly $100 million in refunds in October 2023.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-epic-games-billing-2022",
    date: "2022-12-19",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Epic Games, Inc. (Fortnite)",
    instrument: "FTC Act",
    provision: "Section 5 (unfair practices); administrative order",
    patterns: [],
    designNote:
      "Purchase buttons that charged with a single press, and purchases by children without a parent's consent.",
    summary:
      "The FTC alleged that Fortnite's counterintuitive and inconsistent button layout led players to be charged with a single press, for example while waking the game from sleep or previewing an item, and let children buy items without a parent's involvement. It also alleged that Epic locked the accounts of people who disputed unauthorized charges with their card company.",
    outcome: {
      money: [
        {
          amount: 245000000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders:
        "Get express informed consent before charging and stop locking accounts over disputed charges. A separate children's privacy (COPPA) order added a $275 million civil penalty.",
    },
    liabilityAdmitted: "no",
    primarySource: {
      title:
        "$245 million FTC settlement alleges Fortnite owner Epic Games used digital dark patterns to charge players for unwanted in-game purchases",
      url: "https://www.ftc.gov/business-guidance/blog/2022/12/245-million-ftc-settlement-alleges-fortnite-owner-epic-games-used-digital-dark-patterns-charge",
    },
    TODO_status:
      "Final order in March 2023. The FTC began sending refunds in December 2024 (more than $72 million in the first round).",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-pch-2023",
    date: "2023-06-26",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Publishers Clearing House LLC",
    instrument: "FTC Act; CAN-SPAM Act",
    provision: "FTC Act Section 5(a)",
    patterns: ["hidden-costs"],
    summary:
      "The FTC alleged that Publishers Clearing House used manipulative wording and page design to make people believe they had to buy something to enter its sweepstakes, or that buying would improve their chances. According to the complaint, it also added surprise shipping and handling fees that averaged more than 40 percent of the product price.",
    outcome: {
      money: [
        {
          amount: 18500000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders:
        "Separate sweepstakes entry from sales, say clearly that no purchase is needed and disclose the full price, shipping included.",
    },
    liabilityAdmitted: "no",
    primarySource: {
      title:
        "FTC takes action against Publishers Clearing House for misleading consumers about sweepstakes entries",
      url: "https://www.ftc.gov/news-events/news/press-releases/2023/06/ftc-takes-action-against-publishers-clearing-house-misleading-consumers-about-sweepstakes-entries",
    },
    secondarySources: [
      {
        title: "FTC case page: Publishers Clearing House LLC (PCH), FTC v.",
        url: "https://www.ftc.gov/legal-library/browse/cases-proceedings/182-3145-publishers-clearing-house-llc-pch-ftc-v",
      },
    ],
    TODO_status:
      "Settled by a proposed court order filed with the complaint; the company said it admitted no wrongdoing.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission (complaint filed by the Department of Justice)
  {
    id: "ftc-adobe-2024",
    date: "2024-06-17",
    stage: "complaint-filed",
    authorities: ["ftc", "us-doj"],
    company: "Adobe Inc. and two of its executives",
    instrument: "Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Complaint in the US District Court for the Northern District of California",
    patterns: ["hard-to-cancel", "hidden-costs", "preselection"],
    summary:
      "The complaint alleges that Adobe steered people to its 'annual, paid monthly' plan, pre-selected as the default, while hiding in fine print or behind small icons an early termination fee of half the remaining payments. It also alleges that canceling online meant going through many pages, and that people canceling by phone or chat were dropped, transferred and met with resistance.",
    outcome: {
      money: [],
      orders: "",
    },
    primarySource: {
      title:
        "FTC takes action against Adobe and executives for hiding fees, preventing consumers from easily cancelling software subscriptions",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/06/ftc-takes-action-against-adobe-executives-hiding-fees-preventing-consumers-easily-cancelling",
    },
    TODO_status:
      "Adobe said it would fight the claims in court. We found no later outcome in the sources we checked.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-care-com-2024",
    date: "2024-08-26",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Care.com",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "FTC Act Section 5(a); ROSCA Section 4",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that Care.com overstated the number of jobs and the pay on offer to sell auto-renewing memberships, then frustrated people trying to cancel with deceptive design. According to the complaint, a 'Submit' button made people believe they had canceled, while a 'Cancel' button actually stopped the cancellation.",
    outcome: {
      money: [
        {
          amount: 8500000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders: "Provide a simple way to stop renewals and be able to back up job and earnings claims.",
    },
    liabilityAdmitted: "no",
    primarySource: {
      title:
        "FTC takes action against Care.com for deceiving caregivers about wages and availability of jobs on its site, impeding cancellation process",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/08/ftc-takes-action-against-carecom-deceiving-caregivers-about-wages-availability-jobs-its-site",
    },
    TODO_status: "Settled; the FTC later sent more than $8.1 million in refunds.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-rytr-2024",
    date: "2024-12-18",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Rytr LLC",
    instrument: "FTC Act",
    provision: "Section 5 (unfair practices; means and instrumentalities of deception)",
    patterns: ["social-validation"],
    summary:
      "The FTC alleged that Rytr's AI writing tool let subscribers generate unlimited, detailed customer reviews containing specifics that had nothing to do with what the user typed in, so that its likely use was posting fake reviews. Its final order barred Rytr from selling any service for generating reviews or testimonials.",
    outcome: {
      money: [],
      orders: "A ban on selling review or testimonial generation services.",
    },
    liabilityAdmitted: "not-stated",
    primarySource: {
      title: "FTC approves final order against Rytr, seller of an AI testimonial and review service",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/12/ftc-approves-final-order-against-rytr-seller-ai-testimonial-review-service-providing-subscribers",
    },
    TODO_status:
      "Reversed: on December 22, 2025 the FTC set aside its own order, finding that the facts alleged did not violate Section 5.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-hoyoverse-2025",
    date: "2025-01-17",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Cognosphere, LLC (HoYoverse), maker of Genshin Impact",
    instrument: "FTC Act; Children's Online Privacy Protection Act (COPPA)",
    provision: "FTC Act Section 5(a); COPPA Rule",
    patterns: ["variable-rewards"],
    summary:
      "The FTC alleged that Genshin Impact's loot boxes, which hand out rare 'five-star' prizes at random, were marketed to children and teenagers while the odds of winning those prizes, and their real cost, were misrepresented and hidden behind layers of virtual currency. It also alleged that the company collected children's personal data without parental consent.",
    outcome: {
      money: [
        {
          amount: 20000000,
          currency: "USD",
          kind: "civil-penalty",
        },
      ],
      orders:
        "No loot box sales to under-16s without a parent's consent; disclose odds and exchange rates; let players buy with real money directly; delete data unlawfully collected from children.",
    },
    liabilityAdmitted: "not-stated",
    primarySource: {
      title:
        "Genshin Impact game developer will be banned from selling lootboxes to teens under 16 without parental consent",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/01/genshin-impact-game-developer-will-be-banned-selling-lootboxes-teens-under-16-without-parental",
    },
    TODO_status: "Settled by a stipulated court order.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-uber-one-2025",
    date: "2025-04-21",
    stage: "complaint-filed",
    authorities: ["ftc"],
    company: "Uber Technologies, Inc. (Uber One)",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Complaint in federal court in California",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleges that Uber signed people up for its Uber One subscription without their consent, advertised savings that left out the subscription's own cost and made canceling extremely hard, at times taking up to 23 screens and 32 actions. According to the complaint, some people were charged again while they waited for customer support to process their cancellation.",
    outcome: {
      money: [],
      orders: "",
    },
    primarySource: {
      title: "FTC takes action against Uber for deceptive billing and cancellation practices",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/04/ftc-takes-action-against-uber-deceptive-billing-cancellation-practices",
    },
    TODO_status: "Uber denies the allegations. Pending as far as the sources we checked show.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Court of Appeals for the Eighth Circuit
  {
    id: "ca8-negative-option-rule-2025",
    date: "2025-07-08",
    stage: "court-ruling",
    authorities: ["us-court-of-appeals-8th-circuit"],
    company: "Not a company: a challenge by industry petitioners to an FTC rule",
    instrument: "FTC Negative Option Rule, 2024 amendments ('click to cancel')",
    provision: "Petitions for review (No. 24-3137 and consolidated cases)",
    patterns: ["hard-to-cancel"],
    summary:
      "The court vacated the FTC's 2024 amendments to its Negative Option Rule, known as 'click to cancel', which would have required canceling a subscription to be as easy as signing up. It held that the FTC had skipped a required step of the rulemaking process, so the amendments never took effect.",
    outcome: {
      money: [],
      orders: "The 2024 amendments were vacated in full before they applied.",
    },
    primarySource: {
      title: "Opinion of the Eighth Circuit, No. 24-3137",
      url: "https://ecf.ca8.uscourts.gov/opndir/25/07/243137P.pdf",
    },
    TODO_status:
      "The 'click to cancel' amendments are not law. The 2010 Negative Option Rule, ROSCA and state auto-renewal laws still apply.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-match-2025",
    date: "2025-08-12",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Match Group, Inc. and Match Group, LLC (Match.com)",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Proposed court order, N.D. Texas",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that Match.com sold subscriptions with a 'six-month guarantee' whose onerous conditions were not clearly disclosed, made it difficult to cancel, and locked people out of paid accounts after they lost billing disputes. The complaint had been filed in September 2019.",
    outcome: {
      money: [
        {
          amount: 14000000,
          currency: "USD",
          kind: "redress",
        },
      ],
      orders: "Disclose guarantee terms, stop retaliating over billing disputes and simplify cancellation.",
    },
    liabilityAdmitted: "not-stated",
    primarySource: {
      title:
        "Match Group agrees to pay $14 million, permanently stop deceptive advertising, cancellation, and billing practices to resolve FTC charges",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/08/match-group-agrees-pay-14-million-permanently-stop-deceptive-advertising-cancellation-billing",
    },
    TODO_status: "Settled by a proposed order submitted to the court.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-la-fitness-2025",
    date: "2025-08-20",
    stage: "complaint-filed",
    authorities: ["ftc"],
    company: "Fitness International, LLC and Fitness & Sports Clubs, LLC (LA Fitness and other gym chains)",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Complaint in the US District Court for the Central District of California",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleges that members could join easily but, to cancel, had to print a form from a hard-to-reach part of the website and hand it to one particular manager during limited hours, or send it by certified mail. According to the complaint, the obstacles led to hundreds of millions of dollars in unwanted recurring charges.",
    outcome: {
      money: [],
      orders: "",
    },
    primarySource: {
      title: "FTC sues LA Fitness for making it difficult for consumers to cancel gym memberships",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/08/ftc-sues-la-fitness-making-it-difficult-consumers-cancel-gym-memberships",
    },
    TODO_status: "Pending as far as the sources we checked show.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission, with the attorneys general of seven states
  {
    id: "ftc-live-nation-ticketmaster-2025",
    date: "2025-09-18",
    stage: "complaint-filed",
    authorities: ["ftc"],
    company: "Live Nation Entertainment, Inc. and Ticketmaster LLC",
    instrument: "FTC Act; Better Online Ticket Sales (BOTS) Act; state consumer protection laws",
    provision: "Complaint in the US District Court for the Central District of California",
    patterns: ["hidden-costs"],
    summary:
      "The complaint alleges that Ticketmaster showed low ticket prices while people searched and picked seats, then added mandatory fees at checkout that could raise the price by 24 to 44 percent, a tactic its own staff allegedly called 'bait-and-switch'. It also alleges that Ticketmaster let brokers get around ticket limits and profited from the resale.",
    outcome: {
      money: [],
      orders: "",
    },
    primarySource: {
      title:
        "FTC sues Live Nation and Ticketmaster for engaging in illegal ticket resale tactics and deceiving artists and consumers",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/09/ftc-sues-live-nation-ticketmaster-engaging-illegal-ticket-resale-tactics-deceiving-artists-consumers",
    },
    TODO_status: "Pending as far as the sources we checked show.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: US Federal Trade Commission
  {
    id: "ftc-amazon-prime-2025",
    date: "2025-09-25",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Amazon.com, Inc.",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision:
      "FTC Act Section 5(a); ROSCA Section 4 (US District Court for the Western District of Washington)",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that Amazon used manipulative, coercive or deceptive designs to enroll people in Prime without their informed consent, and made canceling a four-page, six-click, fifteen-option process known inside the company as the 'Iliad'. Amazon settled a few days into the trial, two years after the complaint was filed in June 2023.",
    outcome: {
      money: [
        {
          amount: 1000000000,
          currency: "USD",
          kind: "civil-penalty",
        },
        {
          amount: 1500000000,
          currency: "USD",
          kind: "redress",
          note: "refunds to an estimated 35 million customers",
        },
      ],
      orders:
        "A clear button to decline Prime, an easy way to cancel and a third party to monitor compliance.",
    },
    liabilityAdmitted: "no",
    primarySource: {
      title: "FTC secures historic $2.5 billion settlement against Amazon",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/09/ftc-secures-historic-25-billion-settlement-against-amazon",
    },
    TODO_status: "Settled. Amazon did not admit wrongdoing.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
];
