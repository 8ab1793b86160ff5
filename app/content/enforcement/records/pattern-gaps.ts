import type { EnforcementRecordInput } from "../schema";

const cpcSocialMedia = {
  title: "European Commission: CPC coordinated actions on social media and search engines (WhatsApp)",
  url: "https://commission.europa.eu/live-work-travel-eu/consumer-rights-and-complaints/enforcement-consumer-protection/coordinated-actions/social-media-and-search-engines_en",
};

const gvhWhatsApp = {
  title:
    "GVH (Hungarian Competition Authority): WhatsApp improves its consumer information practices under European pressure",
  url: "https://gvh.hu/en/press_room/press_releases/press-releases-2023/us-whatsapp-improves-its-consumer-information-practices-under-european-pressure",
};

export const patternGapRecords: EnforcementRecordInput[] = [
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
];
