import type { EnforcementRecordInput } from "../schema";

export const europeRecords: EnforcementRecordInput[] = [
  // Was: CNIL (French data protection authority)
  {
    id: "cnil-google-cookies-2022",
    date: "2022-01-06",
    stage: "decision",
    authorities: ["cnil"],
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
          amount: 150000000,
          currency: "EUR",
          kind: "fine",
          note: "€90 million for Google LLC and €60 million for Google Ireland",
        },
      ],
      orders:
        "Give people in France a way to refuse cookies as simple as accepting them within three months, or pay €100,000 for each day of delay.",
    },
    primarySource: {
      title:
        "Cookies: la CNIL sanctionne Google à hauteur de 150 millions d'euros et Facebook à hauteur de 60 millions d'euros",
      url: "https://www.cnil.fr/fr/cookies-la-cnil-sanctionne-google-hauteur-de-150-millions-deuros-et-facebook-hauteur-de-60-millions",
    },
    TODO_status:
      "Decision of December 31, 2021, made public on January 6, 2022. We have not checked the outcome of any appeal.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: CNIL (French data protection authority)
  {
    id: "cnil-facebook-cookies-2022",
    date: "2022-01-06",
    stage: "decision",
    authorities: ["cnil"],
    company: "Facebook Ireland Limited (facebook.com)",
    instrument: "French Data Protection Act (loi Informatique et Libertés)",
    provision: "Article 82 (cookies and other trackers)",
    patterns: [],
    designNote: "Accepting cookies took one click; refusing them took several.",
    summary:
      "The CNIL found that facebook.com let people accept cookies with one click, while refusing them took several, which undermines free consent. It fined Facebook Ireland on the same day as Google for the same kind of imbalance.",
    outcome: {
      money: [
        {
          amount: 60000000,
          currency: "EUR",
          kind: "fine",
        },
      ],
      orders:
        "Give people in France a way to refuse cookies as simple as accepting them within three months, or pay €100,000 for each day of delay.",
    },
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
    TODO_status:
      "In July 2022 the CNIL found that Facebook had complied by adding a refusal button and closed the order.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: Netherlands Authority for Consumers and Markets (ACM)
  {
    id: "acm-epic-fortnite-2024",
    date: "2024-05-14",
    stage: "decision",
    authorities: ["acm"],
    company: "Epic Games International S.à r.l. (Fortnite)",
    instrument:
      "Dutch rules on unfair commercial practices (implementing the EU Unfair Commercial Practices Directive)",
    provision: "Direct exhortation to children to buy; misleading practices; professional diligence",
    patterns: ["fake-urgency"],
    summary:
      "The ACM found that Fortnite's Item Shop put children under pressure to buy, with ads such as 'Buy now' and 'Get it now' and with countdown timers on items that often stayed on sale after the timer ran out. It found that these design choices exploited children's vulnerability.",
    outcome: {
      money: [
        {
          amount: 1125000,
          currency: "EUR",
          kind: "fine",
          note: "two fines of €562,500",
        },
      ],
      orders:
        "A binding instruction to end the violations by June 10, 2024, for example by making availability clearer and giving under-18s longer to decide.",
    },
    primarySource: {
      title: "ACM imposes fine on Epic for unfair commercial practices aimed at children in Fortnite game",
      url: "https://www.acm.nl/en/publications/acm-imposes-fine-epic-unfair-commercial-practices-aimed-children-fortnite-game",
    },
    TODO_status:
      "Epic objected and appealed. On January 14, 2026 the Rotterdam District Court upheld the ACM's fine.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: Consumer Protection Cooperation (CPC) Network and European Commission (authorities of Ireland, Belgium, France and the Netherlands)
  {
    id: "cpc-shein-2025",
    date: "2025-05-26",
    stage: "preliminary-findings",
    authorities: ["cpc-network", "european-commission"],
    company: "SHEIN",
    instrument: "EU consumer protection law",
    provision: "Coordinated action of the CPC Network",
    patterns: ["fake-urgency"],
    summary:
      "The authorities allege that SHEIN used false deadlines to pressure people into buying and showed discounts that were not based on real earlier prices. They also named incomplete information on return rights, misleading sustainability claims and hidden contact details, and gave SHEIN one month to propose commitments.",
    outcome: {
      money: [],
      orders: "",
    },
    primarySource: {
      title: "CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
      url: "https://www.ccpc.ie/business/?p=52096",
    },
    TODO_status: "Open: SHEIN was asked to propose commitments. We have not checked later steps.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: CNIL (French data protection authority)
  {
    id: "cnil-google-gmail-2025",
    date: "2025-09-01",
    stage: "decision",
    authorities: ["cnil"],
    company: "Google LLC and Google Ireland Limited (Gmail, Google accounts)",
    instrument: "French Post and Electronic Communications Code; French Data Protection Act",
    provision: "Article L. 34-5 (consent to e-mail marketing); Article 82 (cookies)",
    patterns: ["disguised-ads"],
    summary:
      "The CNIL found that Gmail showed ads between the emails in its 'Promotions' and 'Social' tabs that took the form of real emails, without users' consent. It also found that people creating a Google account were steered toward cookies for personalized ads and not clearly told that using Google's services depended on accepting advertising cookies.",
    outcome: {
      money: [
        {
          amount: 325000000,
          currency: "EUR",
          kind: "fine",
          note: "€200 million for Google LLC and €125 million for Google Ireland",
        },
      ],
      orders: "End the practices within six months, under a daily penalty.",
    },
    primarySource: {
      title:
        "Publicités insérées entre les courriels et cookies: la CNIL sanctionne Google d'une amende de 325 millions d'euros",
      url: "https://www.cnil.fr/fr/publicites-inserees-entre-les-courriels-et-cookies-la-cnil-sanctionne-google-dune-amende-de-325",
    },
    TODO_status: "Decision SAN-2025-004. We have not checked whether it was appealed.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: European Commission
  {
    id: "ec-x-dsa-2025",
    date: "2025-12-05",
    stage: "decision",
    authorities: ["european-commission"],
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
          amount: 120000000,
          currency: "EUR",
          kind: "fine",
          note: "€45 million of it for the blue checkmark; the rest for the ad repository and researchers' access to data",
        },
      ],
      orders:
        "X must tell the Commission how it will end the breaches; further penalties are possible if it does not.",
    },
    primarySource: {
      title: "Commission fines X €120 million under the Digital Services Act",
      url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_25_2934",
    },
    TODO_status: "Decision adopted. Other DSA proceedings against X remain open.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: European Commission
  {
    id: "ec-tiktok-addictive-design-2026",
    date: "2026-02-06",
    stage: "preliminary-findings",
    authorities: ["european-commission"],
    company: "TikTok",
    instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
    provision: "Risk assessment and mitigation by very large online platforms (Articles 34 and 35)",
    patterns: ["infinite-scroll", "autoplay", "variable-rewards"],
    summary:
      "In its preliminary view, the Commission found that TikTok had not properly assessed or reduced the risks of its addictive design, including infinite scroll, autoplay, push notifications and a highly personalized feed that keeps 'rewarding' users with new content. It said TikTok may need to change the basic design of its service, for example by disabling infinite scroll and adding effective screen-time breaks.",
    outcome: {
      money: [],
      orders: "",
    },
    primarySource: {
      title: "Commission preliminarily finds TikTok's addictive design in breach of the Digital Services Act",
      url: "https://digital-strategy.ec.europa.eu/en/news/commission-preliminarily-finds-tiktoks-addictive-design-breach-digital-services-act",
    },
    TODO_status:
      "TikTok, which called the findings false, can reply; no final decision as far as the sources we checked show.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
];
