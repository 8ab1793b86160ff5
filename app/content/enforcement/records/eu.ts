import type { EnforcementRecordInput } from "../schema.ts";

const cpcSocialMedia = {
  title: "European Commission: CPC coordinated actions on social media and search engines (WhatsApp)",
  url: "https://commission.europa.eu/live-work-travel-eu/consumer-rights-and-complaints/enforcement-consumer-protection/coordinated-actions/social-media-and-search-engines_en",
};

const gvhWhatsApp = {
  title:
    "GVH (Hungarian Competition Authority): WhatsApp improves its consumer information practices under European pressure",
  url: "https://gvh.hu/en/press_room/press_releases/press-releases-2023/us-whatsapp-improves-its-consumer-information-practices-under-european-pressure",
};

/** EU records: the European Commission, and the consumer authorities' network (CPC) acting together. Each passage's source is in `evidence`. */
export const euRecords: EnforcementRecordInput[] = [
  {
    id: "ec-x-dsa-2025",
    date: "2025-12-05",
    stage: "decision",
    authorities: ["european-commission"],
    company: "X",
    keywords: ["X", "Twitter", "blue checkmark"],
    instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
    provision:
      "Article 25(1) (deceptive design of the blue checkmark); advertising repository and researchers' data access",
    patterns: ["fake-social-proof"],
    summary:
      "The Commission found that X's blue checkmark deceives users: it looks like verification, but anyone can pay for it without X checking who is behind the account, which exposes users to scams and impersonation. It was the first non-compliance decision under the Digital Services Act.",
    outcome: {
      money: [
        {
          amount: 120_000_000,
          currency: "EUR",
          kind: "fine",
          note: "€45 million of it for the blue checkmark; the rest for the ad repository and researchers' access to data",
        },
      ],
      orders:
        "X must tell the Commission how it will end the breaches; further penalties are possible if it does not.",
    },
    events: [
      {
        date: "2025-12-05",
        kind: "decision",
        text: "The Commission fined X €120 million in its first non-compliance decision under the Digital Services Act.",
        source: {
          title: "Commission fines X €120 million under the Digital Services Act",
          url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_25_2934",
        },
      },
    ],
    evidence: [
      {
        quote:
          "X has filed an appeal before the General Court of the European Union challenging a €120 million ($141 million) fine imposed by the European Commission on December 5, 2025, under the Digital Services Act.",
        source: {
          title: "Social Samosa: X appeals €120 million EU fine",
          url: "https://www.socialsamosa.com/news-2/x-appeals-million-eu-fine-11146536",
        },
      },
      {
        quote:
          "It is the first time that the Commission has imposed a fine under the so‑called Digital Services Act (DSA). … (Brussels, 5 December 2025)",
        source: {
          title: "European Newsroom: Commission fines X",
          url: "https://europeannewsroom.com/?p=1857763",
        },
      },
      {
        quote:
          "The European Union has slapped a 120 million euro ($140m) penalty on Elon Musk’s social media platform X for breaching digital transparency rules, igniting a transatlantic clash over tech regulation.",
        source: {
          title: "Al Jazeera: EU hits Musk’s X with $140m fine for deceptive blue tick, ad transparency",
          url: "https://www.aljazeera.com/news/2025/12/5/eu-hits-musks-x-with-140m-fine-for-deceptive-blue-tick-ad-transparency",
        },
      },
      {
        quote:
          "The platform’s paid blue checkmark system, which Brussels said “deceives users” about account authenticity, drew a 45 million euro ($52.4m) penalty.",
        source: {
          title: "Al Jazeera: EU hits Musk’s X with $140m fine for deceptive blue tick, ad transparency",
          url: "https://www.aljazeera.com/news/2025/12/5/eu-hits-musks-x-with-140m-fine-for-deceptive-blue-tick-ad-transparency",
        },
      },
    ],
    statusNote:
      "In February 2026 X said it had filed an appeal against the fine at the General Court of the European Union, and the Commission said it was ready to defend its decision (reported by AFP); we have not found the court's record of the filing date, so the appeal is not listed as an event, nor any ruling on it. Other Digital Services Act proceedings against X remain open.",
    primarySource: {
      title: "Commission fines X €120 million under the Digital Services Act",
      url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_25_2934",
    },
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
  },
  {
    id: "ec-tiktok-addictive-design-2026",
    date: "2026-02-06",
    stage: "preliminary-findings",
    authorities: ["european-commission"],
    company: "TikTok",
    keywords: ["TikTok", "For You feed"],
    instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
    provision: "Risk assessment and mitigation by very large online platforms (Articles 34 and 35)",
    patterns: ["infinite-scroll", "autoplay", "variable-rewards"],
    summary:
      "In its preliminary view, the Commission found that TikTok had not properly assessed or reduced the risks of its addictive design, including infinite scroll, autoplay, push notifications and a highly personalized feed that keeps 'rewarding' users with new content. It said TikTok may need to change the basic design of its service, for example by disabling infinite scroll and adding effective screen-time breaks.",
    outcome: {
      money: [],
      orders: "",
    },
    events: [
      {
        date: "2026-02-06",
        kind: "preliminary-findings",
        text: "The Commission sent TikTok its preliminary findings that the app's addictive design breaches the Digital Services Act.",
        source: {
          title:
            "Commission preliminarily finds TikTok's addictive design in breach of the Digital Services Act",
          url: "https://digital-strategy.ec.europa.eu/en/news/commission-preliminarily-finds-tiktoks-addictive-design-breach-digital-services-act",
        },
      },
      {
        date: "2026-02-06",
        kind: "company-response",
        text: "TikTok called the findings false and said it would challenge them.",
        source: {
          title: "MyJoyOnline (Reuters): TikTok charged by EU tech regulators over addictive features",
          url: "https://www.myjoyonline.com/?p=10032971336",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Brüssel, 06. Feb (Reuters) - Die Kurzvideo-Plattform TikTok verstößt nach vorläufiger Einschätzung der EU-Kommission gegen EU-Regeln für Internetdienste.",
        source: {
          title: "onvista (Reuters): EU-Kommission nimmt TikTok ins Visier - Verstoß gegen EU-Regeln",
          url: "https://www.onvista.de/news/2026/02-06-eu-kommission-nimmt-tiktok-ins-visier-verstoss-gegen-eu-regeln-0-20-26477046",
        },
        published: "2026-02-06",
        agency: "Reuters",
      },
      {
        quote:
          "The European Commission set out its charges in preliminary findings to TikTok following a year-long investigation under the Digital Services Act (DSA) which requires large online platforms to do more to tackle illegal and harmful content.",
        source: {
          title: "MyJoyOnline (Reuters): TikTok charged by EU tech regulators over addictive features",
          url: "https://www.myjoyonline.com/?p=10032971336",
        },
        agency: "Reuters",
      },
      {
        quote:
          "On 6 February 2026, the European Commission issued preliminary findings that TikTok has breached the Digital Services Act (“DSA”) due to what it terms the platform’s “addictive design.”",
        source: {
          title:
            "Slaughter and May: Commission makes preliminary finding that TikTok's addictive design breaches the DSA",
          url: "https://thelens.slaughterandmay.com/post/102miei/commission-makes-preliminary-finding-that-tiktoks-addictive-design-breaches-th",
        },
      },
      {
        quote:
          '"The Commission\'s preliminary findings present a categorically false and entirely meritless depiction of our platform, and we will take whatever steps are necessary to challenge these findings through every means available to us," a TikTok spokesperson said.',
        source: {
          title: "MyJoyOnline (Reuters): TikTok charged by EU tech regulators over addictive features",
          url: "https://www.myjoyonline.com/?p=10032971336",
        },
        agency: "Reuters",
      },
    ],
    statusNote: "TikTok can reply to the findings; we have not found a final decision.",
    primarySource: {
      title: "Commission preliminarily finds TikTok's addictive design in breach of the Digital Services Act",
      url: "https://digital-strategy.ec.europa.eu/en/news/commission-preliminarily-finds-tiktoks-addictive-design-breach-digital-services-act",
    },
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
  },
  {
    id: "ec-meta-dsa-reporting-2025",
    date: "2025-10-24",
    stage: "preliminary-findings",
    authorities: ["european-commission"],
    company: "Meta Platforms Ireland (Facebook, Instagram)",
    keywords: ["Facebook", "Instagram", "Meta"],
    instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
    provision:
      "Notice-and-action mechanisms for illegal content; appeals against moderation decisions; researchers' access to public data",
    patterns: ["obstruction"],
    summary:
      "In its preliminary view, the Commission found that Facebook and Instagram did not give users a simple way to report illegal content such as child sexual abuse material: their reporting flows allegedly added unnecessary steps and used deceptive interface designs that could confuse and dissuade users. It also preliminarily found that users could not effectively appeal moderation decisions, and that Meta, like TikTok, made it hard for researchers to obtain public data.",
    outcome: {
      money: [],
      orders: "",
    },
    events: [
      {
        date: "2025-10-24",
        kind: "preliminary-findings",
        text: "The Commission sent Meta its preliminary findings on Facebook's and Instagram's reporting and appeal mechanisms and on researchers' data access.",
        source: {
          title:
            "Commission preliminarily finds TikTok and Meta in breach of their transparency obligations under the Digital Services Act",
          url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_25_2503",
        },
      },
    ],
    evidence: [
      {
        quote:
          "October 24, 2025\nTikTok and Meta, the company which owns Facebook and Instagram, are in breach of transparency obligations under the EU's Digital Services Act (DSA), the European Commission said Friday.\nA statement by the European Union's executive body said its preliminary findings show that the social media giants were \"in breach of their obligation to grant researchers adequate access to public data under the DSA.\"",
        source: {
          title: "DW: TikTok, Meta in breach of transparency obligations: EU",
          url: "https://amp.dw.com/en/tiktok-and-facebook-instagram-owner-meta-in-breach-of-transparency-obligations-eu-commission/a-74483497",
        },
      },
      {
        quote:
          "The Commission’s preliminary findings are that Facebook and Instagram’s Notice and Action methods may require users to perform unnecessary actions, and that both platforms appear to employ ‘dark patterns’ or deceptive interface designs.",
        source: {
          title:
            "Bristows: EU Commission issues preliminary findings in DSA investigations into TikTok and Meta",
          url: "https://inquisitiveminds.bristows.com/post/102ls33/eu-commission-issues-preliminary-findings-in-dsa-investigations-into-tiktok-and-m",
        },
      },
    ],
    statusNote: "Meta can reply to the findings; we have not found a final decision.",
    primarySource: {
      title:
        "Commission preliminarily finds TikTok and Meta in breach of their transparency obligations under the Digital Services Act",
      url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_25_2503",
    },
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
  },
  {
    id: "cpc-amazon-prime-cancel-2022",
    date: "2022-07-01",
    stage: "commitments",
    authorities: ["european-commission", "cpc-network", "acm"],
    company: "Amazon (Amazon Prime)",
    keywords: ["Amazon", "Amazon Prime", "Prime"],
    instrument: "EU consumer protection law, in particular the Unfair Commercial Practices Directive",
    provision: "Dialogue of the Commission and the CPC Network of national consumer authorities",
    patterns: ["hard-to-cancel"],
    liabilityAdmitted: "not-stated",
    summary:
      "The Commission and national consumer authorities were concerned that canceling Amazon Prime meant scrolling through many pages of distracting information, warnings and unclear button labels, hurdles that a consumer complaint described as complicated menus, skewed wording and confusing choices. Amazon committed to let people in the EU and EEA cancel with two clicks through a prominent 'cancel' button, on all its EU websites and devices.",
    outcome: {
      money: [],
      orders:
        "Cancellation of Prime in two clicks through a clear 'cancel' button on all EU websites and on desktop, mobile and tablet, from July 1, 2022; the Commission and national authorities monitor the commitments.",
    },
    events: [
      {
        date: "2021-04",
        kind: "complaint-filed",
        text: "BEUC, the European consumer organization,, the Norwegian Consumer Council and the Transatlantic Consumer Dialogue complained about the hurdles to leaving Prime, and the Commission opened a dialogue with Amazon together with national consumer authorities.",
        source: {
          title: "SCL: Amazon Prime changes its cancellation practices to comply with EU consumer rules",
          url: "https://www.scl.org/news/12641-amazon-prime-changes-its-cancellation-practices-to-comply-with-eu-consumer-rules",
        },
      },
      {
        date: "2022-07-01",
        kind: "commitments",
        text: "The Commission announced Amazon's commitment to a two-click cancellation of Prime across the EU, in effect from that day.",
        source: {
          title: "ACM: Users must be able to cancel their Amazon Prime subscriptions with two clicks",
          url: "https://www.acm.nl/en/publications/users-must-be-able-cancel-their-amazon-prime-subscriptions-two-clicks",
        },
      },
    ],
    evidence: [
      {
        quote:
          "The European Commission has announced that Amazon has committed to bringing its cancellation practices into line with EU consumer protection rules.",
        source: {
          title: "SCL: Amazon Prime changes its cancellation practices to comply with EU consumer rules",
          url: "https://www.scl.org/news/12641-amazon-prime-changes-its-cancellation-practices-to-comply-with-eu-consumer-rules",
        },
      },
      {
        quote:
          "Amazon has committed to implementing these changes on all its EU websites and for all devices (desktop, mobile and tablet). The changes took effect from 1 July 2022.",
        source: {
          title: "SCL: Amazon Prime changes its cancellation practices to comply with EU consumer rules",
          url: "https://www.scl.org/news/12641-amazon-prime-changes-its-cancellation-practices-to-comply-with-eu-consumer-rules",
        },
      },
      {
        quote:
          "Jul 01 2022, 17:21 ist\n  • updated: Jul 01 2022, 17:51 ist\nUS online retail giant Amazon has made it easier for users to cancel their subscriptions to its fast shipping club Prime with just two clicks, following complaints from consumer groups, the European Commission said on Friday.",
        source: {
          title:
            "Deccan Herald (Reuters): Amazon to allow Prime users to unsubscribe in 2 clicks after EU complaints",
          url: "https://www.deccanherald.com/business/technology/amazon-to-allow-prime-users-to-unsubscribe-in-2-clicks-after-eu-complaints-1123015.html",
        },
      },
      {
        quote:
          "Users of Amazon Prime must be able to cancel their subscriptions with two clicks. This has been agreed by the European Commission, the consumer authorities of the EU member states (including ACM), and Amazon.",
        source: {
          title: "ACM: Users must be able to cancel their Amazon Prime subscriptions with two clicks",
          url: "https://www.acm.nl/en/publications/users-must-be-able-cancel-their-amazon-prime-subscriptions-two-clicks",
        },
      },
      {
        quote:
          "Amazon committed on Friday to implement the changes, which apply to the European Union and European Economic Area, according to the European Commission.",
        source: {
          title: "UPI: Amazon eases Prime cancelation process in Europe",
          url: "https://www.upi.com/Top_News/World-News/2022/07/05/europe-commission-changes-amazon-prime-cancelation-consumer-rules/4711657033423/",
        },
        published: "2022-07-05",
      },
    ],
    statusNote:
      "No admission of liability is stated; Amazon said in a statement that its design already made it clear and simple to cancel. No fine was imposed.",
    primarySource: {
      title: "ACM: Users must be able to cancel their Amazon Prime subscriptions with two clicks",
      url: "https://www.acm.nl/en/publications/users-must-be-able-cancel-their-amazon-prime-subscriptions-two-clicks",
    },
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
  },
  {
    id: "cpc-whatsapp-terms-2023",
    date: "2023-03-06",
    stage: "commitments",
    authorities: ["european-commission", "cpc-network", "ccpc"],
    company: "WhatsApp (Meta)",
    keywords: ["WhatsApp", "Meta", "terms of service", "privacy policy"],
    instrument: "EU consumer protection law",
    provision:
      "Dialogue of the CPC Network of national consumer authorities, led by the Swedish Consumer Agency and Ireland's Competition and Consumer Protection Commission and coordinated by the Commission",
    patterns: ["nagging"],
    liabilityAdmitted: "not-stated",
    summary:
      "After consumer groups complained about WhatsApp's 2021 update to its terms of service and privacy policy, the EU's network of consumer authorities raised concerns about how the update was put to users, and the Commission said users' choices should be respected instead of being asked each time they open the app. WhatsApp committed that for future updates it will explain what changes, show the option to reject as prominently as the option to accept, let people dismiss or postpone the notices, and stop sending recurring notifications.",
    outcome: {
      money: [],
      orders:
        "For future updates: explain the changes and how they affect users' rights, offer rejection as prominently as acceptance, let notifications be dismissed or the review postponed, respect users' choices and refrain from recurring notifications; the CPC authorities monitor compliance.",
    },
    events: [
      {
        date: "2021-07",
        kind: "complaint-filed",
        text: "BEUC, the European consumer organization, and eight of its members alerted the Commission and national consumer authorities to alleged unfair practices around WhatsApp's update to its terms of service and privacy policy.",
        source: {
          title:
            "Wiggin: European Commission announces that WhatsApp has agreed to comply fully with EU rules on contract updates",
          url: "https://wiggin.co.uk/insight/european-commission-announces-that-whatsapp-has-agreed-to-comply-fully-with-eu-rules-informing-users-better-and-respecting-their-choices-on-contract-updates/",
        },
      },
      {
        date: "2023-03-06",
        kind: "commitments",
        text: "After two letters from the CPC Network in 2022, the Commission announced WhatsApp's commitments on how it will present future updates to its terms.",
        source: cpcSocialMedia,
      },
    ],
    evidence: [
      {
        quote:
          "6 March 2023, Budapest –The Consumer Protection Cooperation Network (CPC), which brings together the consumer authorities of the European Union, including the Hungarian Competition Authority (GVH), has pushed for WhatsApp to be more transparent in informing its users about contract amendments and respecting their decisions.\n\nWhatsApp is making a number of improvements to its commercial practices based on commitments made to the Consumer Protection Cooperation Network (CPC), which brings together the European Commission and Member State authorities.",
        source: gvhWhatsApp,
      },
      {
        quote:
          "The option to reject and accept the updated terms and conditions will be displayed in the same prominent place, and for notifications of these, it will remember and respect users' choices - rather than displaying them repeatedly and unresponsively each time they are opened.",
        source: gvhWhatsApp,
      },
      {
        quote:
          "ensure that the notifications informing about the updates can be dismissed or the review of the updates can be delayed, as well as respect users’ choices and refrain from sending recurring notifications.",
        source: cpcSocialMedia,
      },
      {
        quote:
          "WhatsApp replied to this first letter from the CPC Network in March 2022. However, after having carefully assessed WhatsApp’s submission, the CPC Network was not convinced by the company’s clarifications on the concerns raised by the Network.",
        source: cpcSocialMedia,
      },
      {
        quote:
          "European consumer organisation BEUC and eight of its member associations first alerted the Commission to alleged unfair practices in relation to WhatsApp’s updates to its terms of service and privacy policy in July 2021.",
        source: {
          title:
            "Wiggin: European Commission announces that WhatsApp has agreed to comply fully with EU rules on contract updates",
          url: "https://wiggin.co.uk/insight/european-commission-announces-that-whatsapp-has-agreed-to-comply-fully-with-eu-rules-informing-users-better-and-respecting-their-choices-on-contract-updates/",
        },
      },
    ],
    statusNote:
      "No fine was imposed and no admission of liability is stated. WhatsApp also confirmed that it does not share users' personal data for advertising purposes with third parties or other Meta companies.",
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
    primarySource: cpcSocialMedia,
    secondarySources: [gvhWhatsApp],
  },
  {
    id: "ec-tiktok-lite-rewards-2024",
    date: "2024-08-05",
    stage: "commitments",
    authorities: ["european-commission"],
    company: "TikTok (ByteDance)",
    keywords: ["TikTok Lite", "TikTok Lite Rewards", "TikTok"],
    instrument: "Digital Services Act (DSA)",
    provision:
      "Commitments made binding under Article 71 DSA, closing formal proceedings opened on 22 April 2024",
    patterns: ["variable-rewards"],
    liabilityAdmitted: "not-stated",
    summary:
      "The Commission was concerned that TikTok launched the TikTok Lite Rewards program in France and Spain, paying users points for tasks such as watching videos, liking content, following creators and inviting friends, without first assessing its risks, in particular a possible addictive effect on minors. TikTok committed to withdraw the program from the EU permanently and not to launch any program that would circumvent the withdrawal, and the Commission made those commitments binding and closed its proceedings.",
    outcome: {
      money: [],
      orders:
        "Permanent withdrawal of TikTok Lite Rewards from the EU and no other program that would circumvent it; a breach would be a breach of the DSA and could lead to fines.",
    },
    events: [
      {
        date: "2024-04",
        kind: "company-response",
        text: "After inquiries by the Commission, TikTok paused the rewards program.",
        source: {
          title: "EU says TikTok agrees to permanently remove TikTok Lite Rewards (UPI, via Yahoo News)",
          url: "https://ca.news.yahoo.com/eu-says-tiktok-agrees-permanently-162213591.html",
        },
      },
      {
        date: "2024-08-05",
        kind: "commitments",
        text: "The Commission made TikTok's commitments binding and closed the proceedings, its first case closed under the DSA.",
        source: {
          title:
            "European Commission: TikTok commits to permanently withdraw TikTok Lite Rewards programme from the EU",
          url: "https://digital-strategy.ec.europa.eu/en/news/tiktok-commits-permanently-withdraw-tiktok-lite-rewards-programme-eu-comply-digital-services-act",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Afgørelsen gør disse tilsagn juridisk bindende, hvilket betyder, at enhver overtrædelse af tilsagnene straks vil udgøre en overtrædelse af forordningen om digitale tjenester og derfor kan føre til bøder. Med denne beslutning afslutter Kommissionen også den formelle procedure, der blev indledt mod TikTok den 22. april.",
        source: {
          title:
            "European Commission: TikTok commits to permanently withdraw TikTok Lite Rewards programme from the EU to comply with the Digital Services Act (Danish version)",
          url: "https://digital-strategy.ec.europa.eu/da/news/tiktok-commits-permanently-withdraw-tiktok-lite-rewards-programme-eu-comply-digital-services-act",
        },
      },
      {
        quote:
          "Mit dem Beschluss werden diese Verpflichtungen für rechtsverbindlich erklärt, was bedeutet, dass ein Verstoß gegen die Verpflichtungen sofort einen Verstoß gegen das Gesetz über digitale Dienste darstellen würde und daher zu Geldbußen führen könnte.",
        source: {
          title:
            "European Commission: TikTok commits to permanently withdraw TikTok Lite Rewards programme from the EU to comply with the Digital Services Act (German version)",
          url: "https://digital-strategy.ec.europa.eu/de/news/tiktok-commits-permanently-withdraw-tiktok-lite-rewards-programme-eu-comply-digital-services-act",
        },
      },
      {
        quote:
          "Aug. 5 (UPI) -- The European Commission announced on Monday that TikTok has agreed to permanently remove TikTok Lite Rewards in a binding commitment.",
        source: {
          title: "EU says TikTok agrees to permanently remove TikTok Lite Rewards (UPI, via Yahoo News)",
          url: "https://ca.news.yahoo.com/eu-says-tiktok-agrees-permanently-162213591.html",
        },
        published: "2024-08-05",
        agency: "UPI",
      },
      {
        quote: "TikTok had paused the TikTok Lite program in April after inquiries by the commission.",
        source: {
          title: "EU says TikTok agrees to permanently remove TikTok Lite Rewards (UPI, via Yahoo News)",
          url: "https://ca.news.yahoo.com/eu-says-tiktok-agrees-permanently-162213591.html",
        },
        published: "2024-08-05",
        agency: "UPI",
      },
      {
        quote:
          "The regulator stated that this programme was launched without a thorough risk assessment, particularly regarding its potential addictive effects. The lack of effective risk mitigation measures, and the suspected absence of adequate age verification mechanisms, raised particular concerns for minors.",
        source: {
          title: "TikTok to permanently withdraw TikTok Lite from EU (Tech Monitor)",
          url: "https://techmonitor.ai/policy/tiktok-to-permanently-withdraw-tiktok-lite-from-eu",
        },
      },
    ],
    addedOn: "2026-11-25",
    checkedOn: "2026-11-28",
    primarySource: {
      title:
        "European Commission: TikTok commits to permanently withdraw TikTok Lite Rewards programme from the EU",
      url: "https://digital-strategy.ec.europa.eu/en/news/tiktok-commits-permanently-withdraw-tiktok-lite-rewards-programme-eu-comply-digital-services-act",
    },
    secondarySources: [
      {
        title:
          "European Commission: Commission opens proceedings against TikTok under the DSA regarding the launch of TikTok Lite in France and Spain",
        url: "https://digital-strategy.ec.europa.eu/en/news/commission-opens-proceedings-against-tiktok-under-dsa-regarding-launch-tiktok-lite-france-and-spain",
      },
    ],
  },
  {
    id: "cpc-shein-2025",
    date: "2025-05-26",
    stage: "notice",
    authorities: ["ccpc", "cpc-network", "acm", "dgccrf"],
    company: "SHEIN",
    keywords: ["SHEIN", "Shein"],
    instrument:
      "CPC Regulation (EU) 2017/2394; Unfair Commercial Practices Directive; Consumer Rights Directive",
    provision:
      "Coordinated action of the Consumer Protection Cooperation (CPC) Network, co-led by the consumer authorities of Ireland, Belgium, France and the Netherlands under the coordination of the European Commission",
    patterns: ["fake-urgency"],
    designNote:
      "Alleged: discounts shown against 'prior prices' that were not real, and contact details hidden so that people could not easily reach SHEIN.",
    summary:
      "The CPC Network of EU consumer authorities alleged that SHEIN's platform broke EU consumer law with fake discounts not based on real prior prices and with false purchase deadlines that put shoppers under pressure to buy. It also alleged missing or wrong information on return and refund rights, misleading product labels and sustainability claims, and hidden contact details, and gave SHEIN one month to propose commitments.",
    outcome: {
      money: [],
      orders:
        "SHEIN was directed to bring the practices into line with EU consumer law and given one month to propose commitments; the network also requested further information.",
    },
    statusNote:
      "The action was still an investigation when announced: if SHEIN does not address the concerns, national authorities can take enforcement measures, including fines. We have not found SHEIN's commitments or a later decision.",
    events: [
      {
        date: "2025-05-26",
        kind: "notice",
        text: "The CPC Network and the European Commission notified SHEIN of practices they consider to breach EU consumer law and gave it one month to propose commitments.",
        source: {
          title: "CCPC: CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
          url: "https://www.ccpc.ie/business/?p=52096",
        },
      },
    ],
    evidence: [
      {
        quote:
          "CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy\n\nMay 26, 2025",
        source: {
          title: "CCPC: CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
          url: "https://www.ccpc.ie/business/?p=52096",
        },
      },
      {
        quote:
          "The Competition and Consumer Protection Commission (CCPC), along with national consumer authorities in Belgium, France and The Netherlands, and the European Commission, has called on online marketplace and e-retailer, SHEIN, to rectify several practices on its platform that potentially breach EU consumer law. Issues include fake discounts, pressure selling tactics, and unclear information regarding consumer rights. SHEIN has one month to propose commitments on how they will address these issues.",
        source: {
          title: "CCPC: CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
          url: "https://www.ccpc.ie/business/?p=52096",
        },
      },
      {
        quote: "Pressure tactics: Using false deadlines to put pressure on consumers to purchase.",
        source: {
          title: "CCPC: CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
          url: "https://www.ccpc.ie/business/?p=52096",
        },
      },
      {
        quote:
          "The CPC Network’s action against SHEIN is led by the competent national authorities of Belgium, France, Ireland and The Netherlands, under the coordination of the Commission.",
        source: {
          title: "EUbusiness: SHEIN practices breach EU law, says Commission",
          url: "https://www.eubusiness.com/consumer/shein-practices-breach-eu-law-says-commission/",
        },
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
    primarySource: {
      title: "CCPC: CCPC and EU consumer authorities urge SHEIN to stop pressuring consumers to buy",
      url: "https://www.ccpc.ie/business/?p=52096",
    },
    secondarySources: [
      {
        title:
          "European Commission: Commission and national authorities urge SHEIN to respect EU consumer protection laws",
        url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_25_1331",
      },
    ],
  },
];
