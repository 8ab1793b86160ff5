import type { EnforcementRecordInput } from "./schema";

/**
 * The enforcement record: one entry per public action, checked against the authority's or court's own
 * page (docs/enforcement-sources.md logs how each was found and confirmed). Summaries are our own words
 * on what the authority said; a complaint or preliminary finding stays an allegation. Order does not
 * matter: content/enforcement.ts sorts newest first.
 */

const checkedOn = "2026-11-24";

export const recordData: EnforcementRecordInput[] = [
  {
    id: "ftc-abcmouse-2020",
    date: "2020-09-02",
    stage: "settlement",
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Age of Learning, Inc. (ABCmouse)",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "FTC Act Section 5(a); ROSCA Section 4",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that ABCmouse did not clearly tell parents that its memberships renewed automatically and made it difficult for them to cancel. According to the FTC, tens of thousands of people were renewed and charged without proper consent.",
    outcome: {
      money: [{ amount: 10_000_000, currency: "USD", kind: "redress" }],
      orders:
        "Disclose renewal terms before taking billing details, get informed consent for automatic billing and provide a simple way to cancel.",
    },
    liabilityAdmitted: "not-stated",
    status: "Settled. The FTC announced $9.7 million in refunds in April 2021.",
    checkedOn,
    primarySource: {
      title: "FTC case page: Age of Learning, Inc. (ABCmouse)",
      url: "https://www.ftc.gov/legal-library/browse/cases-proceedings/172-3186-age-learning-inc-abcmouse",
    },
  },
  {
    id: "cma-hotel-booking-2019",
    date: "2019-02-06",
    stage: "settlement",
    authority: "UK Competition and Markets Authority (CMA)",
    jurisdiction: "uk",
    company: "Expedia, Booking.com, Agoda, Hotels.com, ebookers and trivago",
    instrument: "UK consumer protection law",
    provision: "Formal commitments given to the CMA",
    patterns: ["fake-scarcity", "fake-urgency", "hidden-costs"],
    summary:
      "The CMA was concerned that the sites gave a false impression of how popular or available a hotel was, for example by saying other people were looking at the same hotel without making clear they might be searching for other dates, and by placing sold-out hotels in results to rush people into booking. It also found compulsory charges such as taxes and resort fees left out of the headline price.",
    outcome: {
      money: [],
      orders:
        "The six sites committed to stop pressure selling, show every compulsory charge in the headline price, make discount claims clearer and say when commission affects rankings, by September 1, 2019.",
    },
    liabilityAdmitted: "not-stated",
    status:
      "Commitments given voluntarily; the CMA said it would act against other sites that did not meet the same standards.",
    checkedOn,
    primarySource: {
      title: "Hotel booking sites to make major changes after CMA probe",
      url: "https://www.gov.uk/government/news/hotel-booking-sites-to-make-major-changes-after-cma-probe",
    },
  },
  {
    id: "cnil-google-cookies-2022",
    date: "2022-01-06",
    stage: "decision",
    authority: "CNIL (French data protection authority)",
    jurisdiction: "france",
    company: "Google LLC and Google Ireland Limited (google.fr, youtube.com)",
    instrument: "French Data Protection Act (loi Informatique et Libertés)",
    provision: "Article 82 (cookies and other trackers)",
    patterns: [],
    designNote: "Accepting cookies took one click; refusing them took several.",
    summary:
      "The CNIL found that google.fr and youtube.com offered a button to accept cookies at once but no equally simple way to refuse them: refusing took several clicks. It held that this imbalance pushes people toward accepting and so takes away their free choice.",
    outcome: {
      money: [
        {
          amount: 150_000_000,
          currency: "EUR",
          kind: "fine",
          note: "€90 million for Google LLC and €60 million for Google Ireland",
        },
      ],
      orders:
        "Give people in France a way to refuse cookies as simple as accepting them within three months, or pay €100,000 for each day of delay.",
    },
    status:
      "Decision of December 31, 2021, made public on January 6, 2022. We have not checked the outcome of any appeal.",
    checkedOn,
    primarySource: {
      title:
        "Cookies: la CNIL sanctionne Google à hauteur de 150 millions d'euros et Facebook à hauteur de 60 millions d'euros",
      url: "https://www.cnil.fr/fr/cookies-la-cnil-sanctionne-google-hauteur-de-150-millions-deuros-et-facebook-hauteur-de-60-millions",
    },
  },
  {
    id: "cnil-facebook-cookies-2022",
    date: "2022-01-06",
    stage: "decision",
    authority: "CNIL (French data protection authority)",
    jurisdiction: "france",
    company: "Facebook Ireland Limited (facebook.com)",
    instrument: "French Data Protection Act (loi Informatique et Libertés)",
    provision: "Article 82 (cookies and other trackers)",
    patterns: [],
    designNote: "Accepting cookies took one click; refusing them took several.",
    summary:
      "The CNIL found that facebook.com let people accept cookies with one click, while refusing them took several, which undermines free consent. It fined Facebook Ireland on the same day as Google for the same kind of imbalance.",
    outcome: {
      money: [{ amount: 60_000_000, currency: "EUR", kind: "fine" }],
      orders:
        "Give people in France a way to refuse cookies as simple as accepting them within three months, or pay €100,000 for each day of delay.",
    },
    status:
      "In July 2022 the CNIL found that Facebook had complied by adding a refusal button and closed the order.",
    checkedOn,
    primarySource: {
      title:
        "Cookies: la CNIL sanctionne Google à hauteur de 150 millions d'euros et Facebook à hauteur de 60 millions d'euros",
      url: "https://www.cnil.fr/fr/cookies-la-cnil-sanctionne-google-hauteur-de-150-millions-deuros-et-facebook-hauteur-de-60-millions",
    },
    secondarySources: [
      {
        title: "CNIL: Cookies, sanction de 60 millions d'euros à l'encontre de Facebook Ireland Limited",
        url: "https://www.cnil.fr/fr/cookies-sanction-de-60-millions-deuros-lencontre-de-facebook-ireland-limited",
      },
    ],
  },
  {
    id: "ftc-fashion-nova-2022",
    date: "2022-01-25",
    stage: "settlement",
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Fashion Nova, LLC",
    instrument: "FTC Act",
    provision: "Section 5(a) (deceptive practices)",
    patterns: ["social-validation"],
    summary:
      "The FTC alleged that Fashion Nova used a review tool that posted four- and five-star reviews automatically but held back lower-rated ones, so the ratings on its website looked better than what buyers had actually said. According to the FTC, from late 2015 until November 2019 the lower-rated reviews were never posted.",
    outcome: {
      money: [{ amount: 4_200_000, currency: "USD", kind: "redress" }],
      orders:
        "Post all customer reviews of products on sale, with narrow exceptions, and stop misrepresenting reviews and endorsements.",
    },
    liabilityAdmitted: "not-stated",
    status: "Final order approved in March 2022. Fashion Nova called the allegations inaccurate.",
    checkedOn,
    primarySource: {
      title:
        "Fashion Nova will pay $4.2 million as part of settlement of FTC allegations it blocked negative reviews",
      url: "https://www.ftc.gov/news-events/news/press-releases/2022/01/fashion-nova-will-pay-42-million-part-settlement-ftc-allegations-it-blocked-negative-reviews",
    },
  },
  {
    id: "accc-trivago-2022",
    date: "2022-04-22",
    stage: "court-ruling",
    authority: "Australian Competition and Consumer Commission (ACCC), Federal Court of Australia",
    jurisdiction: "australia",
    company: "Trivago N.V.",
    instrument: "Australian Consumer Law",
    provision: "Sections 18, 29 and 34",
    patterns: ["disguised-ads"],
    summary:
      "In a case brought by the ACCC, the Federal Court found that trivago told people its site would find them the cheapest hotel rates while its rankings favored booking sites that paid it the most per click. Higher-priced offers were shown as the top offer over cheaper ones in about two thirds of listings.",
    outcome: {
      money: [{ amount: 44_700_000, currency: "AUD", kind: "court-penalty" }],
      orders: "",
    },
    status: "The court found against trivago in January 2020 and ordered the penalty on April 22, 2022.",
    checkedOn,
    primarySource: {
      title: "Trivago to pay $44.7 million in penalties for misleading consumers over hotel room rates",
      url: "https://www.accc.gov.au/media-release/trivago-to-pay-447-million-in-penalties-for-misleading-consumers-over-hotel-room-rates",
    },
  },
  {
    id: "accc-google-location-2022",
    date: "2022-08-12",
    stage: "court-ruling",
    authority: "Australian Competition and Consumer Commission (ACCC), Federal Court of Australia",
    jurisdiction: "australia",
    company: "Google LLC",
    instrument: "Australian Consumer Law",
    provision: "Sections 18, 29 and 34",
    patterns: ["preselection"],
    summary:
      "The Federal Court found that in 2017 and 2018 Google misled some Android users by telling them that the Location History setting was the only one that decided whether it kept data about where they had been. Another setting, Web & App Activity, also collected location data and was switched on by default.",
    outcome: {
      money: [{ amount: 60_000_000, currency: "AUD", kind: "court-penalty" }],
      orders: "",
    },
    status:
      "Liability found in April 2021; the penalty, proposed jointly by the ACCC and Google, was ordered in August 2022.",
    checkedOn,
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
  },
  {
    id: "ftc-vonage-2022",
    date: "2022-11-03",
    stage: "settlement",
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Vonage",
    instrument: "Restore Online Shoppers' Confidence Act (ROSCA); FTC Act",
    provision: "ROSCA Section 4; FTC Act Section 5(a)",
    patterns: ["hard-to-cancel", "hidden-costs"],
    summary:
      "The FTC alleged that Vonage let people sign up online and by phone but made them cancel only by speaking to a retention agent, with the number hard to find, short opening hours and promised callbacks that never came. According to the complaint, people who got through were sometimes charged early termination fees they had not been told about, and some were billed after canceling.",
    outcome: {
      money: [{ amount: 100_000_000, currency: "USD", kind: "redress" }],
      orders:
        "Let customers cancel by the same method they used to sign up, stop using dark patterns in cancellation and get express consent before charging.",
    },
    liabilityAdmitted: "not-stated",
    status:
      "Court order entered in December 2022; the FTC sent nearly $100 million in refunds in October 2023.",
    checkedOn,
    primarySource: {
      title:
        "FTC action against Vonage results in $100 million to customers trapped by illegal dark patterns and junk fees",
      url: "https://www.ftc.gov/news-events/news/press-releases/2022/11/ftc-action-against-vonage-results-100-million-customers-trapped-illegal-dark-patterns-junk-fees-when-trying-cancel-service",
    },
  },
  {
    id: "ftc-epic-games-billing-2022",
    date: "2022-12-19",
    stage: "settlement",
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Epic Games, Inc. (Fortnite)",
    instrument: "FTC Act",
    provision: "Section 5 (unfair practices); administrative order",
    patterns: [],
    designNote:
      "Purchase buttons that charged with a single press, and purchases by children without a parent's consent.",
    summary:
      "The FTC alleged that Fortnite's counterintuitive and inconsistent button layout led players to be charged with a single press, for example while waking the game from sleep or previewing an item, and let children buy items without a parent's involvement. It also alleged that Epic locked the accounts of people who disputed unauthorized charges with their card company.",
    outcome: {
      money: [{ amount: 245_000_000, currency: "USD", kind: "redress" }],
      orders:
        "Get express informed consent before charging and stop locking accounts over disputed charges. A separate children's privacy (COPPA) order added a $275 million civil penalty.",
    },
    liabilityAdmitted: "no",
    status:
      "Final order in March 2023. The FTC began sending refunds in December 2024 (more than $72 million in the first round).",
    checkedOn,
    primarySource: {
      title:
        "$245 million FTC settlement alleges Fortnite owner Epic Games used digital dark patterns to charge players for unwanted in-game purchases",
      url: "https://www.ftc.gov/business-guidance/blog/2022/12/245-million-ftc-settlement-alleges-fortnite-owner-epic-games-used-digital-dark-patterns-charge",
    },
  },
  {
    id: "ftc-pch-2023",
    date: "2023-06-26",
    stage: "settlement",
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Publishers Clearing House LLC",
    instrument: "FTC Act; CAN-SPAM Act",
    provision: "FTC Act Section 5(a)",
    patterns: ["hidden-costs"],
    summary:
      "The FTC alleged that Publishers Clearing House used manipulative wording and page design to make people believe they had to buy something to enter its sweepstakes, or that buying would improve their chances. According to the complaint, it also added surprise shipping and handling fees that averaged more than 40 percent of the product price.",
    outcome: {
      money: [{ amount: 18_500_000, currency: "USD", kind: "redress" }],
      orders:
        "Separate sweepstakes entry from sales, say clearly that no purchase is needed and disclose the full price, shipping included.",
    },
    liabilityAdmitted: "no",
    status:
      "Settled by a proposed court order filed with the complaint; the company said it admitted no wrongdoing.",
    checkedOn,
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
  },
  {
    id: "states-meta-2023",
    date: "2023-10-24",
    stage: "complaint-filed",
    authority: "Attorneys general of 42 US states and territories (bipartisan coalition led by Colorado)",
    jurisdiction: "us-state",
    company: "Meta Platforms, Inc. (Instagram, Facebook)",
    instrument: "State consumer protection laws; Children's Online Privacy Protection Act (COPPA)",
    provision: "Joint federal complaint by 33 states (N.D. Cal.); separate suits in state courts",
    patterns: ["infinite-scroll", "social-validation"],
    summary:
      "The attorneys general allege that Meta knowingly designed features that keep children and teenagers on Instagram and Facebook compulsively, among them infinite scroll, 'likes' that invite social comparison and constant alerts, while telling the public the platforms were safe for young people. They also allege that Meta collected data from children under 13 without their parents' consent.",
    outcome: { money: [], orders: "" },
    status: "Pending in court as far as the sources we checked show.",
    checkedOn,
    primarySource: {
      title:
        "Bipartisan coalition of attorneys general file lawsuits against Meta for harming youth mental health through its social media platforms",
      url: "https://coag.gov/press-releases/bipartisan-coalition-of-attorneys-general-file-lawsuits-against-meta-for-harming-youth-mental-health-through-its-social-media-platforms/",
    },
    secondarySources: [
      {
        title: "Minnesota Attorney General: coalition lawsuits against Meta (October 24, 2023)",
        url: "https://www.ag.state.mn.us/Office/Communications/2023/10/24_Meta.asp",
      },
    ],
  },
  {
    id: "acm-epic-fortnite-2024",
    date: "2024-05-14",
    stage: "decision",
    authority: "Netherlands Authority for Consumers and Markets (ACM)",
    jurisdiction: "netherlands",
    company: "Epic Games International S.à r.l. (Fortnite)",
    instrument:
      "Dutch rules on unfair commercial practices (implementing the EU Unfair Commercial Practices Directive)",
    provision: "Direct exhortation to children to buy; misleading practices; professional diligence",
    patterns: ["fake-urgency"],
    summary:
      "The ACM found that Fortnite's Item Shop put children under pressure to buy, with ads such as 'Buy now' and 'Get it now' and with countdown timers on items that often stayed on sale after the timer ran out. It found that these design choices exploited children's vulnerability.",
    outcome: {
      money: [{ amount: 1_125_000, currency: "EUR", kind: "fine", note: "two fines of €562,500" }],
      orders:
        "A binding instruction to end the violations by June 10, 2024, for example by making availability clearer and giving under-18s longer to decide.",
    },
    status:
      "Epic objected and appealed. On January 14, 2026 the Rotterdam District Court upheld the ACM's fine.",
    checkedOn,
    primarySource: {
      title: "ACM imposes fine on Epic for unfair commercial practices aimed at children in Fortnite game",
      url: "https://www.acm.nl/en/publications/acm-imposes-fine-epic-unfair-commercial-practices-aimed-children-fortnite-game",
    },
  },
  {
    id: "ftc-adobe-2024",
    date: "2024-06-17",
    stage: "complaint-filed",
    authority: "US Federal Trade Commission (complaint filed by the Department of Justice)",
    jurisdiction: "us-federal",
    company: "Adobe Inc. and two of its executives",
    instrument: "Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Complaint in the US District Court for the Northern District of California",
    patterns: ["hard-to-cancel", "hidden-costs", "preselection"],
    summary:
      "The complaint alleges that Adobe steered people to its 'annual, paid monthly' plan, pre-selected as the default, while hiding in fine print or behind small icons an early termination fee of half the remaining payments. It also alleges that canceling online meant going through many pages, and that people canceling by phone or chat were dropped, transferred and met with resistance.",
    outcome: { money: [], orders: "" },
    status:
      "Adobe said it would fight the claims in court. We found no later outcome in the sources we checked.",
    checkedOn,
    primarySource: {
      title:
        "FTC takes action against Adobe and executives for hiding fees, preventing consumers from easily cancelling software subscriptions",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/06/ftc-takes-action-against-adobe-executives-hiding-fees-preventing-consumers-easily-cancelling",
    },
  },
  {
    id: "cma-wowcher-2024",
    date: "2024-07-19",
    stage: "settlement",
    authority: "UK Competition and Markets Authority (CMA)",
    jurisdiction: "uk",
    company: "Wowcher",
    instrument: "UK consumer protection law",
    provision: "Undertakings given to the CMA",
    patterns: ["fake-urgency", "fake-scarcity", "preselection"],
    summary:
      "The CMA was concerned that Wowcher's countdown timers and claims such as 'Running out!' and 'In high demand!' created a false sense of urgency, because most products stayed available at a similar price after the timer ended. It was also concerned that a pre-ticked box signed thousands of customers up to a paid 'VIP membership'.",
    outcome: {
      money: [
        {
          amount: 4_000_000,
          currency: "GBP",
          kind: "redress",
          note: "over £4 million in credit, convertible to cash, for about 870,000 customers",
        },
      ],
      orders:
        "Make only accurate claims about availability, remove the homepage countdown timer and stop signing people up to VIP membership with a pre-ticked box.",
    },
    liabilityAdmitted: "not-stated",
    status: "Undertakings given, which kept the case out of court; Wowcher reports to the CMA on compliance.",
    checkedOn,
    primarySource: {
      title: "CMA secures over £4 million in refunds for Wowcher customers",
      url: "https://www.gov.uk/government/news/cma-secures-over-4-million-in-refunds-for-wowcher-customers",
    },
  },
  {
    id: "ftc-care-com-2024",
    date: "2024-08-26",
    stage: "settlement",
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Care.com",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "FTC Act Section 5(a); ROSCA Section 4",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that Care.com overstated the number of jobs and the pay on offer to sell auto-renewing memberships, then frustrated people trying to cancel with deceptive design. According to the complaint, a 'Submit' button made people believe they had canceled, while a 'Cancel' button actually stopped the cancellation.",
    outcome: {
      money: [{ amount: 8_500_000, currency: "USD", kind: "redress" }],
      orders: "Provide a simple way to stop renewals and be able to back up job and earnings claims.",
    },
    liabilityAdmitted: "no",
    status: "Settled; the FTC later sent more than $8.1 million in refunds.",
    checkedOn,
    primarySource: {
      title:
        "FTC takes action against Care.com for deceiving caregivers about wages and availability of jobs on its site, impeding cancellation process",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/08/ftc-takes-action-against-carecom-deceiving-caregivers-about-wages-availability-jobs-its-site",
    },
  },
  {
    id: "ftc-rytr-2024",
    date: "2024-12-18",
    stage: "settlement",
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Rytr LLC",
    instrument: "FTC Act",
    provision: "Section 5 (unfair practices; means and instrumentalities of deception)",
    patterns: ["social-validation"],
    summary:
      "The FTC alleged that Rytr's AI writing tool let subscribers generate unlimited, detailed customer reviews containing specifics that had nothing to do with what the user typed in, so that its likely use was posting fake reviews. Its final order barred Rytr from selling any service for generating reviews or testimonials.",
    outcome: { money: [], orders: "A ban on selling review or testimonial generation services." },
    liabilityAdmitted: "not-stated",
    status:
      "Reversed: on December 22, 2025 the FTC set aside its own order, finding that the facts alleged did not violate Section 5.",
    checkedOn,
    primarySource: {
      title: "FTC approves final order against Rytr, seller of an AI testimonial and review service",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/12/ftc-approves-final-order-against-rytr-seller-ai-testimonial-review-service-providing-subscribers",
    },
  },
  {
    id: "ftc-hoyoverse-2025",
    date: "2025-01-17",
    stage: "settlement",
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Cognosphere, LLC (HoYoverse), maker of Genshin Impact",
    instrument: "FTC Act; Children's Online Privacy Protection Act (COPPA)",
    provision: "FTC Act Section 5(a); COPPA Rule",
    patterns: ["variable-rewards"],
    summary:
      "The FTC alleged that Genshin Impact's loot boxes, which hand out rare 'five-star' prizes at random, were marketed to children and teenagers while the odds of winning those prizes, and their real cost, were misrepresented and hidden behind layers of virtual currency. It also alleged that the company collected children's personal data without parental consent.",
    outcome: {
      money: [{ amount: 20_000_000, currency: "USD", kind: "civil-penalty" }],
      orders:
        "No loot box sales to under-16s without a parent's consent; disclose odds and exchange rates; let players buy with real money directly; delete data unlawfully collected from children.",
    },
    liabilityAdmitted: "not-stated",
    status: "Settled by a stipulated court order.",
    checkedOn,
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
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Uber Technologies, Inc. (Uber One)",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Complaint in federal court in California",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleges that Uber signed people up for its Uber One subscription without their consent, advertised savings that left out the subscription's own cost and made canceling extremely hard, at times taking up to 23 screens and 32 actions. According to the complaint, some people were charged again while they waited for customer support to process their cancellation.",
    outcome: { money: [], orders: "" },
    status: "Uber denies the allegations. Pending as far as the sources we checked show.",
    checkedOn,
    primarySource: {
      title: "FTC takes action against Uber for deceptive billing and cancellation practices",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/04/ftc-takes-action-against-uber-deceptive-billing-cancellation-practices",
    },
  },
  {
    id: "cpc-shein-2025",
    date: "2025-05-26",
    stage: "preliminary-findings",
    authority:
      "Consumer Protection Cooperation (CPC) Network and European Commission (authorities of Ireland, Belgium, France and the Netherlands)",
    jurisdiction: "eu",
    company: "SHEIN",
    instrument: "EU consumer protection law",
    provision: "Coordinated action of the CPC Network",
    patterns: ["fake-urgency"],
    summary:
      "The authorities allege that SHEIN used false deadlines to pressure people into buying and showed discounts that were not based on real earlier prices. They also named incomplete information on return rights, misleading sustainability claims and hidden contact details, and gave SHEIN one month to propose commitments.",
    outcome: { money: [], orders: "" },
    status: "Open: SHEIN was asked to propose commitments. We have not checked later steps.",
    checkedOn,
    primarySource: {
      title: "CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
      url: "https://www.ccpc.ie/business/?p=52096",
    },
  },
  {
    id: "ca8-negative-option-rule-2025",
    date: "2025-07-08",
    stage: "court-ruling",
    authority: "US Court of Appeals for the Eighth Circuit",
    jurisdiction: "us-federal",
    company: "Not a company: a challenge by industry petitioners to an FTC rule",
    instrument: "FTC Negative Option Rule, 2024 amendments ('click to cancel')",
    provision: "Petitions for review (No. 24-3137 and consolidated cases)",
    patterns: ["hard-to-cancel"],
    summary:
      "The court vacated the FTC's 2024 amendments to its Negative Option Rule, known as 'click to cancel', which would have required canceling a subscription to be as easy as signing up. It held that the FTC had skipped a required step of the rulemaking process, so the amendments never took effect.",
    outcome: { money: [], orders: "The 2024 amendments were vacated in full before they applied." },
    status:
      "The 'click to cancel' amendments are not law. The 2010 Negative Option Rule, ROSCA and state auto-renewal laws still apply.",
    checkedOn,
    primarySource: {
      title: "Opinion of the Eighth Circuit, No. 24-3137",
      url: "https://ecf.ca8.uscourts.gov/opndir/25/07/243137P.pdf",
    },
  },
  {
    id: "ftc-match-2025",
    date: "2025-08-12",
    stage: "settlement",
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Match Group, Inc. and Match Group, LLC (Match.com)",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Proposed court order, N.D. Texas",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that Match.com sold subscriptions with a 'six-month guarantee' whose onerous conditions were not clearly disclosed, made it difficult to cancel, and locked people out of paid accounts after they lost billing disputes. The complaint had been filed in September 2019.",
    outcome: {
      money: [{ amount: 14_000_000, currency: "USD", kind: "redress" }],
      orders: "Disclose guarantee terms, stop retaliating over billing disputes and simplify cancellation.",
    },
    liabilityAdmitted: "not-stated",
    status: "Settled by a proposed order submitted to the court.",
    checkedOn,
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
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Fitness International, LLC and Fitness & Sports Clubs, LLC (LA Fitness and other gym chains)",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision: "Complaint in the US District Court for the Central District of California",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleges that members could join easily but, to cancel, had to print a form from a hard-to-reach part of the website and hand it to one particular manager during limited hours, or send it by certified mail. According to the complaint, the obstacles led to hundreds of millions of dollars in unwanted recurring charges.",
    outcome: { money: [], orders: "" },
    status: "Pending as far as the sources we checked show.",
    checkedOn,
    primarySource: {
      title: "FTC sues LA Fitness for making it difficult for consumers to cancel gym memberships",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/08/ftc-sues-la-fitness-making-it-difficult-consumers-cancel-gym-memberships",
    },
  },
  {
    id: "cnil-google-gmail-2025",
    date: "2025-09-01",
    stage: "decision",
    authority: "CNIL (French data protection authority)",
    jurisdiction: "france",
    company: "Google LLC and Google Ireland Limited (Gmail, Google accounts)",
    instrument: "French Post and Electronic Communications Code; French Data Protection Act",
    provision: "Article L. 34-5 (consent to e-mail marketing); Article 82 (cookies)",
    patterns: ["disguised-ads"],
    summary:
      "The CNIL found that Gmail showed ads between the emails in its 'Promotions' and 'Social' tabs that took the form of real emails, without users' consent. It also found that people creating a Google account were steered toward cookies for personalized ads and not clearly told that using Google's services depended on accepting advertising cookies.",
    outcome: {
      money: [
        {
          amount: 325_000_000,
          currency: "EUR",
          kind: "fine",
          note: "€200 million for Google LLC and €125 million for Google Ireland",
        },
      ],
      orders: "End the practices within six months, under a daily penalty.",
    },
    status: "Decision SAN-2025-004. We have not checked whether it was appealed.",
    checkedOn,
    primarySource: {
      title:
        "Publicités insérées entre les courriels et cookies: la CNIL sanctionne Google d'une amende de 325 millions d'euros",
      url: "https://www.cnil.fr/fr/publicites-inserees-entre-les-courriels-et-cookies-la-cnil-sanctionne-google-dune-amende-de-325",
    },
  },
  {
    id: "ftc-live-nation-ticketmaster-2025",
    date: "2025-09-18",
    stage: "complaint-filed",
    authority: "US Federal Trade Commission, with the attorneys general of seven states",
    jurisdiction: "us-federal",
    company: "Live Nation Entertainment, Inc. and Ticketmaster LLC",
    instrument: "FTC Act; Better Online Ticket Sales (BOTS) Act; state consumer protection laws",
    provision: "Complaint in the US District Court for the Central District of California",
    patterns: ["hidden-costs"],
    summary:
      "The complaint alleges that Ticketmaster showed low ticket prices while people searched and picked seats, then added mandatory fees at checkout that could raise the price by 24 to 44 percent, a tactic its own staff allegedly called 'bait-and-switch'. It also alleges that Ticketmaster let brokers get around ticket limits and profited from the resale.",
    outcome: { money: [], orders: "" },
    status: "Pending as far as the sources we checked show.",
    checkedOn,
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
    authority: "US Federal Trade Commission",
    jurisdiction: "us-federal",
    company: "Amazon.com, Inc.",
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA)",
    provision:
      "FTC Act Section 5(a); ROSCA Section 4 (US District Court for the Western District of Washington)",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that Amazon used manipulative, coercive or deceptive designs to enroll people in Prime without their informed consent, and made canceling a four-page, six-click, fifteen-option process known inside the company as the 'Iliad'. Amazon settled a few days into the trial, two years after the complaint was filed in June 2023.",
    outcome: {
      money: [
        { amount: 1_000_000_000, currency: "USD", kind: "civil-penalty" },
        {
          amount: 1_500_000_000,
          currency: "USD",
          kind: "redress",
          note: "refunds to an estimated 35 million customers",
        },
      ],
      orders:
        "A clear button to decline Prime, an easy way to cancel and a third party to monitor compliance.",
    },
    liabilityAdmitted: "no",
    status: "Settled. Amazon did not admit wrongdoing.",
    checkedOn,
    primarySource: {
      title: "FTC secures historic $2.5 billion settlement against Amazon",
      url: "https://www.ftc.gov/news-events/news/press-releases/2025/09/ftc-secures-historic-25-billion-settlement-against-amazon",
    },
  },
  {
    id: "accc-microsoft-2025",
    date: "2025-10-27",
    stage: "complaint-filed",
    authority: "Australian Competition and Consumer Commission (ACCC)",
    jurisdiction: "australia",
    company: "Microsoft Australia Pty Ltd and Microsoft Corporation",
    instrument: "Australian Consumer Law",
    provision: "Proceedings in the Federal Court of Australia (misleading or deceptive conduct)",
    patterns: [],
    designNote: "A cheaper plan revealed only after a subscriber started to cancel.",
    summary:
      "The ACCC alleges that Microsoft told about 2.7 million Australian subscribers with automatic renewal that they had to accept Copilot and a higher price, 45 percent more for the Personal plan, or cancel. According to the ACCC, a third option, the cheaper 'Classic' plan without Copilot, was only revealed once people started to cancel.",
    outcome: { money: [], orders: "" },
    status: "Pending in the Federal Court as far as the sources we checked show.",
    checkedOn,
    primarySource: {
      title:
        "Microsoft in court for allegedly misleading millions of Australians over Microsoft 365 subscriptions",
      url: "https://www.accc.gov.au/media-release/microsoft-in-court-for-allegedly-misleading-millions-of-australians-over-microsoft-365-subscriptions",
    },
  },
  {
    id: "ec-x-dsa-2025",
    date: "2025-12-05",
    stage: "decision",
    authority: "European Commission",
    jurisdiction: "eu",
    company: "X",
    instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
    provision:
      "Article 25(1) (deceptive design of the blue checkmark); advertising repository and researchers' data access",
    patterns: [],
    designNote: "A paid 'verified' checkmark that anyone could buy, suggesting an account had been checked.",
    summary:
      "The Commission found that X's blue checkmark deceives users: it looks like verification, but anyone can pay for it without X checking who is behind the account, which exposes users to scams and impersonation. It was the first non-compliance decision under the Digital Services Act.",
    outcome: {
      money: [
        {
          amount: 120_000_000,
          currency: "EUR",
          kind: "fine",
          note: "€45 million of it for the blue checkmark; the rest for the ad repository and researchers' access to data",
        },
      ],
      orders:
        "X must tell the Commission how it will end the breaches; further penalties are possible if it does not.",
    },
    status: "Decision adopted. Other DSA proceedings against X remain open.",
    checkedOn,
    primarySource: {
      title: "Commission fines X €120 million under the Digital Services Act",
      url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_25_2934",
    },
  },
  {
    id: "ky-character-ai-2026",
    date: "2026-01-08",
    stage: "complaint-filed",
    authority: "Kentucky Attorney General",
    jurisdiction: "us-state",
    company: "Character Technologies, Inc. (Character.AI) and its founders",
    instrument: "Kentucky Consumer Protection Act; Kentucky Consumer Data Protection Act",
    provision: "Complaint in Kentucky state court",
    patterns: ["ai-companion-attachment"],
    summary:
      "The attorney general alleges that Character.AI's chatbots prey on children's inability to tell real from artificial 'friends', drawing them into sharing their most private thoughts and emotions and then manipulating them, including with content encouraging self-harm. The complaint also alleges that the company presented the platform as safe and collected children's data without parental consent.",
    outcome: { money: [], orders: "" },
    status: "Pending as far as the sources we checked show.",
    checkedOn,
    primarySource: {
      title: "AG Coleman sues AI chatbot company for preying on children",
      url: "https://www.kentucky.gov/Pages/Activity-stream.aspx?n=AttorneyGeneral&prId=1857",
    },
  },
  {
    id: "ec-tiktok-addictive-design-2026",
    date: "2026-02-06",
    stage: "preliminary-findings",
    authority: "European Commission",
    jurisdiction: "eu",
    company: "TikTok",
    instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
    provision: "Risk assessment and mitigation by very large online platforms (Articles 34 and 35)",
    patterns: ["infinite-scroll", "autoplay", "variable-rewards"],
    summary:
      "In its preliminary view, the Commission found that TikTok had not properly assessed or reduced the risks of its addictive design, including infinite scroll, autoplay, push notifications and a highly personalized feed that keeps 'rewarding' users with new content. It said TikTok may need to change the basic design of its service, for example by disabling infinite scroll and adding effective screen-time breaks.",
    outcome: { money: [], orders: "" },
    status:
      "TikTok, which called the findings false, can reply; no final decision as far as the sources we checked show.",
    checkedOn,
    primarySource: {
      title: "Commission preliminarily finds TikTok's addictive design in breach of the Digital Services Act",
      url: "https://digital-strategy.ec.europa.eu/en/news/commission-preliminarily-finds-tiktoks-addictive-design-breach-digital-services-act",
    },
  },
  {
    id: "cma-emma-sleep-2026",
    date: "2026-05-22",
    stage: "settlement",
    authority: "UK Competition and Markets Authority (CMA), High Court",
    jurisdiction: "uk",
    company: "Emma Sleep",
    instrument: "UK consumer protection law (the CMA's powers before the DMCC Act)",
    provision: "Court-endorsed undertakings",
    patterns: ["fake-urgency"],
    summary:
      "The CMA said Emma Sleep used countdown timers that restarted when the page was refreshed or the time ran out, together with false 'high demand' messages and discount claims, to rush people into buying. Emma Sleep admitted breaking consumer law, and the High Court confirmed the settlement on May 22, 2026.",
    outcome: {
      money: [],
      orders:
        "Binding undertakings to stop the practices, no 'limited time' deals when similar deals follow, and compliance monitoring with reports to the CMA.",
    },
    liabilityAdmitted: "yes",
    status: "Settled in part; a separate dispute over Emma's 'was' and 'now' prices was left for trial.",
    checkedOn,
    primarySource: {
      title: "Court endorses CMA action as Emma Sleep agrees to change sales practices",
      url: "https://www.gov.uk/government/news/court-endorses-cma-action-as-emma-sleep-agrees-to-change-sales-practices",
    },
  },
];
