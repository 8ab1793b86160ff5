import type { EnforcementRecordInput } from "../schema";

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
    id: "cma-wowcher-2024",
    date: "2024-07-19",
    stage: "commitments",
    authorities: ["cma"],
    company: "Wowcher",
    keywords: ["Wowcher", "Wowcher VIP"],
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
        "Make only accurate claims about availability and demand, remove the homepage countdown timer, stop signing people up to VIP membership with a pre-ticked box, and report to the CMA on compliance.",
    },
    liabilityAdmitted: "not-stated",
    events: [
      {
        date: "2024-07-19",
        kind: "commitments",
        text: "Wowcher gave the CMA undertakings to change its sales practices and refunded over £4 million to VIP members signed up through a pre-ticked box.",
        source: {
          title: "CMA secures over £4 million in refunds for Wowcher customers",
          url: "https://www.gov.uk/government/news/cma-secures-over-4-million-in-refunds-for-wowcher-customers",
        },
      },
    ],
    evidence: [
      {
        quote:
          "The Competition and Markets Authority (CMA) has secured undertakings from Wowcher to change its online selling practices – meaning millions of people can expect to see clear and accurate claims about the availability of products and services on Wowcher’s website.",
        source: {
          title: "CMA secures over £4 million in refunds for Wowcher customers",
          url: "https://www.gov.uk/government/news/cma-secures-over-4-million-in-refunds-for-wowcher-customers",
        },
      },
      {
        quote:
          "Over £4 million in total refunded to 870,000 customers who were signed up to Wowcher’s ‘VIP membership’ via a pre-ticked box, in credit with the option to convert to cash",
        source: {
          title: "CMA secures over £4 million in refunds for Wowcher customers",
          url: "https://www.gov.uk/government/news/cma-secures-over-4-million-in-refunds-for-wowcher-customers",
        },
      },
      {
        quote:
          "In particular, the CMA was concerned that the overwhelming majority of products on Wowcher’s site continued to be available at a similar price once the daily countdown timer has ended.",
        source: {
          title: "CMA secures over £4 million in refunds for Wowcher customers",
          url: "https://www.gov.uk/government/news/cma-secures-over-4-million-in-refunds-for-wowcher-customers",
        },
      },
      {
        quote:
          "On 19 July 2024, the Competition and Markets Authority (CMA) announced that it has secured over GBP 4 million in refunds for 870'000 Wowcher customers who were signed up for VIP membership via pre-ticked boxes following an investigation into the company's sales practices.",
        source: {
          title: "Digital Policy Alert: CMA order requiring Wowcher to change its online selling practices",
          url: "https://digitalpolicyalert.org/event/21650-issued-cma-order-requiring-wowcher-to-change-its-online-selling-practices-securing-over-4-million-in-refunds-for-wowcher-customers",
        },
      },
    ],
    primarySource: {
      title: "CMA secures over £4 million in refunds for Wowcher customers",
      url: "https://www.gov.uk/government/news/cma-secures-over-4-million-in-refunds-for-wowcher-customers",
    },
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
  },
  {
    id: "cma-simba-sleep-2024",
    date: "2024-08",
    stage: "commitments",
    authorities: ["cma"],
    company: "Simba Sleep Limited",
    keywords: ["Simba", "Simba Sleep"],
    instrument: "UK consumer protection law (Consumer Protection from Unfair Trading Regulations 2008)",
    provision: "Undertakings given to the CMA",
    patterns: ["fake-urgency"],
    summary:
      "The CMA was concerned that the mattress company Simba Sleep may have misled shoppers about price reductions, with 'was' prices at which little had been sold. It was also concerned that countdown clocks on its websites put unfair pressure on people to buy quickly.",
    outcome: {
      money: [],
      orders:
        "Use a 'was' price only after selling a sufficient volume of the product at that price, and make countdown clocks clear about which products they apply to, without a false impression that people must act quickly or that the price will go back up when the clock ends.",
    },
    liabilityAdmitted: "not-stated",
    events: [
      {
        date: "2024-08",
        kind: "commitments",
        text: "Simba Sleep signed undertakings with the CMA to change its discount claims and countdown clocks.",
        source: {
          title: "CMA secures changes to Simba Sleep’s online sales practices",
          url: "https://www.gov.uk/government/news/cma-secures-changes-to-simba-sleeps-online-sales-practices",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Simba Sleep has agreed to change its online sales practices as a result of an investigation by the Competition and Markets Authority (CMA) which raised concerns that the mattress company may have misled customers about price reductions and put unfair pressure on them to make quick purchases.",
        source: {
          title: "CMA secures changes to Simba Sleep’s online sales practices",
          url: "https://www.gov.uk/government/news/cma-secures-changes-to-simba-sleeps-online-sales-practices",
        },
      },
      {
        quote:
          "In December last year, the CMA opened an investigation into Simba Sleep, setting out its concerns and asked the firm to address them. The company has now signed formal commitments known as undertakings.",
        source: {
          title: "CMA secures changes to Simba Sleep’s online sales practices",
          url: "https://www.gov.uk/government/news/cma-secures-changes-to-simba-sleeps-online-sales-practices",
        },
      },
      {
        quote:
          "Countdown clocks: Simba Sleep will ensure that any countdown clocks used on its websites are clear; specify prominently which products they apply to; and do not give consumers a false impression that they must act quickly – or that when the clock ends the product will revert to the ‘was’ price – if this is not the case.",
        source: {
          title: "CMA secures changes to Simba Sleep’s online sales practices",
          url: "https://www.gov.uk/government/news/cma-secures-changes-to-simba-sleeps-online-sales-practices",
        },
      },
      {
        quote:
          "In August 2024, mattress retailer Simba Sleep agreed to alter its online sales practices following a CMA investigation.",
        source: {
          title: "Retail Insight Network: CMA takes Emma to court",
          url: "https://retail-insight-network.com/newsletters/cma-emma-sleep/?type=Analysis",
        },
      },
    ],
    statusNote:
      "The CMA's release does not give its day in the copy we read; the month comes from a trade report, and the release refers to the Wowcher refunds of July 2024 as 'last month'.",
    primarySource: {
      title: "CMA secures changes to Simba Sleep’s online sales practices",
      url: "https://www.gov.uk/government/news/cma-secures-changes-to-simba-sleeps-online-sales-practices",
    },
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
  },
  {
    id: "cma-emma-sleep-2026",
    date: "2026-05-22",
    stage: "settlement",
    authorities: ["cma"],
    company: "Emma Sleep",
    keywords: ["Emma", "Emma Sleep", "Emma mattress"],
    instrument: "UK consumer protection law (the CMA's powers before the DMCC Act)",
    provision: "Court-endorsed undertakings (High Court)",
    patterns: ["fake-urgency"],
    summary:
      "The CMA said Emma Sleep used countdown timers that restarted when the page was refreshed or the time ran out, together with false 'high demand' messages and discount claims, to rush people into buying. Emma Sleep admitted breaking consumer law, and a High Court order of May 22, 2026 confirmed the settlement.",
    outcome: {
      money: [],
      orders:
        "Binding undertakings, enforceable by the court, to stop the practices, no 'limited time' deals when substantially similar deals follow, and compliance monitoring with reports to the CMA.",
    },
    liabilityAdmitted: "yes",
    events: [
      {
        date: "2024-10-17",
        kind: "complaint-filed",
        text: "The CMA filed a claim in the High Court seeking an enforcement order against the Emma Group.",
        source: {
          title: "City AM: CMA launches legal action against Emma Group",
          url: "https://www.cityam.com/cma-launches-legal-action-against-emma-group/",
        },
      },
      {
        date: "2026-05-22",
        kind: "settlement",
        text: "A High Court order confirmed a partial settlement in which Emma Sleep admitted breaking consumer law and gave binding undertakings.",
        source: {
          title: "Court endorses CMA action as Emma Sleep agrees to change sales practices",
          url: "https://www.gov.uk/government/news/court-endorses-cma-action-as-emma-sleep-agrees-to-change-sales-practices",
        },
      },
    ],
    evidence: [
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
      {
        quote:
          "However, a dispute over the validity of the company’s discounting strategy, where it displayed a higher original price with a lower sale price, which the regulator found did not represent a genuine saving, is set to be heard in court.",
        source: {
          title: "Khabr: Emma Sleep agrees to change ‘illegal’ sales practices following court settlement",
          url: "https://www.khabr.news/article/emma-sleep-agrees-to-change-illegal-sales-practices-following-court-settlement-QncHE",
        },
      },
    ],
    statusNote:
      "Settled in part: the dispute over Emma's 'was' and 'now' reference prices was left for a trial listed from June 3, 2026, and we have not found its outcome. The date is that of the High Court order; we could not confirm the day of the CMA's own release, which came after it.",
    primarySource: {
      title: "Court endorses CMA action as Emma Sleep agrees to change sales practices",
      url: "https://www.gov.uk/government/news/court-endorses-cma-action-as-emma-sleep-agrees-to-change-sales-practices",
    },
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
  },
];
