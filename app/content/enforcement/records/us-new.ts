import type { EnforcementRecordInput } from "../schema";

/** New US records (issue 33), federal and state, added on 2026-11-25; each passage's source is in `evidence`. */
export const usNewRecords: EnforcementRecordInput[] = [
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
      "The proposed order needed a judge's approval; a report updated in February 2026 still described it as pending, and we have not found the court's decision or any refunds.",
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
          'According to the FTC, Instacart misled consumers by advertising "free delivery" on first orders while still imposing mandatory service fees that added up to 15% of the order cost. These fees were not clearly disclosed, undermining the company\'s claims of free delivery.',
        source: {
          title:
            "RTTNews via finanzen.at: Instacart to pay $60 mln in refunds following FTC settlement (19 December 2025)",
          url: "https://www.finanzen.at/nachrichten/aktien/instacart-to-pay-$60-mln-in-refunds-following-ftc-settlement-over-deceptive-practices-1035659047",
        },
      },
      {
        quote:
          "To be clear, though: We flatly deny any allegations of wrongdoing by the agency, and we believe the foundation of the FTC’s inquiry was fundamentally flawed.",
        source: {
          title: "KRIS 6 News: Why Instacart is expected to send $60 million in refunds to customers",
          url: "https://www.kristv.com/business/company-news/why-instacart-is-expected-to-send-60-million-in-refunds-to-customers",
        },
      },
      {
        quote:
          "The proposed order for the $60 million judgment is pending approval from a district court judge.",
        source: {
          title: "ClaimDepot: Instacart Customer $60M FTC Settlement (updated 6 February 2026)",
          url: "https://www.claimdepot.com/settlements/ftc-instacart-refund-settlement",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
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
    checkedOn: "2026-11-25",
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
  {
    id: "cppa-todd-snyder-2025",
    date: "2025-05-06",
    stage: "settlement",
    authorities: ["california-privacy-protection-agency"],
    company: "Todd Snyder, Inc.",
    keywords: ["Todd Snyder"],
    instrument: "California Consumer Privacy Act (CCPA) and its regulations",
    provision: "Stipulated order of the CPPA Board",
    patterns: [],
    designNote:
      "Alleged: a cookie opt-out banner that disappeared as soon as it appeared, and a request form that demanded a photo of the person holding an identity document even to opt out.",
    summary:
      "The CPPA alleged that for 40 days in late 2023 the consent banner on Todd Snyder's website vanished as soon as people opened it, so they could not opt out of tracking, and that the site did not honor Global Privacy Control signals. It also alleged that the retailer made people submit more information than needed, including a photo with an identity document, to exercise their privacy rights.",
    outcome: {
      money: [{ amount: 345_178, currency: "USD", kind: "fine" }],
      orders:
        "Properly configure its tools for submitting and managing opt-out preferences and train its staff on the CCPA.",
    },
    liabilityAdmitted: "not-stated",
    events: [
      {
        date: "2025-05-06",
        kind: "settlement",
        text: "The CPPA announced the Board's order requiring Todd Snyder to pay a $345,178 fine and change its practices.",
        source: {
          title: "California Privacy Protection Agency announcement, 6 May 2025 (Todd Snyder, Inc.)",
          url: "https://cppa.ca.gov/announcements/2025/20250506.html",
        },
      },
    ],
    evidence: [
      {
        quote:
          "On May 6, 2025, the California Privacy Protection Agency (CPPA) announced an enforcement action against clothing designer Todd Snyder, Inc. to pay a fine of USD 345,178 and adopt new practices to resolve violations of the California Consumer Privacy Act (CCPA).",
        source: {
          title:
            "Global Compliance News (Baker McKenzie): Retailer fined for cookie consent misconfigurations and excessive opt-out hurdles",
          url: "https://www.globalcompliancenews.com/2025/05/28/https-insightplus-bakermckenzie-com-bm-consumer-goods-retail_1-united-states-retailer-fined-for-cookie-consent-misconfigurations-and-excessive-opt-out-hurdles_05162025",
        },
      },
      {
        quote:
          "Specifically, for 40 days in late 2023, when consumers clicked on the “Cookie Preference Center” link, a consent banner appeared on the side of the screen but immediately disappeared, thus rendering it impossible for consumers to submit opt-out requests.",
        source: {
          title:
            "Maynard Nexsen: CPPA Enforcement Action Against Retailer for Failing to Monitor Cookie Consent (9 May 2025)",
          url: "https://www.maynardnexsen.com/publication-cppa-enforcement-action-against-retailer-for-failing-to-monitor-cookie-consent-and-requiring-excessive-verification-information-for-opt-out-requests",
        },
      },
      {
        quote:
          "On top of the financial penalty, the company has also agreed to properly configure its mechanisms for submitting and managing opt–out preferences and provide CCPA compliance training for its employees.",
        source: {
          title: "CompliancePoint: Clothing Retailer Fined for CCPA Violations",
          url: "https://www.compliancepoint.com/privacy/clothing-retailer-fined-for-ccpa-violations",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
    primarySource: {
      title: "California Privacy Protection Agency announcement, 6 May 2025 (Todd Snyder, Inc.)",
      url: "https://cppa.ca.gov/announcements/2025/20250506.html",
    },
    secondarySources: [
      {
        title: "Inside Privacy (Covington) via LexBlog: Todd Snyder Settles CPPA Allegations",
        url: "https://www.lexblog.com/2025/05/09/clothing-retailer-todd-snyder-inc-settles-cppa-allegations-regarding-california-consumer-privacy-act-violations/",
      },
    ],
  },
  {
    id: "ftc-invitation-homes-2024",
    date: "2024-09",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Invitation Homes Inc.",
    keywords: ["Invitation Homes"],
    instrument: "FTC Act",
    provision:
      "Section 5(a); complaint and proposed order in the US District Court for the Northern District of Georgia",
    patterns: ["hidden-costs"],
    summary:
      "The FTC alleged that Invitation Homes advertised monthly rents that left out mandatory fees, for services such as smart-home technology and utility management, that could add more than $1,700 a year and that renters often learned of only when they received or signed their lease. It also alleged that the landlord unfairly withheld security deposits and used unfair eviction practices during the pandemic.",
    outcome: {
      money: [{ amount: 48_000_000, currency: "USD", kind: "redress", note: "To compensate renters" }],
      orders:
        "Clearly disclose its leasing prices, set up fair procedures for refunding security deposits and stop the other practices the FTC challenged.",
    },
    liabilityAdmitted: "no",
    statusNote:
      "The FTC's release and news reports of the day date the settlement 24 September 2024, but the passage we hold gives only the month; likewise the refunds were announced in March 2026 (reports give 10 and 11 March).",
    events: [
      {
        date: "2024-09",
        kind: "settlement",
        text: "The FTC filed its complaint with a proposed order under which Invitation Homes turns over $48 million for renters; the company said the agreement contains no admission of wrongdoing.",
        source: {
          title:
            "FTC Takes Action Against Invitation Homes for Deceiving Renters, Charging Junk Fees, Withholding Security Deposits",
          url: "https://www.ftc.gov/news-events/news/press-releases/2024/09/ftc-takes-action-against-invitation-homes-deceiving-renters-charging-junk-fees-withholding-security",
        },
      },
      {
        date: "2026-03",
        kind: "refunds-paid",
        text: "The FTC began sending checks totaling more than $47.2 million to 444,131 renters.",
        source: {
          title:
            "FTC Sends Checks Totaling More than $47.2 Million to Consumers Deceived by Invitation Homes' Undisclosed Fees and Other Unlawful Charges (reprint at EIN Presswire)",
          url: "https://www.einpresswire.com/article/898780964/ftc-sends-checks-totaling-more-than-47-2-million-to-consumers-deceived-by-invitation-homes-undisclosed-fees-and-other-unlawful-charges",
        },
      },
    ],
    evidence: [
      {
        quote:
          "In September 2024, the FTC sued Invitation Homes alleging an array of unlawful actions against consumers including deceiving applicants about lease costs, charging renters undisclosed fees, failing to inspect homes before residents moved in, and unfairly withholding tenants’ security deposits when they moved out.",
        source: {
          title:
            "FTC Sends Checks Totaling More than $47.2 Million to Consumers Deceived by Invitation Homes (reprint at EIN Presswire)",
          url: "https://www.einpresswire.com/article/898780964/ftc-sends-checks-totaling-more-than-47-2-million-to-consumers-deceived-by-invitation-homes-undisclosed-fees-and-other-unlawful-charges",
        },
      },
      {
        quote:
          "In settling the FTC’s complaint, the company agreed to an order requiring it to turn over $48 million to be used to compensate consumers harmed by its actions.",
        source: {
          title:
            "FTC Sends Checks Totaling More than $47.2 Million to Consumers Deceived by Invitation Homes (reprint at EIN Presswire)",
          url: "https://www.einpresswire.com/article/898780964/ftc-sends-checks-totaling-more-than-47-2-million-to-consumers-deceived-by-invitation-homes-undisclosed-fees-and-other-unlawful-charges",
        },
      },
      {
        quote: "The FTC is sending checks to 444,131 affected consumers.",
        source: {
          title:
            "FTC Sends Checks Totaling More than $47.2 Million to Consumers Deceived by Invitation Homes (reprint at EIN Presswire)",
          url: "https://www.einpresswire.com/article/898780964/ftc-sends-checks-totaling-more-than-47-2-million-to-consumers-deceived-by-invitation-homes-undisclosed-fees-and-other-unlawful-charges",
        },
      },
      {
        quote:
          "As these refunds are processed in mid-March 2026, Invitation Homes (NYSE: INVH) is navigating a complex financial landscape.",
        source: {
          title: "WSNext: Corporate Landlord Invitation Homes to Refund $47 Million Over Hidden Fees",
          url: "https://wsnext.com/69bf4e4-Invitation-Homes-Hidden-fees",
        },
      },
      {
        quote:
          "Invitation Homes said in a statement that the agreement “does not contain any admission of wrongdoing.”",
        source: {
          title: "Newsday Express: Dallas-based Invitation Homes agrees to pay $48 million",
          url: "https://newsdayexpress.com/dallas-based-invitation-homes-agrees-to-pay-48-million-for-illegal-practices-against-renters/",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
    primarySource: {
      title:
        "FTC Takes Action Against Invitation Homes for Deceiving Renters, Charging Junk Fees, Withholding Security Deposits",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/09/ftc-takes-action-against-invitation-homes-deceiving-renters-charging-junk-fees-withholding-security",
    },
    secondarySources: [
      {
        title: "HousingWire: Invitation Homes to pay $48M in FTC settlement",
        url: "https://housingwire.com/articles/invitation-homes-ftc-unfair-rental-practices-48m",
      },
    ],
  },
  {
    id: "ftc-cerebral-2024",
    date: "2024-04-15",
    stage: "settlement",
    authorities: ["ftc", "us-doj"],
    company: "Cerebral, Inc.",
    keywords: ["Cerebral"],
    instrument:
      "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA); Opioid Addiction Recovery Fraud Prevention Act of 2018",
    provision:
      "Complaint and proposed stipulated order filed by the Department of Justice on the FTC's referral, US District Court for the Southern District of Florida",
    patterns: ["hard-to-cancel"],
    summary:
      "The FTC alleged that Cerebral promised easy cancellation of its mental health subscriptions but made people go through a cumbersome, multi-step process and kept charging them while it slow-walked their requests. It also alleged that the telehealth firm shared sensitive health data of nearly 3.2 million people with third parties for advertising and failed to protect it.",
    outcome: {
      money: [
        {
          amount: 5_100_000,
          currency: "USD",
          kind: "redress",
          note: "Nearly $5.1 million for partial refunds to people hurt by the cancellation practices",
        },
        {
          amount: 2_000_000,
          currency: "USD",
          kind: "civil-penalty",
          note: "A $10 million civil penalty, suspended after a $2 million payment because Cerebral could not pay the full amount",
        },
      ],
      orders:
        "Provide a simple way to cancel, stop using or disclosing health information for most advertising purposes and put in place a data security program.",
    },
    liabilityAdmitted: "not-stated",
    statusNote:
      "The order needed a court's approval, and the case against Cerebral's former chief executive continued. Reports say the FTC later sent more than $5 million in refunds to 40,249 people; we have not confirmed the date.",
    events: [
      {
        date: "2024-04-15",
        kind: "settlement",
        text: "The FTC announced the complaint and a proposed order under which Cerebral pays more than $7 million and must offer a simple way to cancel.",
        source: {
          title:
            "Proposed FTC Order Will Prohibit Telehealth Firm Cerebral from Using or Disclosing Sensitive Data for Most Advertising Purposes",
          url: "https://www.ftc.gov/news-events/news/press-releases/2024/04/proposed-ftc-order-will-prohibit-telehealth-firm-cerebral-using-or-disclosing-sensitive-data",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Under the proposed order, filed by the Department of Justice upon notification and referral from the FTC, Cerebral will also be required to pay more than $7 million over charges that it disclosed consumers’ sensitive personal health information and other sensitive data to third parties for advertising purposes and failed to honor its easy cancellation promises.",
        source: {
          title:
            "Proposed FTC Order Will Prohibit Telehealth Firm Cerebral from Using or Disclosing Sensitive Data for Most Advertising Purposes",
          url: "https://www.ftc.gov/news-events/news/press-releases/2024/04/proposed-ftc-order-will-prohibit-telehealth-firm-cerebral-using-or-disclosing-sensitive-data",
        },
      },
      {
        quote:
          "On April 15, 2024, the Federal Trade Commission (FTC) announced that it had issued a proposed order prohibiting Cerebral, Inc. from using or disclosing sensitive customer data for advertising purposes and failed to honor its easy cancellation promises in violation of the Federal Trade Commission Act (the FTC Act).",
        source: {
          title:
            "DataGuidance: FTC orders Cerebral to pay $7.1M for improper use of sensitive data for advertising",
          url: "https://www.dataguidance.com/news/usa-ftc-orders-cerebral-pay-71m-improper-use-sensitive",
        },
      },
      {
        quote:
          "If the settlement is approved by the U.S. District Court for Southern Florida, the firm will have to pay $5.1 million in partial refunds to clients, plus a $2 million penalty.",
        source: {
          title:
            "Insurance Journal: Cerebral Inc. to Pay $7M for Data Exposure, Non-Cancels on Counseling Subscriptions (17 April 2024)",
          url: "https://www.insurancejournal.com/news/southeast/2024/04/17/770198.htm",
        },
      },
      {
        quote:
          "According to the FTC, Cerebral implemented a cumbersome, multi-step process for consumers attempting to cancel their subscriptions.",
        source: {
          title: "MyChesCo: FTC refunds to Cerebral customers",
          url: "https://www.mychesco.com/?p=616398",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
    primarySource: {
      title:
        "Proposed FTC Order Will Prohibit Telehealth Firm Cerebral from Using or Disclosing Sensitive Data for Most Advertising Purposes",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/04/proposed-ftc-order-will-prohibit-telehealth-firm-cerebral-using-or-disclosing-sensitive-data",
    },
    secondarySources: [
      {
        title: "Becker's Hospital Review: FTC slaps Cerebral with $7M fine",
        url: "https://beckershospitalreview.com/telehealth/ftc-slaps-cerebral-with-7m-fine-for-privacy-violations.html",
      },
    ],
  },
  {
    id: "ftc-credit-karma-2022",
    date: "2022-09-01",
    stage: "settlement",
    authorities: ["ftc"],
    company: "Credit Karma, LLC",
    keywords: ["Credit Karma"],
    instrument: "FTC Act",
    provision: "Section 5(a) (deceptive practices); administrative consent order",
    patterns: [],
    designNote:
      "Alleged: credit offers labeled 'pre-approved' or with '90% odds' of approval that many people were then refused, wording that, according to the FTC, the company's own A/B tests showed drew more clicks.",
    summary:
      "The FTC alleged that from February 2018 to April 2021 Credit Karma told many members they were 'pre-approved' for credit cards, although almost a third of those who applied for some of these offers were turned down, and that it buried disclaimers or claimed '90% odds' of approval. According to the FTC, these dark patterns cost people time and exposed them to hard credit checks that could lower their scores.",
    outcome: {
      money: [
        {
          amount: 3_000_000,
          currency: "USD",
          kind: "redress",
          note: "For consumers who applied for the offers",
        },
      ],
      orders:
        "Stop misrepresenting whether consumers are pre-approved or how likely they are to be approved, and keep records of its behavioral research and A/B tests.",
    },
    liabilityAdmitted: "no",
    statusNote:
      "Reports say the FTC later paid about $2.5 million to some 51,000 people who filed claims by 4 March 2024; we have not confirmed the payment date.",
    events: [
      {
        date: "2022-09-01",
        kind: "settlement",
        text: "The FTC announced its complaint and a proposed consent order requiring Credit Karma to pay $3 million; the company said it disagreed with the allegations.",
        source: {
          title:
            "FTC Takes Action to Stop Credit Karma From Tricking Consumers With Allegedly False 'Pre-Approved' Credit Offers",
          url: "https://www.ftc.gov/news-events/news/press-releases/2022/09/ftc-takes-action-stop-credit-karma-tricking-consumers-allegedly-false-pre-approved-credit-offers",
        },
      },
      {
        date: "2023-01-23",
        kind: "order-entered",
        text: "After public comment, the FTC approved the final order.",
        source: {
          title:
            "FTC Finalizes Order Requiring Credit Karma to Pay $3 Million and Halt Deceptive 'Pre-Approved' Claims",
          url: "https://www.ftc.gov/news-events/news/press-releases/2023/01/ftc-finalizes-order-requiring-credit-karma-pay-3-million-halt-deceptive-pre-approved-claims",
        },
      },
    ],
    evidence: [
      {
        quote: "On Sept. 1, 2022, the FTC originally charged Credit Karma with deceiving consumers:",
        source: {
          title:
            "NewsBreak (Mark Hake): If you applied to Credit Karma and were turned down, you might get a refund",
          url: "https://original.newsbreak.com/@mark-hake-1587739/2906500116406-if-you-applied-to-credit-karma-and-were-turned-down-you-might-get-a-refund-according-to-the-ftc",
        },
      },
      {
        quote:
          "On January 23, 2023, the Federal Trade Commission (FTC) finalized an order that will require Credit Karma to pay out $3 million to consumers.",
        source: {
          title:
            "NewsBreak (Mark Hake): If you applied to Credit Karma and were turned down, you might get a refund",
          url: "https://original.newsbreak.com/@mark-hake-1587739/2906500116406-if-you-applied-to-credit-karma-and-were-turned-down-you-might-get-a-refund-according-to-the-ftc",
        },
      },
      {
        quote:
          "According to the FTC, between February 2018 and April 2021, Credit Karma used “dark patterns” to tell consumers they were pre-approved for credit cards they didn’t qualify for.",
        source: {
          title:
            "SILive: Credit Karma ordered to pay $3M to consumers tricked by pre-approval offers (7 September 2022)",
          url: "https://www.silive.com/news/2022/09/credit-karma-ordered-to-pay-3m-to-consumers-tricked-by-pre-approval-offers.html",
        },
      },
      {
        quote: "We fundamentally disagree with the allegations the FTC makes in their complaint.",
        source: {
          title: "PYMNTS: FTC Finalizes Consent Order Requiring Credit Karma to Pay $3M",
          url: "https://pymnts.com/news/regulation/2023/ftc-finalizes-consent-order-requiring-credit-karma-pay-3-million-dollars",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
    primarySource: {
      title:
        "FTC Takes Action to Stop Credit Karma From Tricking Consumers With Allegedly False 'Pre-Approved' Credit Offers",
      url: "https://www.ftc.gov/news-events/news/press-releases/2022/09/ftc-takes-action-stop-credit-karma-tricking-consumers-allegedly-false-pre-approved-credit-offers",
    },
    secondarySources: [
      {
        title:
          "FTC Finalizes Order Requiring Credit Karma to Pay $3 Million and Halt Deceptive 'Pre-Approved' Claims",
        url: "https://www.ftc.gov/news-events/news/press-releases/2023/01/ftc-finalizes-order-requiring-credit-karma-pay-3-million-halt-deceptive-pre-approved-claims",
      },
    ],
  },
  {
    id: "ftc-doxo-2024",
    date: "2024-04",
    stage: "complaint-filed",
    authorities: ["ftc"],
    company: "Doxo, Inc. and its co-founders Steve Shivers and Roger Parks",
    keywords: ["Doxo"],
    instrument: "FTC Act; Restore Online Shoppers' Confidence Act (ROSCA); Gramm-Leach-Bliley Act",
    provision:
      "Complaint in the US District Court for the Western District of Washington (No. 2:24-cv-00569)",
    patterns: ["hidden-costs"],
    designNote:
      "Alleged: search ads and landing pages styled to look like the biller's own payment channel, with Doxo's fee shown only at the last step in gray fine print.",
    summary:
      "The FTC alleges that the bill payment company Doxo bought search ads and built landing pages that led people to believe they were paying their biller directly, using the biller's name, contact details and sometimes its logo. It also alleges that Doxo added a fee to the final payment amount that appeared only at the last step in faint gray fine print, and signed people up for a recurring subscription by deceptive means.",
    outcome: {
      money: [],
      orders: "",
    },
    statusNote:
      "Doxo denies the allegations. A trade report of 31 March 2025 says the court denied Doxo's motion to dismiss on 21 March, and a later report says the FTC moved for summary judgment seeking about $130 million; we have not found a decision on the merits.",
    events: [
      {
        date: "2024-04",
        kind: "complaint-filed",
        text: "The FTC sued Doxo and its two co-founders in federal court in Seattle.",
        source: {
          title:
            "FTC Takes Action Against Bill Payment Company Doxo for Misleading Consumers, Tacking on Millions in Junk Fees",
          url: "https://www.ftc.gov/news-events/news/press-releases/2024/04/ftc-takes-action-against-bill-payment-company-doxo-misleading-consumers-tacking-millions-junk-fees",
        },
      },
    ],
    evidence: [
      {
        quote: "The dispute stems from a lawsuit first filed by the FTC in April 2024.",
        source: {
          title:
            "USA Herald: FTC Seeks $130 Million Judgment Against Doxo as Online Bill Pay Deception Case Escalates",
          url: "https://usaherald.com/?p=82775",
        },
      },
      {
        quote:
          "When consumers provide their billing details, the complaint alleges, doxo tacks an extra fee onto the “final payment amount” and displays that fee only at the final payment step, in “greyed-out fine print,” the release said.",
        source: {
          title: "PYMNTS: FTC Files Complaint Against doxo Alleging Misleading Ads",
          url: "https://pymnts.com/news/regulation/2024/ftc-files-complaint-against-doxo-alleging-misleading-ads",
        },
      },
      {
        quote:
          "On March 21, a federal judge in Washington state denied Doxo Inc.’s motion to dismiss a complaint brought by the Federal Trade Commission (FTC) regarding Doxo’s alleged deceptive advertising practices.",
        source: {
          title:
            "Credit and Collection News: FTC Lawsuit Against Online Bill Pay Platform To Proceed (31 March 2025)",
          url: "https://creditandcollectionnews.com/ftc-lawsuit-against-online-bill-pay-platform-to-proceed",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
    primarySource: {
      title:
        "FTC Takes Action Against Bill Payment Company Doxo for Misleading Consumers, Tacking on Millions in Junk Fees",
      url: "https://www.ftc.gov/news-events/news/press-releases/2024/04/ftc-takes-action-against-bill-payment-company-doxo-misleading-consumers-tacking-millions-junk-fees",
    },
    secondarySources: [
      {
        title: "GeekWire: Doxo fires back at FTC lawsuit",
        url: "https://geekwire.com/2024/doxo-fires-back-at-ftc-lawsuit-asserting-that-it-centers-on-a-disagreement-about-font-size",
      },
    ],
  },
];
