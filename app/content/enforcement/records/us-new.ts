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
];
