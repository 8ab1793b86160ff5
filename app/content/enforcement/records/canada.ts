import type { EnforcementRecordInput } from "../schema.ts";

/** Canada: the Competition Bureau, and the Competition Tribunal. Each passage's source is in `evidence`. */
export const canadaRecords: EnforcementRecordInput[] = [
  {
    id: "competition-bureau-cineplex-2024",
    date: "2024-09-23",
    stage: "court-ruling",
    authorities: ["competition-bureau-canada"],
    company: "Cineplex Inc.",
    keywords: ["Cineplex", "online booking fee"],
    instrument: "Competition Act (Canada)",
    provision: "Paragraph 74.01(1)(a) and subsection 74.01(1.1) (drip pricing)",
    patterns: ["hidden-costs"],
    summary:
      "In a case brought by the Competition Bureau, the Competition Tribunal found that Cineplex showed movie ticket prices on its website and app that nobody buying online could pay, because a fixed online booking fee of up to $1.50 was added on top. It was the first ruling under the drip pricing provision added to the Competition Act in 2022; according to the Bureau, the Federal Court of Appeal upheld it in January 2026.",
    outcome: {
      money: [
        {
          amount: 38_900_000,
          currency: "CAD",
          kind: "court-penalty",
          note: "Administrative monetary penalty ordered by the Competition Tribunal, as the press reported it (about C$38.9 million); the exact figure is not in the passages we hold.",
        },
      ],
      orders:
        "Pay the penalty and not engage in the same or substantially similar conduct for 10 years, as reported.",
    },
    statusNote:
      "Cineplex appealed. The Competition Bureau's statement of January 23, 2026, as distributed on Newswire.ca, says the Federal Court of Appeal dismissed the appeal, with costs, on January 21, 2026, and Cineplex's own release of the same day, distributed on GlobeNewswire, says it will seek leave to appeal to the Supreme Court of Canada. We hold no copy of the court's or the Bureau's own page for these later steps, so they are not listed as events; we have not found whether leave was sought or granted.",
    events: [
      {
        date: "2023-05-18",
        kind: "complaint-filed",
        text: "The Competition Bureau applied to the Competition Tribunal, alleging that Cineplex's online ticket prices were not attainable because of its online booking fee.",
        source: {
          title:
            "Statement from the Acting Commissioner of Competition on appeal court's ruling in Cineplex deceptive marketing case",
          url: "https://www.newswire.ca/news-releases/statement-from-the-acting-commissioner-of-competition-on-appeal-court-s-ruling-in-cineplex-deceptive-marketing-case-853730383.html",
        },
      },
      {
        date: "2024-09-23",
        kind: "ruling",
        text: "The Competition Tribunal granted the Bureau's application and found that Cineplex had engaged in drip pricing.",
        source: {
          title:
            "Competition Tribunal: Commissioner of Competition v Cineplex Inc (CT-2023-003), information note",
          url: "https://decisions.ct-tc.gc.ca/ct-tc/cdo/en/item/521297/index.do",
        },
      },
    ],
    evidence: [
      {
        quote:
          "INFORMATION NOTE: September 23, 2024 Today, the Competition Tribunal granted an application brought by the Commissioner of Competition against Cineplex Inc under the deceptive marketing provisions of the Competition Act, RSC 1985, c C-34, as amended.",
        source: {
          title:
            "Competition Tribunal: Commissioner of Competition v Cineplex Inc (CT-2023-003), information note",
          url: "https://decisions.ct-tc.gc.ca/ct-tc/cdo/en/item/521297/index.do",
        },
      },
      {
        quote:
          "This is the first case in which the Tribunal has applied the recently enacted subsection 74.01(1.1) of the Competition Act, which concerns so-called “drip” pricing.",
        source: {
          title:
            "Competition Tribunal: Commissioner of Competition v Cineplex Inc (CT-2023-003), information note",
          url: "https://decisions.ct-tc.gc.ca/ct-tc/cdo/en/item/521297/index.do",
        },
      },
      {
        quote:
          "Cineplex Inc. has been ordered to pay a record $38.9 million fine after the Competition Tribunal found the theatre owner guilty of deceptive marketing practices.",
        source: {
          title:
            "CTV News (The Canadian Press): Cineplex ordered to pay $38.9M by Competition Tribunal in ticket fee case",
          url: "https://www.ctvnews.ca/business/cineplex-ordered-to-pay-38-9m-by-competition-tribunal-in-ticket-fee-case-1.7049445",
        },
      },
      {
        quote: "On January 21, 2026, the Federal Court of Appeal dismissed Cineplex's appeal, with costs.",
        source: {
          title:
            "Statement from the Acting Commissioner of Competition on appeal court's ruling in Cineplex deceptive marketing case",
          url: "https://www.newswire.ca/news-releases/statement-from-the-acting-commissioner-of-competition-on-appeal-court-s-ruling-in-cineplex-deceptive-marketing-case-853730383.html",
        },
      },
      {
        quote:
          "TORONTO, Jan. 23, 2026 (GLOBE NEWSWIRE) -- (TSX: CGX) – The Federal Court of Appeal has upheld the Competition Tribunal’s September 2024 decision related to Cineplex’s presentation of its online booking fee, including the $39 million administrative monetary penalty.",
        source: {
          title: "Cineplex Responds to Federal Court of Appeal Decision",
          url: "https://www.globenewswire.com/news-release/2026/01/23/3225090/0/en/Cineplex-Responds-to-Federal-Court-of-Appeal-Decision.html",
        },
      },
      {
        quote:
          "We have reviewed the Federal Court of Appeal’s decision and will seek leave to appeal to the Supreme Court of Canada.",
        source: {
          title: "Cineplex Responds to Federal Court of Appeal Decision",
          url: "https://www.globenewswire.com/news-release/2026/01/23/3225090/0/en/Cineplex-Responds-to-Federal-Court-of-Appeal-Decision.html",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "Competition Tribunal: Commissioner of Competition v Cineplex Inc (CT-2023-003), information note",
      url: "https://decisions.ct-tc.gc.ca/ct-tc/cdo/en/item/521297/index.do",
    },
    secondarySources: [
      {
        title:
          "Statement from the Acting Commissioner of Competition on appeal court's ruling in Cineplex deceptive marketing case",
        url: "https://www.newswire.ca/news-releases/statement-from-the-acting-commissioner-of-competition-on-appeal-court-s-ruling-in-cineplex-deceptive-marketing-case-853730383.html",
      },
    ],
  },
  {
    id: "competition-bureau-ticketmaster-2019",
    date: "2019-06-27",
    stage: "settlement",
    authorities: ["competition-bureau-canada"],
    company: "Ticketmaster L.L.C., TNow Entertainment Group, Inc. and Ticketmaster Canada LP",
    keywords: ["Ticketmaster", "Live Nation", "TicketsNow"],
    instrument: "Competition Act (Canada)",
    provision: "Paragraph 74.01(1)(a) and section 74.05 (consent agreement under section 74.12)",
    patterns: ["hidden-costs"],
    summary:
      "The Competition Bureau alleged that Ticketmaster advertised ticket prices on its websites and apps that could not be paid, because mandatory fees were added later in the purchase, often raising the price by more than 20 percent and sometimes by over 65 percent. Ticketmaster settled the Bureau's 2018 case in a 10-year consent agreement registered with the Competition Tribunal.",
    outcome: {
      money: [
        {
          amount: 4_000_000,
          currency: "CAD",
          kind: "civil-penalty",
          note: "Administrative monetary penalty; Ticketmaster also paid C$500,000 toward the Bureau's investigation costs.",
        },
      ],
      orders:
        "A 10-year consent agreement: stop the misleading price claims, put in place a compliance program and pay the Bureau's costs.",
    },
    liabilityAdmitted: "not-stated",
    events: [
      {
        date: "2018-01-25",
        kind: "complaint-filed",
        text: "The Competition Bureau applied to the Competition Tribunal against Ticketmaster and its parent Live Nation over drip pricing.",
        source: {
          title: "Mondaq: Competition Bureau Files Application Alleging Misleading Ticket Pricing",
          url: "https://www.mondaq.com/canada/x/669118/Antitrust+Competition/Competition+Bureau+Files+Application+Alleging+Misleading+Ticket+Pricing",
        },
      },
      {
        date: "2019-06-27",
        kind: "settlement",
        text: "Ticketmaster entered a 10-year consent agreement with the Commissioner of Competition and agreed to pay a C$4 million penalty and C$500,000 in costs.",
        source: {
          title:
            "Competition Tribunal: Consent agreement, Commissioner of Competition and Ticketmaster L.L.C. et al. (CT-2018-005)",
          url: "https://decisions.ct-tc.gc.ca/ct-tc/cdo/en/item/465258/index.do",
        },
      },
    ],
    evidence: [
      {
        quote:
          "AND WHEREAS the Commissioner has concluded that certain of the Respondents’ Representations created the general impression that consumers could purchase Tickets for less than what the Respondents actually charge, because consumers were required to pay additional Non-Optional Fees that were added later in the purchasing process;",
        source: {
          title:
            "Competition Tribunal: Consent agreement, Commissioner of Competition and Ticketmaster L.L.C. et al. (CT-2018-005)",
          url: "https://decisions.ct-tc.gc.ca/ct-tc/cdo/en/item/465258/index.do",
        },
      },
      {
        quote:
          "Ticketmaster will pay out $4.5 million to settle a case of “misleading pricing” observed by Canada’s Competition Bureau.",
        source: {
          title: "Pollstar: Ticketmaster Ordered To Pay $4.5M To Canada's Competition Bureau",
          url: "https://news.pollstar.com/2019/06/28/ticketmaster-ordered-to-pay-4-5m-to-canadas-competition-bureau/",
        },
      },
      {
        quote:
          "The fines levied against Ticketmaster L.L.C., TNow Entertainment Group, Inc. and Ticketmaster Canada LP are a $4 million penalty plus $500,000 for the costs incurred by the Bureau during its investigation.",
        source: {
          title: "Billboard: Ticketmaster Canada Settles Deceptive Pricing Lawsuit",
          url: "https://www.billboard.com/articles/business/8518014/ticketmaster-settles-canada-pricing-lawsuit",
        },
      },
      {
        quote:
          "The bureau said Thursday that Ticketmaster LLC, TNow Entertainment Group Inc. and Ticketmaster Canada LP will pay a $4-million penalty and $500,000 for the bureau’s investigation costs.",
        source: {
          title: "Toronto Star: Ticketmaster to pay $4.5M in misleading price investigation",
          url: "https://www.thestar.com/business/2019/06/27/ticketmaster-to-pay-45-million-in-misleading-price-investigation.html",
        },
        published: "2019-06-27",
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "Competition Tribunal: Consent agreement, Commissioner of Competition and Ticketmaster L.L.C. et al. (CT-2018-005)",
      url: "https://decisions.ct-tc.gc.ca/ct-tc/cdo/en/item/465258/index.do",
    },
    secondarySources: [
      {
        title: "Pollstar: Ticketmaster Ordered To Pay $4.5M To Canada's Competition Bureau",
        url: "https://news.pollstar.com/2019/06/28/ticketmaster-ordered-to-pay-4-5m-to-canadas-competition-bureau/",
      },
    ],
  },
  {
    id: "competition-bureau-flighthub-2021",
    date: "2021-02-24",
    stage: "settlement",
    authorities: ["competition-bureau-canada"],
    company: "FlightHub Group Inc. (FlightHub.com, JustFly.com) and two of its directors",
    keywords: ["FlightHub", "JustFly"],
    instrument: "Competition Act (Canada)",
    provision:
      "Paragraph 74.01(1)(a) and subsections 74.011(1) and (2) (consent agreement under section 74.12)",
    patterns: ["hidden-costs"],
    summary:
      "The Competition Bureau alleged that the online travel agency FlightHub concealed the fees it charged for seat selection, raised flight prices after people had chosen a flight and misled them about canceling and rebooking. It also said the company posted reviews of its own services that appeared to come from genuine customers. FlightHub and two of its directors settled with penalties under a consent agreement.",
    outcome: {
      money: [
        {
          amount: 5_000_000,
          currency: "CAD",
          kind: "civil-penalty",
          note: "Administrative monetary penalty on FlightHub, which was under creditor protection at the time.",
        },
        {
          amount: 400_000,
          currency: "CAD",
          kind: "civil-penalty",
          note: "Administrative monetary penalty on the first of two directors.",
        },
        {
          amount: 400_000,
          currency: "CAD",
          kind: "civil-penalty",
          note: "Administrative monetary penalty on the second of two directors.",
        },
      ],
      orders:
        "No more false or misleading claims about flight prices and cancellation or rebooking fees for 10 years, and removal of reviews posted by or for the company that appeared to come from genuine customers.",
    },
    liabilityAdmitted: "not-stated",
    events: [
      {
        date: "2019-10-28",
        kind: "settlement",
        text: "While it investigated, the Bureau entered a temporary consent agreement barring FlightHub from false or misleading marketing practices.",
        source: {
          title:
            "Competition Bureau takes action on false or misleading marketing practices in online flight sales",
          url: "https://www.canada.ca/en/competition-bureau/news/2019/10/competition-bureau-takes-action-on-false-or-misleading-marketing-practices-in-online-flight-sales.html",
        },
      },
      {
        date: "2021-02-24",
        kind: "settlement",
        text: "The Bureau announced a consent agreement under which FlightHub pays a C$5 million penalty and two directors C$400,000 each.",
        source: {
          title: "The Globe and Mail: FlightHub fined $5-million for misleading customers",
          url: "https://www.theglobeandmail.com/business/article-flighthub-fined-5-million-for-misleading-customers/",
        },
      },
      {
        date: "2021-02-24",
        kind: "company-response",
        text: "FlightHub's chief executive said the company disagreed with the Bureau's conclusions but had resolved its concerns.",
        source: {
          title:
            "Toronto Star: FlightHub reaches $5-million settlement after investigation by Competition Bureau",
          url: "https://www.thestar.com/business/2021/02/24/flighthub-reaches-5-million-settlement-after-investigation-by-competition-bureau.html",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Today, the Competition Bureau took action to protect consumers from false or misleading representations that result in hidden fees being charged for flights, while it continues its investigation into the marketing practices of FlightHub Group Inc.",
        source: {
          title:
            "Competition Bureau takes action on false or misleading marketing practices in online flight sales",
          url: "https://www.canada.ca/en/competition-bureau/news/2019/10/competition-bureau-takes-action-on-false-or-misleading-marketing-practices-in-online-flight-sales.html",
        },
      },
      {
        quote:
          "On February 24, 2021, the Competition Bureau (“Bureau”) announced that it had entered into a consent agreement with FlightHub and two of its directors over allegations that the online travel booking company misled consumers about prices and services, made millions in revenue from hidden fees, and posted false online reviews about its services. As part of the settlement, FlightHub agreed to pay a $5 million administrative monetary penalty (“AMP”) and the two FlightHub directors are also liable for AMPs of $400,000 each.",
        source: {
          title:
            "McCarthy Tétrault: FlightHub and its directors caught in the Competition Bureau's wave of drip pricing enforcement",
          url: "https://www.mccarthy.ca/en/insights/articles/flighthub-and-its-directors-caught-competition-bureaus-wave-drip-pricing-enforcement-agree-58m-penalties",
        },
      },
      {
        quote:
          "Travel website FlightHub Group Inc. has been hit with a $5-million penalty by Canada’s Competition Bureau for charging hidden fees, posting fake customer reviews and misleading consumers about its prices for flights.",
        source: {
          title: "The Globe and Mail: FlightHub fined $5-million for misleading customers",
          url: "https://www.theglobeandmail.com/business/article-flighthub-fined-5-million-for-misleading-customers/",
        },
        published: "2021-02-24",
      },
      {
        quote:
          "The settlement also includes $400,000 penalties each for company directors Matthew Keezer and Nicholas Hart, the competition watchdog said on Wednesday. “FlightHub is also required to remove any online reviews of its services that were posted by or on behalf of the company but appeared to be from genuine customers,” the agency said in a statement.",
        source: {
          title: "The Globe and Mail: FlightHub fined $5-million for misleading customers",
          url: "https://www.theglobeandmail.com/business/article-flighthub-fined-5-million-for-misleading-customers/",
        },
        published: "2021-02-24",
      },
      {
        quote:
          "Travel booking company FlightHub Group Inc. reached a $5-million settlement with the Competition Bureau of Canada after an investigation into the company’s marketing practices.",
        source: {
          title:
            "Toronto Star: FlightHub reaches $5-million settlement after investigation by Competition Bureau",
          url: "https://www.thestar.com/business/2021/02/24/flighthub-reaches-5-million-settlement-after-investigation-by-competition-bureau.html",
        },
        published: "2021-02-24",
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "Competition Tribunal: Consent agreement, Commissioner of Competition and FlightHub Group Inc. et al. (CT-2019-003)",
      url: "https://decisions.ct-tc.gc.ca/ct-tc/cdo/en/item/493395/index.do",
    },
    secondarySources: [
      {
        title:
          "Competition Bureau takes action on false or misleading marketing practices in online flight sales",
        url: "https://www.canada.ca/en/competition-bureau/news/2019/10/competition-bureau-takes-action-on-false-or-misleading-marketing-practices-in-online-flight-sales.html",
      },
    ],
  },
];
