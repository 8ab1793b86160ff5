import type { EnforcementRecordInput } from "../schema.ts";

/** United Kingdom: the Competition and Markets Authority. Each passage's source is in `evidence`. */
export const ukRecords: EnforcementRecordInput[] = [
  {
    id: "cma-hotel-booking-2019",
    date: "2019-02-06",
    stage: "commitments",
    authorities: ["cma"],
    company: "Expedia, Booking.com, Agoda, Hotels.com, ebookers and trivago",
    keywords: ["Expedia", "Booking.com", "Agoda", "Hotels.com", "ebookers", "trivago"],
    instrument: "UK consumer protection law",
    provision: "Formal commitments (undertakings) given to the CMA",
    patterns: ["fake-scarcity", "fake-urgency", "hidden-costs"],
    summary:
      "The CMA was concerned that the sites gave a false impression of how popular or available a hotel was, for example by saying other people were looking at the same hotel without making clear they might be searching for other dates, and by placing sold-out hotels in results to rush people into booking. It was also concerned about misleading discount claims, rankings affected by the commission hotels paid, and compulsory charges such as taxes and resort fees left out of the headline price. The CMA said that not every site used every one of these practices.",
    outcome: {
      money: [],
      orders:
        "The six sites committed to stop pressure selling, show every compulsory charge in the headline price, make discount claims clearer and say when commission affects rankings, with the changes in place by September 1, 2019.",
    },
    liabilityAdmitted: "not-stated",
    events: [
      {
        date: "2019-02-06",
        kind: "commitments",
        text: "The six booking sites gave the CMA formal commitments to change how they rank, price and promote hotels.",
        source: {
          title: "CMA: Hotel booking sites to make major changes after CMA probe",
          url: "https://www.gov.uk/government/news/hotel-booking-sites-to-make-major-changes-after-cma-probe",
        },
      },
    ],
    evidence: [
      {
        quote:
          'Expedia, Booking.com, Agoda, Hotels.com, ebookers and trivago have been the subject of CMA enforcement action due to "serious concerns" around certain practices, said the authority in a press release on Wednesday (Feb 6).',
        source: {
          title: "CNA: Hotel booking sites to end 'misleading' sales tactics after UK probe",
          url: "https://www.channelnewsasia.com/news/world/hotel-booking-sites-competition-investigation-expedia-agoda-11206980",
        },
        published: "2019-02-06",
      },
      {
        quote:
          "On 6 February 2019, the CMA disclosed that it had secured undertakings from Expedia, Booking.com, Agoda, Hotels.com, ebookers and trivago formally committing them to clean up their websites.",
        source: {
          title:
            "ABTA: Competition & Markets Authority action on misleading sales practices – the deadline has passed",
          url: "https://www.abta.com/news/competition-markets-authority-action-misleading-sales-practices-deadline-has-passed-whats",
        },
      },
      {
        quote:
          "Expedia, Booking.com, Agoda, Hotels.com, ebookers and trivago have been the subject of CMA enforcement action due to its concerns around issues such as pressure selling, misleading discount claims, the effect that commission has on how hotels are ordered on sites, and hidden charges.",
        source: {
          title: "TTG: Booking sites to make 'major changes' following CMA probe (6 February 2019)",
          url: "https://www.ttgmedia.com/news/news/booking-sites-to-make-major-changes-following-cma-probe--16888",
        },
      },
      {
        quote:
          "Not all the companies engaged in all these practices, said the CMA. However all of them have agreed to abide by the principles set out by the authority.",
        source: {
          title: "CNA: Hotel booking sites to end 'misleading' sales tactics after UK probe",
          url: "https://www.channelnewsasia.com/news/world/hotel-booking-sites-competition-investigation-expedia-agoda-11206980",
        },
      },
      {
        quote:
          "28 June 2018: The CMA launched enforcement action against a number of hotel booking sites that it believes may be breaking consumer protection law.",
        source: {
          title: "CMA case page: Online hotel booking",
          url: "https://www.gov.uk/cma-cases/online-hotel-booking",
        },
      },
      {
        quote:
          "In the latest update on its investigation into online hotel bookings, the Competition & Markets Authority (CMA) announced on 13 September 2019 that it has now secured changes from the majority of hotel booking websites operating in the UK.",
        source: {
          title:
            "ABTA: Competition & Markets Authority action on misleading sales practices – the deadline has passed",
          url: "https://www.abta.com/news/competition-markets-authority-action-misleading-sales-practices-deadline-has-passed-whats",
        },
      },
      {
        quote:
          "The CMA confirmed in its latest update that all six websites have now made the agreed changes.",
        source: {
          title:
            "ABTA: Competition & Markets Authority action on misleading sales practices – the deadline has passed",
          url: "https://www.abta.com/news/competition-markets-authority-action-misleading-sales-practices-deadline-has-passed-whats",
        },
      },
    ],
    statusNote:
      "In September 2019 the CMA said that all six sites had made the agreed changes and that 25 more booking businesses had signed up to its principles for the sector; the sources we could read that date this update are trade and law-firm reports, so it is not listed as an event.",
    primarySource: {
      title: "Hotel booking sites to make major changes after CMA probe",
      url: "https://www.gov.uk/government/news/hotel-booking-sites-to-make-major-changes-after-cma-probe",
    },
    secondarySources: [
      {
        title: "CMA case page: Online hotel booking",
        url: "https://www.gov.uk/cma-cases/online-hotel-booking",
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
  },
  {
    id: "cma-emma-sleep-2026",
    date: "2024-05-29",
    stage: "notice",
    authorities: ["cma"],
    company: "Emma Sleep",
    keywords: ["Emma", "Emma Sleep", "Emma mattress"],
    instrument: "UK consumer protection law (the CMA's powers before the DMCC Act)",
    provision: "Enterprise Act 2002, Part 8: letter before claim (court enforcement)",
    patterns: ["fake-urgency"],
    summary:
      "The CMA was concerned that Emma Sleep's countdown timers, 'high demand' messages and discount claims misled shoppers and pressured them into buying. After Emma did not offer undertakings that the CMA found sufficient, the CMA told the company it would go to court unless it committed to change its practices.",
    outcome: {
      money: [],
      orders: "",
    },
    events: [
      {
        date: "2022-11-30",
        kind: "notice",
        text: "The CMA opened an investigation into the Emma Group's online sales practices.",
        source: {
          title: "CMA case page: Emma Group: consumer protection case",
          url: "https://gov.uk/cma-cases/emma-group-consumer-protection-case",
        },
      },
      {
        date: "2024-05-29",
        kind: "notice",
        text: "The CMA told the Emma Group that it would start court action unless the group committed to changing its practices.",
        source: {
          title: "CMA case page: Emma Group: consumer protection case",
          url: "https://gov.uk/cma-cases/emma-group-consumer-protection-case",
        },
      },
    ],
    evidence: [
      {
        quote:
          "29 May 2024: The CMA has notified Emma Matratzen GmbH, Emma Sleep GmbH and Emma Sleep UK Limited, and their directors (the Emma Group), that unless it commits to making changes to its practices the CMA will commence court action.",
        source: {
          title: "CMA case page: Emma Group: consumer protection case",
          url: "https://gov.uk/cma-cases/emma-group-consumer-protection-case",
        },
      },
      {
        quote:
          "7 July 2023: The CMA has issued a consultation letter to Emma Sleep GmbH, Emma Matratzen GmbH, Emma Sleep UK Limited and other firms in the same corporate group and their directors (‘the Emma Group’) in relation to possible breaches of consumer protection law. The letter details the CMA’s specific concerns about the Emma Group’s online sales practices, including whether its ‘urgency claims’ such as countdown timers and ‘high demand’ claims, and ‘discounts’ were misleading consumers.",
        source: {
          title: "CMA case page: Emma Group: consumer protection case",
          url: "https://gov.uk/cma-cases/emma-group-consumer-protection-case",
        },
      },
      {
        quote: "The CMA filed its claim in the High Court on Thursday 17 October 2024.",
        source: {
          title: "City AM: CMA launches legal action against Emma Group",
          url: "https://www.cityam.com/cma-launches-legal-action-against-emma-group/",
        },
      },
      {
        quote:
          "The Competition and Markets Authority (CMA) has secured a settlement with Emma Sleep after the company admitted it broke consumer law by using misleading countdown timers, and false ‘high demand’ messages and ‘discount’ claims. On 22nd May 2026, the High Court order confirmed that the German-owned bedding business had behaved illegally.",
        source: {
          title: "Furniture News: Court endorses CMA action as Emma Sleep agrees to change sales practices",
          url: "https://furniturenews.net/news/court-endorses-cma-action-as-emma-sleep-agrees-to-change-sales-practices",
        },
      },
      {
        quote:
          "misleading countdown timers which would restart when the page was refreshed or when the time ran out; and",
        source: {
          title: "Mondaq: Misleading sales practices – don't sleep on the CMA's recent settlement",
          url: "https://www.mondaq.com/uk/consumer-law/1796514/misleading-sales-practices-dont-sleep-on-the-cmas-recent-settlement",
        },
      },
    ],
    statusNote:
      "The case went further than this record's stage: trade and business reports say the CMA then filed a claim in the High Court, and that a later High Court order confirmed a partial settlement in which Emma Sleep admitted breaking consumer law and gave binding undertakings, with the dispute over its reference prices left for trial. We could not read the CMA's own release on the settlement or a newspaper or agency report of it, so the record stays at the last step the CMA's own page dates.",
    primarySource: {
      title: "CMA case page: Emma Group: consumer protection case",
      url: "https://gov.uk/cma-cases/emma-group-consumer-protection-case",
    },
    secondarySources: [
      {
        title: "Court endorses CMA action as Emma Sleep agrees to change sales practices",
        url: "https://www.gov.uk/government/news/court-endorses-cma-action-as-emma-sleep-agrees-to-change-sales-practices",
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
  },
];
