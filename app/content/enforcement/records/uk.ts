import type { EnforcementRecordInput } from "../schema";

export const ukRecords: EnforcementRecordInput[] = [
  // Was: UK Competition and Markets Authority (CMA)
  {
    id: "cma-hotel-booking-2019",
    date: "2019-02-06",
    stage: "settlement",
    authorities: ["cma"],
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
    primarySource: {
      title: "Hotel booking sites to make major changes after CMA probe",
      url: "https://www.gov.uk/government/news/hotel-booking-sites-to-make-major-changes-after-cma-probe",
    },
    TODO_status:
      "Commitments given voluntarily; the CMA said it would act against other sites that did not meet the same standards.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: UK Competition and Markets Authority (CMA)
  {
    id: "cma-wowcher-2024",
    date: "2024-07-19",
    stage: "settlement",
    authorities: ["cma"],
    company: "Wowcher",
    instrument: "UK consumer protection law",
    provision: "Undertakings given to the CMA",
    patterns: ["fake-urgency", "fake-scarcity", "preselection"],
    summary:
      "The CMA was concerned that Wowcher's countdown timers and claims such as 'Running out!' and 'In high demand!' created a false sense of urgency, because most products stayed available at a similar price after the timer ended. It was also concerned that a pre-ticked box signed thousands of customers up to a paid 'VIP membership'.",
    outcome: {
      money: [
        {
          amount: 4000000,
          currency: "GBP",
          kind: "redress",
          note: "over £4 million in credit, convertible to cash, for about 870,000 customers",
        },
      ],
      orders:
        "Make only accurate claims about availability, remove the homepage countdown timer and stop signing people up to VIP membership with a pre-ticked box.",
    },
    liabilityAdmitted: "not-stated",
    primarySource: {
      title: "CMA secures over £4 million in refunds for Wowcher customers",
      url: "https://www.gov.uk/government/news/cma-secures-over-4-million-in-refunds-for-wowcher-customers",
    },
    TODO_status:
      "Undertakings given, which kept the case out of court; Wowcher reports to the CMA on compliance.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: UK Competition and Markets Authority (CMA), High Court
  {
    id: "cma-emma-sleep-2026",
    date: "2026-05-22",
    stage: "settlement",
    authorities: ["cma"],
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
    primarySource: {
      title: "Court endorses CMA action as Emma Sleep agrees to change sales practices",
      url: "https://www.gov.uk/government/news/court-endorses-cma-action-as-emma-sleep-agrees-to-change-sales-practices",
    },
    TODO_status: "Settled in part; a separate dispute over Emma's 'was' and 'now' prices was left for trial.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
];
