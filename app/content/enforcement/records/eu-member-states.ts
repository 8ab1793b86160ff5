import type { EnforcementRecordInput } from "../schema.ts";

const cnilGoogleFacebook2022 = {
  title:
    "Cookies: la CNIL sanctionne Google à hauteur de 150 millions d'euros et Facebook à hauteur de 60 millions d'euros",
  url: "https://www.cnil.fr/fr/cookies-la-cnil-sanctionne-google-hauteur-de-150-millions-deuros-et-facebook-hauteur-de-60-millions",
};

/** EU member states' authorities: France's CNIL, the Netherlands' ACM, Ireland's DPC, Italy's AGCM. Each passage's source is in `evidence`. */
export const euMemberStateRecords: EnforcementRecordInput[] = [
  {
    id: "cnil-google-cookies-2022",
    date: "2022-01-06",
    stage: "decision",
    authorities: ["cnil"],
    company: "Google LLC and Google Ireland Limited (google.fr, youtube.com)",
    keywords: ["Google", "YouTube", "google.fr", "youtube.com"],
    instrument: "French Data Protection Act (loi Informatique et Libertés)",
    provision: "Article 82 (cookies and other trackers)",
    patterns: ["consent-asymmetry"],
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
    events: [
      {
        date: "2021-12-31",
        kind: "decision",
        text: "The CNIL's restricted committee fined Google LLC and Google Ireland a total of €150 million and ordered an equally simple way to refuse cookies within three months; the decision was made public on January 6, 2022.",
        source: cnilGoogleFacebook2022,
      },
      {
        date: "2023-07-13",
        kind: "order-closed",
        text: "The CNIL closed the order after Google added a button to refuse cookies next to the button to accept them.",
        source: {
          title: "CNIL: Closure of the injunction issued against GOOGLE",
          url: "https://www.cnil.fr/fr/node/163946",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Updated 06 January 2022 … PARIS: French regulators have hit Google and Facebook with 210 million euros ($237 million) in fines over their use of “cookies,” the data used to track users online, authorities said Thursday.",
        source: {
          title: "Arab News (AFP): France hits Google, Facebook with huge fines over ‘cookies’",
          url: "https://www.arabnews.pk/node/1999316",
        },
      },
      {
        quote:
          "On 31 December 2021, in addition to imposing a fine of 150 million euros, the CNIL's restricted committee ordered GOOGLE LLC and GOOGLE IRELAND LIMITED to allow users of the websites and located in France to refuse the cookies placed on their terminal as easily as to accept them, within three months.",
        source: {
          title: "CNIL: Closure of the injunction issued against GOOGLE",
          url: "https://www.cnil.fr/fr/node/163946",
        },
      },
      {
        quote:
          "By decision of 13 July 2023, the CNIL's restricted committee closed the injunction issued on 31 December 2021 against Google LLC and GOOGLE IRELAND LIMITED.",
        source: {
          title: "CNIL: Closure of the injunction issued against GOOGLE",
          url: "https://www.cnil.fr/fr/node/163946",
        },
      },
      {
        quote:
          "The French DPA fined Google LLC €90,000,000 and Google Ireland Limited €60,000,000 for failing to comply with Article 82 of the French Data Protection Act",
        source: {
          title: "GDPRhub: CNIL (France) - SAN-2021-023",
          url: "https://gdprhub.eu/index.php?title=CNIL_(France)_-_SAN-2021-023&amp",
        },
      },
    ],
    statusNote:
      "The closure covers only the order to offer an equally simple refusal; the CNIL said it may still check the new banners against its other cookie rules. We have not found whether Google appealed the fine.",
    primarySource: cnilGoogleFacebook2022,
    secondarySources: [
      {
        title: "CNIL: Closure of the injunction issued against GOOGLE",
        url: "https://www.cnil.fr/fr/node/163946",
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
  },
  {
    id: "cnil-facebook-cookies-2022",
    date: "2022-01-06",
    stage: "decision",
    authorities: ["cnil"],
    company: "Facebook Ireland Limited (facebook.com)",
    keywords: ["Facebook", "Meta", "facebook.com"],
    instrument: "French Data Protection Act (loi Informatique et Libertés)",
    provision: "Article 82 (cookies and other trackers)",
    patterns: ["consent-asymmetry"],
    summary:
      "The CNIL found that facebook.com let people accept cookies with one click, while refusing them took several, which undermines free consent. It fined Facebook Ireland on the same day as Google for the same kind of imbalance.",
    outcome: {
      money: [
        {
          amount: 60_000_000,
          currency: "EUR",
          kind: "fine",
        },
      ],
      orders:
        "Give people in France a way to refuse cookies as simple as accepting them within three months, or pay €100,000 for each day of delay.",
    },
    events: [
      {
        date: "2022-01-06",
        kind: "decision",
        text: "The CNIL made public its restricted committee's decision of December 31, 2021, which fined Facebook Ireland €60 million and ordered an equally simple way to refuse cookies within three months.",
        source: {
          title: "CNIL: Cookies, sanction de 60 millions d'euros à l'encontre de Facebook Ireland Limited",
          url: "https://www.cnil.fr/fr/cookies-sanction-de-60-millions-deuros-lencontre-de-facebook-ireland-limited",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Updated 06 January 2022 … PARIS: French regulators have hit Google and Facebook with 210 million euros ($237 million) in fines over their use of “cookies,” the data used to track users online, authorities said Thursday.",
        source: {
          title: "Arab News (AFP): France hits Google, Facebook with huge fines over ‘cookies’",
          url: "https://www.arabnews.pk/node/1999316",
        },
      },
      {
        quote:
          "La Commission informatique et libertés (Cnil) a condamné Google et Facebook à payer respectivement 150 et 60 millions d'euros pour leurs pratiques en matières de cookies, ces traceurs numériques utilisés notamment pour la publicité ciblée.",
        source: {
          title: "RFI: Cookies: la France inflige de lourdes amendes à Google et Facebook",
          url: "https://www.rfi.fr/fr/france/20220106-cookies-la-france-inflige-de-lourdes-amendes-%C3%A0-google-et-facebook",
        },
      },
      {
        quote:
          "Par décision du 11 juillet 2022, la formation restreinte de la CNIL a clôturé l’injonction prononcée le 31 décembre 2021.",
        source: {
          title:
            "Solutions Numériques: Cookies, clôture de l'injonction prononcée par la CNIL à l'encontre de Facebook",
          url: "https://www.solutions-numeriques.com/cookies-cloture-de-linjonction-prononcee-par-la-cnil-a-lencontre-de-facebook/",
        },
      },
    ],
    statusNote:
      "Trade press reported that the CNIL closed the order by a decision of July 11, 2022, after Meta added an 'Only allow essential cookies' button above the button to accept them; we have not found a stored copy of the CNIL's own page or a newspaper giving that date, so it is not listed as an event. The CNIL said the closure does not settle whether Facebook's new cookie windows meet its other requirements, such as clear information and consent purpose by purpose.",
    primarySource: cnilGoogleFacebook2022,
    secondarySources: [
      {
        title: "CNIL: Cookies, sanction de 60 millions d'euros à l'encontre de Facebook Ireland Limited",
        url: "https://www.cnil.fr/fr/cookies-sanction-de-60-millions-deuros-lencontre-de-facebook-ireland-limited",
      },
      {
        title: "CNIL: Cookies, clôture de l'injonction prononcée à l'encontre de Facebook",
        url: "https://www.cnil.fr/fr/cookies-cloture-de-linjonction-prononcee-lencontre-de-facebook",
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
  },
  {
    id: "acm-epic-fortnite-2024",
    date: "2026-01-14",
    stage: "court-ruling",
    authorities: ["acm"],
    company: "Epic Games International S.à r.l. (Fortnite)",
    keywords: ["Fortnite", "Epic Games", "Item Shop"],
    instrument:
      "Dutch rules on unfair commercial practices (implementing the EU Unfair Commercial Practices Directive)",
    provision: "Direct exhortation to children to buy; misleading practices; professional diligence",
    patterns: ["fake-urgency"],
    summary:
      "The ACM found that Fortnite's Item Shop put children under pressure to buy, with ads such as 'Buy now' and 'Get it now' and with countdown timers on items that often stayed on sale after the timer ran out. It found that these design choices exploited children's vulnerability, and in January 2026 the District Court of Rotterdam upheld its fines and binding instruction on all points.",
    outcome: {
      money: [
        {
          amount: 1_125_000,
          currency: "EUR",
          kind: "fine",
          note: "two fines of €562,500",
        },
      ],
      orders:
        "A binding instruction to end the violations by June 10, 2024, for example by making availability clearer and giving under-18s longer to decide.",
    },
    events: [
      {
        date: "2024-05-14",
        kind: "decision",
        text: "The ACM fined Epic €1,125,000 and gave it a binding instruction to end the practices by June 10, 2024.",
        source: {
          title:
            "ACM imposes fine on Epic for unfair commercial practices aimed at children in Fortnite game",
          url: "https://www.acm.nl/en/publications/acm-imposes-fine-epic-unfair-commercial-practices-aimed-children-fortnite-game",
        },
      },
      {
        date: "2026-01-14",
        kind: "ruling",
        text: "After the ACM rejected Epic's objection, the District Court of Rotterdam dismissed Epic's appeal and upheld the fines and the binding instruction.",
        source: {
          title: "ACM: Ruling of the District Court of Rotterdam: Epic's objection declared unfounded",
          url: "https://www.acm.nl/en/publications/ruling-district-court-rotterdam-epics-objection-declared-unfounded",
        },
      },
    ],
    evidence: [
      {
        quote:
          "On May 14, 2024, the Netherlands Authority for Consumers and Markets (ACM) issued a penalty decision against Epic Games for employing unfair commercial practices targeting minors in Fortnite.",
        source: {
          title: "China Game Law: Netherlands fines Epic Games over children's consumer rights",
          url: "https://chinagamelaw.com/insights/netherlands-fines-epic-games-over-children's-consumer-rights",
        },
      },
      {
        quote:
          "In 2024, ACM imposed fines totaling 1,125,000 euros as well as a binding instruction on Epic for unfair commercial practices targeting children in the computer game Fortnite.",
        source: {
          title: "ACM: Ruling of the District Court of Rotterdam: Epic's objection declared unfounded",
          url: "https://www.acm.nl/en/publications/ruling-district-court-rotterdam-epics-objection-declared-unfounded",
        },
      },
      {
        quote:
          "In its ruling of January 14, 2026, the District Court of Rotterdam ruled that the Netherlands Authority for Consumers and Markets (ACM) was correct to impose fines and a binding instruction on Epic International Games S.à.r.l. (Epic), the developer of the computer game Fortnite.",
        source: {
          title: "ACM: Ruling of the District Court of Rotterdam: Epic's objection declared unfounded",
          url: "https://www.acm.nl/en/publications/ruling-district-court-rotterdam-epics-objection-declared-unfounded",
        },
      },
      {
        quote:
          "After the ACM had declared Epic's objection to its decision unfounded, Epic filed an appeal. In its appeal, Epic did not contest the violation relating to the use of misleading timers, nor did it contest the amount of the fines imposed on it.",
        source: {
          title: "ACM: Ruling of the District Court of Rotterdam: Epic's objection declared unfounded",
          url: "https://www.acm.nl/en/publications/ruling-district-court-rotterdam-epics-objection-declared-unfounded",
        },
      },
    ],
    statusNote:
      "The record is dated by the District Court's ruling, which the ACM's own page dates; the ACM's May 2024 release announcing the fines is not in the copies we could read, and no news report we could read gives its day with the year. We have not found whether Epic appealed the District Court's ruling to a higher court.",
    primarySource: {
      title: "ACM: Ruling of the District Court of Rotterdam: Epic's objection declared unfounded",
      url: "https://www.acm.nl/en/publications/ruling-district-court-rotterdam-epics-objection-declared-unfounded",
    },
    secondarySources: [
      {
        title: "ACM imposes fine on Epic for unfair commercial practices aimed at children in Fortnite game",
        url: "https://www.acm.nl/en/publications/acm-imposes-fine-epic-unfair-commercial-practices-aimed-children-fortnite-game",
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
  },
  {
    id: "cnil-google-gmail-2025",
    date: "2025-09-01",
    stage: "decision",
    authorities: ["cnil"],
    company: "Google LLC and Google Ireland Limited (Gmail, Google accounts)",
    keywords: ["Gmail", "Google", "Google account", "Promotions tab"],
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
      orders: "End the practices within six months, or pay €100,000 for each day of delay.",
    },
    events: [
      {
        date: "2022-08-24",
        kind: "complaint-filed",
        text: "The privacy group noyb (None Of Your Business) complained to the CNIL on behalf of three Gmail users about advertising emails in their Promotions tab.",
        source: {
          title:
            "Publicités insérées entre les courriels et cookies: la CNIL sanctionne Google d'une amende de 325 millions d'euros",
          url: "https://www.cnil.fr/fr/publicites-inserees-entre-les-courriels-et-cookies-la-cnil-sanctionne-google-dune-amende-de-325",
        },
      },
      {
        date: "2025-09-01",
        kind: "decision",
        text: "The CNIL's restricted committee fined Google €325 million (decision SAN-2025-004) and ordered it to comply within six months; the decision was announced on September 3, 2025.",
        source: {
          title:
            "Publicités insérées entre les courriels et cookies: la CNIL sanctionne Google d'une amende de 325 millions d'euros",
          url: "https://www.cnil.fr/fr/publicites-inserees-entre-les-courriels-et-cookies-la-cnil-sanctionne-google-dune-amende-de-325",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Le 1er septembre 2025, la CNIL a sanctionné Google d’une amende de 325 millions d’euros pour avoir affiché des publicités entre les courriels des utilisateurs de Gmail sans leur accord, et pour avoir déposé des traceurs (cookies) lors de la création de comptes Google, sans consentement valide des utilisateurs français.",
        source: {
          title:
            "Publicités insérées entre les courriels et cookies: la CNIL sanctionne Google d'une amende de 325 millions d'euros",
          url: "https://www.cnil.fr/fr/publicites-inserees-entre-les-courriels-et-cookies-la-cnil-sanctionne-google-dune-amende-de-325",
        },
      },
      {
        quote:
          "Elle a également enjoint aux sociétés de se mettre en conformité dans un délai de six (6) mois, sous peine d'une astreinte de 100 000 euros par jour de retard.",
        source: {
          title: "Mondaq: CNIL, une amende record de 325 millions d'euros infligée à Google",
          url: "https://www.mondaq.com/france/advertising-marketing-branding/1678686/cnil-une-amende-record-de-325-millions-deuros-inflig%C3%A9e-%C3%A0-google",
        },
      },
    ],
    statusNote: "We have not found whether Google appealed the decision to the Conseil d'État.",
    primarySource: {
      title:
        "Publicités insérées entre les courriels et cookies: la CNIL sanctionne Google d'une amende de 325 millions d'euros",
      url: "https://www.cnil.fr/fr/publicites-inserees-entre-les-courriels-et-cookies-la-cnil-sanctionne-google-dune-amende-de-325",
    },
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
  },
  {
    id: "cnil-microsoft-bing-2022",
    date: "2022-12-22",
    stage: "decision",
    authorities: ["cnil"],
    company: "Microsoft Ireland Operations Limited (bing.com)",
    keywords: ["Bing", "bing.com", "Microsoft"],
    instrument: "French Data Protection Act (loi Informatique et Libertés)",
    provision: "Article 82 (cookies and other trackers)",
    patterns: ["consent-asymmetry"],
    summary:
      "The CNIL found that bing.com placed cookies used partly for advertising on visitors' devices without their consent. It also found that the site offered a button to accept all cookies but no equally easy way to refuse them, which it said discourages refusal and undermines free consent.",
    outcome: {
      money: [
        {
          amount: 60_000_000,
          currency: "EUR",
          kind: "fine",
        },
      ],
      orders:
        "Obtain consent on bing.com before placing advertising cookies for people in France within three months, or pay €60,000 for each day of delay.",
    },
    events: [
      {
        date: "2020-02-21",
        kind: "complaint-filed",
        text: "A user complained to the CNIL about how bing.com placed advertising cookies.",
        source: {
          title:
            "GDPRhub: CNIL (France) - Deliberation of December 2022 concerning Microsoft Ireland Operations Limited",
          url: "https://gdprhub.eu/index.php?title=CNIL_(France)_-_Deliberation_SAN-2022-024_of_December_20,_2022&oldid=30291",
        },
      },
      {
        date: "2022-03-29",
        kind: "company-response",
        text: "During the investigation, Microsoft added a 'Refuse all' button to bing.com.",
        source: {
          title:
            "TV5Monde (AFP): Cookies publicitaires: nouvelle sanction de la Cnil, cette fois contre Microsoft",
          url: "https://information.tv5monde.com/info/cookies-publicitaires-nouvelle-sanction-de-la-cnil-cette-fois-contre-microsoft-482730",
        },
      },
      {
        date: "2022-12-22",
        kind: "decision",
        text: "The CNIL made public a decision of its restricted committee, adopted earlier that week, fining Microsoft Ireland €60 million and ordering it to obtain consent before placing advertising cookies.",
        source: {
          title:
            "CNIL: Cookies, sanction de 60 millions d'euros à l'encontre de Microsoft Ireland Operations Limited",
          url: "https://www.cnil.fr/fr/cookies-sanction-de-60-millions-deuros-lencontre-de-microsoft-ireland-operations-limited",
        },
      },
    ],
    evidence: [
      {
        quote: "Decided: 19.12.2022\nPublished: 22.12.2022\nFine: 60,000,000 EUR",
        source: {
          title:
            "GDPRhub: CNIL (France) - Deliberation of December 2022 concerning Microsoft Ireland Operations Limited",
          url: "https://gdprhub.eu/index.php?title=CNIL_(France)_-_Deliberation_SAN-2022-024_of_December_20,_2022&oldid=30291",
        },
      },
      {
        quote:
          "En conséquence, la CNIL, dans sa délibération du 19 décembre 2022, prononce à l’encontre de la société Microsoft Ireland Operations Ltd d’une sanction de 60 millions d’euros à laquelle s’ajoute une injonction sous astreinte de 60 000 euros par jour de retard, dans un délai de trois mois, de recueillir le consentement des personnes résidant en France avant de déposer sur leur terminal des cookies à finalité publicitaire.",
        source: {
          title: "Next-Law: Condamnation de Microsoft par la CNIL",
          url: "https://next-law.fr/2022/12/22/condamnation-de-microsoft-par-la-cnil/",
        },
      },
      {
        quote:
          "Alors qu’un seul clic suffisait pour les accepter, il en fallait deux pour les refuser. Selon la CNIL, ce système revient à décourager les utilisateurs de refuser et les incite à privilégier la facilité du bouton « accepter ».",
        source: {
          title: "Next-Law: Condamnation de Microsoft par la CNIL",
          url: "https://next-law.fr/2022/12/22/condamnation-de-microsoft-par-la-cnil/",
        },
      },
      {
        quote:
          "La Commission nationale informatique et libertés avait annoncé l’an passé qu’elle effectuerait une campagne de contrôles sur les sites ne respectant pas la vie privée, et après avoir épinglé Google, Facebook et Amazon, la Cnil sanctionne cette fois Microsoft en condamnant la firme à une amende de 60 millions d’euros, comme annoncé ce jeudi 22 décembre.",
        source: {
          title: "RFI: La Cnil inflige une amende de 60 millions d'euros à Microsoft",
          url: "https://www.rfi.fr/fr/france/20221222-la-cnil-inflige-une-amende-de-60-millions-d-euros-%C3%A0-microsoft",
        },
        published: "2022-12-22",
      },
    ],
    statusNote:
      "We have not found whether Microsoft appealed the decision or whether the CNIL closed the order.",
    primarySource: {
      title:
        "CNIL: Cookies, sanction de 60 millions d'euros à l'encontre de Microsoft Ireland Operations Limited",
      url: "https://www.cnil.fr/fr/cookies-sanction-de-60-millions-deuros-lencontre-de-microsoft-ireland-operations-limited",
    },
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
  },
  {
    id: "dpc-tiktok-children-2023",
    date: "2023-09-15",
    stage: "decision",
    authorities: ["irish-dpc", "edpb"],
    company: "TikTok Technology Limited",
    keywords: ["TikTok", "Family Pairing"],
    instrument: "General Data Protection Regulation (GDPR)",
    provision:
      "Articles 5(1)(a) (fairness), 5(1)(c), 5(1)(f), 12(1), 13(1)(e), 24(1), 25(1) and 25(2) (data protection by design and by default)",
    patterns: ["preselection"],
    designNote:
      "Sign-up and posting pop-ups that nudged children toward public settings: a 'Skip' button that left the account public, and a bold 'Post Now' button beside a lighter 'cancel' button.",
    summary:
      "The DPC found that TikTok set the accounts of 13- to 17-year-olds to public by default and let an adult who could not be verified as a parent pair with a child's account through Family Pairing. Following a binding decision of the European Data Protection Board, it also found that two pop-ups, at sign-up and when posting a video, nudged children toward public settings and so breached the GDPR's fairness principle.",
    outcome: {
      money: [
        {
          amount: 345_000_000,
          currency: "EUR",
          kind: "fine",
        },
      ],
      orders: "A reprimand and an order to bring the processing into compliance within three months.",
    },
    events: [
      {
        date: "2023-08-02",
        kind: "decision",
        text: "The European Data Protection Board adopted a binding decision on objections to the DPC's draft, directing it to add a finding that TikTok's design breached the fairness principle.",
        source: {
          title:
            "EDPB: Following EDPB decision, TikTok ordered to eliminate unfair design practices concerning children",
          url: "https://www.edpb.europa.eu/news/news/2023/following-edpb-decision-tiktok-ordered-eliminate-unfair-design-practices-concerning_en",
        },
      },
      {
        date: "2023-09-15",
        kind: "decision",
        text: "The DPC announced its final decision, adopted earlier that month, with fines totalling €345 million, a reprimand and an order to comply within three months.",
        source: {
          title: "DPC announces €345 million fine of TikTok",
          url: "https://www.dataprotection.ie/en/news-media/press-releases/DPC-announces-345-million-euro-fine-of-TikTok",
        },
      },
    ],
    evidence: [
      {
        quote:
          "European regulators slapped TikTok with a $368 million fine on Friday, Sept. 15, 2023, for failing to protect children's privacy, the first time that the popular short video-sharing app has been punished for breaching Europe's strict data privacy rules. (AP Photo/Matt Slocum, File)",
        source: {
          title:
            "Kelowna Daily Courier (AP): TikTok fined $368 million for failing to protect children's privacy",
          url: "https://www.kelownadailycourier.ca/business_news/national_business/article_73c26aa4-b7b3-59f4-af4b-d494fce41851.html",
        },
        agency: "Associated Press",
      },
      {
        quote:
          "The Irish Data Protection Commission (DPC) has fined video-sharing platform TikTok €345m for breaches related to the processing of children's data.",
        source: {
          title: "RTÉ: TikTok fined €345m by Data Protection Commission",
          url: "https://www.rte.ie/news/business/2023/0915/1405433-tiktok-fined",
        },
        published: "2023-09-15",
      },
      {
        quote:
          "On September 15, 2023, the Irish Data Protection Commission (the “DPC”) announced a fine of 345 million Euros against TikTok Technology Limited (“TikTok”) for non-compliance with GDPR rules regarding the processing of personal data of child users.",
        source: {
          title: "Hunton Andrews Kurth: Irish Regulator Fines TikTok 345 Million Euros",
          url: "https://www.huntonak.com/privacy-and-information-security-law/irish-regulator-fines-tiktok-345-million-euros",
        },
      },
      {
        quote:
          "On 1 September 2023, the Irish Data Protection Commission (DPC) adopted its final decision against TikTok for breaching EU data law in its handling of children’s user accounts.",
        source: {
          title: "Burges Salmon: TikTok fined €345 million by Irish Data Protection Commission",
          url: "https://blog.burges-salmon.com/post/102io2w/tiktok-fined-345-million-by-irish-data-protection-commission",
        },
      },
      {
        quote:
          "The EDPB’s decision was issued on 2 August 2023 and covers TikTok’s processing activities between 31 July and 31 December 2020.",
        source: {
          title:
            "EFDPO (EDPB press release): Following EDPB decision, TikTok ordered to eliminate unfair design practices concerning children",
          url: "https://www.efdpo.eu/following-edpb-decision-tiktok-ordered-to-eliminate-unfair-design-practices-concerning-children/",
        },
      },
      {
        quote:
          "In the Registration Pop-Up, children were nudged to opt for a public account by choosing the right-side button labelled “Skip”, which would then have a cascading effect on the child’s privacy on the platform, for example by making comments on video content created by children accessible.",
        source: {
          title:
            "EFDPO (EDPB press release): Following EDPB decision, TikTok ordered to eliminate unfair design practices concerning children",
          url: "https://www.efdpo.eu/following-edpb-decision-tiktok-ordered-to-eliminate-unfair-design-practices-concerning-children/",
        },
      },
      {
        quote:
          "In the Video Posting Pop-Up, children were nudged to click on “Post Now”, presented in a bold, darker text located on the right side, rather than on the lighter button to “cancel”.",
        source: {
          title:
            "EFDPO (EDPB press release): Following EDPB decision, TikTok ordered to eliminate unfair design practices concerning children",
          url: "https://www.efdpo.eu/following-edpb-decision-tiktok-ordered-to-eliminate-unfair-design-practices-concerning-children/",
        },
      },
    ],
    statusNote:
      "TikTok disagreed with the decision and began judicial review proceedings against the DPC in Ireland; we have not found their outcome.",
    primarySource: {
      title: "DPC announces €345 million fine of TikTok",
      url: "https://www.dataprotection.ie/en/news-media/press-releases/DPC-announces-345-million-euro-fine-of-TikTok",
    },
    secondarySources: [
      {
        title:
          "EDPB: Following EDPB decision, TikTok ordered to eliminate unfair design practices concerning children",
        url: "https://www.edpb.europa.eu/news/news/2023/following-edpb-decision-tiktok-ordered-eliminate-unfair-design-practices-concerning_en",
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
  },
  {
    id: "cnil-shein-cookies-2025",
    date: "2025-09-01",
    stage: "decision",
    authorities: ["cnil"],
    company: "Infinite Styles Services Co. Limited (SHEIN's Irish subsidiary; shein.com)",
    keywords: ["SHEIN", "shein.com"],
    instrument: "French Data Protection Act (loi Informatique et Libertés)",
    provision: "Article 82 (cookies and other trackers)",
    patterns: ["consent-asymmetry"],
    summary:
      "The CNIL found that shein.com placed advertising cookies on visitors' devices as soon as they arrived, before they could accept or refuse, and that its consent banners did not properly say what the cookies were for. It also found that cookies kept being placed and read after people clicked 'Refuse all', so the site did not respect their choice.",
    outcome: {
      money: [
        {
          amount: 150_000_000,
          currency: "EUR",
          kind: "fine",
        },
      ],
      orders: "",
    },
    events: [
      {
        date: "2025-09-01",
        kind: "decision",
        text: "The CNIL's restricted committee fined SHEIN's Irish subsidiary €150 million (decision SAN-2025-005); the decision was announced on September 3, 2025.",
        source: {
          title:
            "Cookies déposés sans consentement : la CNIL sanctionne SHEIN d'une amende de 150 millions d'euros",
          url: "https://www.cnil.fr/fr/cookies-deposes-sans-consentement-la-cnil-sanctionne-shein-dune-amende-de-150-millions-deuros",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Le 1er septembre 2025, la CNIL a sanctionné la société INFINITE STYLES SERVICES CO. LIMITED, filiale irlandaise du groupe SHEIN, d’une amende de 150 millions d’euros pour le non-respect des règles applicables en matière de traceurs (cookies), déposés sur le terminal des utilisateurs se rendant sur le site « shein.com ».",
        source: {
          title:
            "Cookies déposés sans consentement : la CNIL sanctionne SHEIN d'une amende de 150 millions d'euros",
          url: "https://www.cnil.fr/fr/cookies-deposes-sans-consentement-la-cnil-sanctionne-shein-dune-amende-de-150-millions-deuros",
        },
      },
      {
        quote:
          "Plus frappant encore, lorsque les utilisateurs cliquaient sur « Tout refuser », les cookies de suivi continuaient d'être installés et lus, annulant ainsi leur choix.",
        source: {
          title:
            "Gerrish Legal: La CNIL inflige une amende de 325 millions d'euros à Google et de 150 millions d'euros à SHEIN",
          url: "https://www.gerrishlegal.com/blog-fr/sbo5r1zpyo4gekj1hj0fv1xbea4n34",
        },
      },
    ],
    statusNote:
      "SHEIN told AFP it would appeal to the Conseil d'État and the Court of Justice of the EU; we have not confirmed that an appeal was filed.",
    primarySource: {
      title:
        "Cookies déposés sans consentement : la CNIL sanctionne SHEIN d'une amende de 150 millions d'euros",
      url: "https://www.cnil.fr/fr/cookies-deposes-sans-consentement-la-cnil-sanctionne-shein-dune-amende-de-150-millions-deuros",
    },
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
  },
  {
    id: "agcm-edreams-prime-2026",
    date: "2026-02-04",
    stage: "decision",
    authorities: ["agcm"],
    company: "Vacaciones eDreams S.L., eDreams International Network S.L. and eDreams S.r.l.",
    keywords: ["eDreams", "eDreams Prime", "Prime Plus"],
    instrument: "Italian Consumer Code (Codice del consumo)",
    provision: "Misleading and aggressive commercial practices (case PS12853)",
    patterns: ["fake-scarcity", "preselection", "hard-to-cancel"],
    summary:
      "The AGCM found that eDreams steered people into its Prime subscription, sometimes without their knowing, with ambiguous information on its benefits, time pressure, artificial scarcity and misleading discount claims, and that it preselected the most expensive tier, Prime Plus. It also found that eDreams obstructed people who tried to cancel, during the free trial and afterwards, with retention tactics that included its customer service.",
    outcome: {
      money: [
        {
          amount: 9_000_000,
          currency: "EUR",
          kind: "fine",
          note: "in total, in two fines: one for the misleading and aggressive sign-up practice, the larger, and one for obstructing cancellation",
        },
      ],
      orders: "",
    },
    events: [
      {
        date: "2026-02-04",
        kind: "decision",
        text: "The AGCM announced fines totalling €9 million on three eDreams companies for two unfair commercial practices built on dark patterns.",
        source: {
          title: "AGCM: press release on eDreams (case PS12853)",
          url: "https://www.agcm.it/media/comunicati-stampa/2026/2/PS12853",
        },
      },
    ],
    evidence: [
      {
        quote:
          "04 febbraio 2026 | 08.27\nRedazione Adnkronos\nLETTURA: 2 minuti\n\nMulta dell'Antitrust di 9 milioni di euro alle società Vacaciones eDreams S.L., eDreams International Network S.L. ed eDreams S.r.l. per due distinte pratiche commerciali scorrette che causano persuasione visiva ed emotiva in ambiente digitale, tramite i cosiddetti dark patterns.",
        source: {
          title: "Adnkronos: Antitrust multa eDreams, sanzione da milioni per pratiche commerciali scorrette",
          url: "https://www.adnkronos.com/economia/antitrust-multa-edreams-sanzione-da-milioni-per-pratiche-commerciali-scorrette_6jkArLGFnYugBG6Guj5R3x",
        },
        published: "2026-02-04",
      },
      {
        quote:
          "A tal fine, eDreams ha presentato l’offerta di Prime fornendo informazioni ambigue sulle caratteristiche e sui vantaggi dell’abbonamento, sfruttando tecniche di time pressure e di artificial scarsity, in modo da far affrettare la scelta d’acquisto e guidare il consumatore nell’adesione a Prime.",
        source: {
          title: "Adnkronos: Antitrust multa eDreams, sanzione da milioni per pratiche commerciali scorrette",
          url: "https://www.adnkronos.com/economia/antitrust-multa-edreams-sanzione-da-milioni-per-pratiche-commerciali-scorrette_6jkArLGFnYugBG6Guj5R3x",
        },
      },
      {
        quote:
          "La libera scelta del consumatore è risultata compromessa anche perché eDreams ha preselezionato la versione più costosa dell’abbonamento, ossia Prime Plus",
        source: {
          title: "Adnkronos: Antitrust multa eDreams, sanzione da milioni per pratiche commerciali scorrette",
          url: "https://www.adnkronos.com/economia/antitrust-multa-edreams-sanzione-da-milioni-per-pratiche-commerciali-scorrette_6jkArLGFnYugBG6Guj5R3x",
        },
      },
    ],
    statusNote:
      "Italian newspapers give the split of the total between the two fines; the agency report we could read gives only the total. We have not found whether eDreams appealed to the administrative court (TAR Lazio).",
    primarySource: {
      title: "AGCM: press release on eDreams (case PS12853)",
      url: "https://www.agcm.it/media/comunicati-stampa/2026/2/PS12853",
    },
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
  },
  {
    id: "dpc-instagram-children-2022",
    date: "2022-09-15",
    stage: "decision",
    authorities: ["irish-dpc", "edpb"],
    company: "Meta Platforms Ireland Limited (Instagram)",
    keywords: ["Instagram", "Meta", "business accounts"],
    instrument: "General Data Protection Regulation (GDPR)",
    provision:
      "GDPR Articles 5(1)(a), 5(1)(c), 6(1), 12(1), 24, 25(1), 25(2) and 35(1); Article 65 binding decision of the EDPB",
    patterns: ["preselection"],
    designNote:
      "Business accounts that children aged 13 to 17 could switch to, which published their phone number and/or email address.",
    summary:
      "The Irish DPC found that Instagram set the personal accounts of child users to public by default, so that their content was public unless they changed their privacy settings, and let 13- to 17-year-olds switch to business accounts that published their email address and/or phone number. After the EDPB's binding decision required a further finding on the lawfulness of the processing, the DPC fined Meta €405 million and ordered corrective measures.",
    outcome: {
      money: [{ amount: 405_000_000, currency: "EUR", kind: "fine" }],
      orders: "A range of corrective measures to bring the processing of children's data into compliance.",
    },
    statusNote:
      "Meta said it would appeal and brought proceedings in the Irish High Court against the decision; we have not found their outcome.",
    events: [
      {
        date: "2022-07-28",
        kind: "decision",
        text: "After six EU regulators objected to the DPC's draft decision, the EDPB adopted a binding decision requiring the DPC to add a finding of infringement of Article 6(1) GDPR and to reassess the fine.",
        source: {
          title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
          url: "https://www.dataprotection.ie/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
        },
      },
      {
        date: "2022-09-02",
        kind: "decision",
        text: "The DPC adopted its final decision, fining Meta €405 million and ordering corrective measures; it announced the decision on 15 September 2022.",
        source: {
          title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
          url: "https://www.dataprotection.ie/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Data Protection Commission announces decision in Instagram Inquiry\n\n15th September 2022\n\nThe Data Protection Commission (DPC) has today announced a conclusion to an inquiry into Meta Platforms Ireland Limited (Instagram) imposing a fine of €405 million and a range of corrective measures.",
        source: {
          title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
          url: "https://www.dataprotection.ie/index.php/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
        },
      },
      {
        quote:
          "The inquiry examined, in particular, the public disclosure of email addresses and/or phone numbers of children using the Instagram business account feature and a public-by-default setting for personal Instagram accounts of children.",
        source: {
          title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
          url: "https://www.dataprotection.ie/index.php/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
        },
      },
      {
        quote:
          "On 28 July 2022, the EDPB adopted its binding decision, which rejected a considerable quantity of the objections but upheld objections requiring the DPC to amend its draft decision to include a finding of infringement of Article 6(1) GDPR and to reassess its proposed administrative fines on the basis of this additional infringement. Having incorporated these amendments, the DPC’s decision was adopted on 2 September, 2022.",
        source: {
          title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
          url: "https://www.dataprotection.ie/index.php/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
        },
      },
      {
        quote:
          "At other times, Facebook operated a user registration system for the Instagram service whereby the accounts of child users were set to ‘public’ by default, thereby making public the social media content of child users, unless the account was otherwise set to ‘private’ by changing the account privacy settings.",
        source: {
          title:
            "Irish Independent: Instagram fined €405m by Irish regulator for breaching children's privacy rights",
          url: "https://www.independent.ie/business/technology/instagram-fined-405m-by-irish-regulator-for-breaching-childrens-privacy-rights-41962706.html",
        },
      },
      {
        quote:
          "Meta’s Irish arm has initiated a second set of High Court proceedings over a record €405 million fine issued against Instagram by the Data Protection Commission (DPC).",
        source: {
          title:
            "Irish Times: Meta brings second court challenge over record €405m fine issued against Instagram",
          url: "https://irishtimes-irishtimes-prod.cdn.arcpublishing.com/technology/big-tech/2022/10/28/meta-brings-second-court-challenge-over-record-405m-fine-issued-against-instagram/",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
    primarySource: {
      title: "DPC: Data Protection Commission announces decision in Instagram Inquiry",
      url: "https://www.dataprotection.ie/en/news-media/press-releases/data-protection-commission-announces-decision-instagram-inquiry",
    },
    secondarySources: [
      {
        title:
          "Irish Independent: Instagram fined €405m by Irish regulator for breaching children's privacy rights",
        url: "https://www.independent.ie/business/technology/instagram-fined-405m-by-irish-regulator-for-breaching-childrens-privacy-rights-41962706.html",
      },
    ],
  },
];
