import type { EnforcementRecordInput } from "../schema";

/** Canada, Brazil and the rest of the Americas outside the United States. */
export const americasRecords: EnforcementRecordInput[] = [
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
];
