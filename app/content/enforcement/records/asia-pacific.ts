import type { EnforcementRecordInput } from "../schema";

export const asiaPacificRecords: EnforcementRecordInput[] = [
  // Was: Australian Competition and Consumer Commission (ACCC), Federal Court of Australia
  {
    id: "accc-trivago-2022",
    date: "2022-04-22",
    stage: "court-ruling",
    authorities: ["accc"],
    company: "Trivago N.V.",
    instrument: "Australian Consumer Law",
    provision: "Sections 18, 29 and 34",
    patterns: ["disguised-ads"],
    summary:
      "In a case brought by the ACCC, the Federal Court found that trivago told people its site would find them the cheapest hotel rates while its rankings favored booking sites that paid it the most per click. Higher-priced offers were shown as the top offer over cheaper ones in about two thirds of listings.",
    outcome: {
      money: [
        {
          amount: 44700000,
          currency: "AUD",
          kind: "court-penalty",
        },
      ],
      orders: "",
    },
    primarySource: {
      title: "Trivago to pay $44.7 million in penalties for misleading consumers over hotel room rates",
      url: "https://www.accc.gov.au/media-release/trivago-to-pay-447-million-in-penalties-for-misleading-consumers-over-hotel-room-rates",
    },
    TODO_status: "The court found against trivago in January 2020 and ordered the penalty on April 22, 2022.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: Australian Competition and Consumer Commission (ACCC), Federal Court of Australia
  {
    id: "accc-google-location-2022",
    date: "2022-08-12",
    stage: "court-ruling",
    authorities: ["accc"],
    company: "Google LLC",
    instrument: "Australian Consumer Law",
    provision: "Sections 18, 29 and 34",
    patterns: ["preselection"],
    summary:
      "The Federal Court found that in 2017 and 2018 Google misled some Android users by telling them that the Location History setting was the only one that decided whether it kept data about where they had been. Another setting, Web & App Activity, also collected location data and was switched on by default.",
    outcome: {
      money: [
        {
          amount: 60000000,
          currency: "AUD",
          kind: "court-penalty",
        },
      ],
      orders: "",
    },
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
    TODO_status:
      "Liability found in April 2021; the penalty, proposed jointly by the ACCC and Google, was ordered in August 2022.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: Australian Competition and Consumer Commission (ACCC)
  {
    id: "accc-microsoft-2025",
    date: "2025-10-27",
    stage: "complaint-filed",
    authorities: ["accc"],
    company: "Microsoft Australia Pty Ltd and Microsoft Corporation",
    instrument: "Australian Consumer Law",
    provision: "Proceedings in the Federal Court of Australia (misleading or deceptive conduct)",
    patterns: [],
    designNote: "A cheaper plan revealed only after a subscriber started to cancel.",
    summary:
      "The ACCC alleges that Microsoft told about 2.7 million Australian subscribers with automatic renewal that they had to accept Copilot and a higher price, 45 percent more for the Personal plan, or cancel. According to the ACCC, a third option, the cheaper 'Classic' plan without Copilot, was only revealed once people started to cancel.",
    outcome: {
      money: [],
      orders: "",
    },
    primarySource: {
      title:
        "Microsoft in court for allegedly misleading millions of Australians over Microsoft 365 subscriptions",
      url: "https://www.accc.gov.au/media-release/microsoft-in-court-for-allegedly-misleading-millions-of-australians-over-microsoft-365-subscriptions",
    },
    TODO_status: "Pending in the Federal Court as far as the sources we checked show.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
];
