import type { EnforcementRecordInput } from "../schema";

export const usStateRecords: EnforcementRecordInput[] = [
  {
    id: "states-meta-2023",
    date: "2023-10-24",
    stage: "complaint-filed",
    authorities: [
      "colorado-ag",
      "california-ag",
      "minnesota-ag",
      "new-york-ag",
      "illinois-ag",
      "kentucky-ag",
      "district-of-columbia-ag",
    ],
    company: "Meta Platforms, Inc. (Instagram, Facebook)",
    keywords: ["Meta", "Instagram", "Facebook"],
    instrument: "State consumer protection laws; Children's Online Privacy Protection Act (COPPA)",
    provision:
      "Joint federal complaint by 33 states (N.D. Cal., 4:23-cv-05448); separate suits by eight other states and the District of Columbia in their own courts",
    patterns: ["infinite-scroll", "autoplay", "social-validation"],
    summary:
      "The attorneys general of 41 states and the District of Columbia allege that Meta knowingly designed features that keep children and teenagers on Instagram and Facebook compulsively, among them infinite scroll, autoplay, 'likes' that invite social comparison and constant alerts, while telling the public the platforms were safe for young people. They also allege that Meta collected data from children under 13 without their parents' consent.",
    outcome: {
      money: [],
      orders: "",
    },
    events: [
      {
        date: "2023-10-24",
        kind: "complaint-filed",
        text: "Thirty-three states filed a joint complaint in federal court in California, and eight other states and the District of Columbia sued Meta in their own courts.",
        source: {
          title:
            "Bipartisan coalition of attorneys general file lawsuits against Meta for harming youth mental health through its social media platforms",
          url: "https://coag.gov/press-releases/bipartisan-coalition-of-attorneys-general-file-lawsuits-against-meta-for-harming-youth-mental-health-through-its-social-media-platforms/",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Oct. 24, 2023 (DENVER)—Today, in a nationwide action led by Colorado, 42 attorneys general throughout the country sued Meta in federal and state courts alleging that the company knowingly designed and deployed harmful features on Instagram and its other social media platforms that purposefully addict children and teens.",
        source: {
          title:
            "Bipartisan coalition of attorneys general file lawsuits against Meta for harming youth mental health through its social media platforms",
          url: "https://coag.gov/press-releases/bipartisan-coalition-of-attorneys-general-file-lawsuits-against-meta-for-harming-youth-mental-health-through-its-social-media-platforms/",
        },
      },
      {
        quote:
          "The federal complaint, joined by 33 states and filed in U.S. District Court for the Northern District of California, alleges that Meta knew of the harmful impact of its platforms, including Facebook and Instagram, on young people.",
        source: {
          title:
            "Bipartisan coalition of attorneys general file lawsuits against Meta for harming youth mental health through its social media platforms",
          url: "https://coag.gov/press-releases/bipartisan-coalition-of-attorneys-general-file-lawsuits-against-meta-for-harming-youth-mental-health-through-its-social-media-platforms/",
        },
      },
    ],
    statusNote:
      "Reports of October 15, 2024 (Bloomberg, below) say the federal judge largely denied Meta's motion to dismiss the states' claims but held that Section 230 shields claims aimed at some features, among them infinite scroll, autoplay, notifications and the display of likes; we hold no court page for that ruling. The patterns listed are those the complaint names, as reported; the passages we keep from the Colorado Attorney General's release speak of 'harmful features' without listing them. We have not confirmed later developments.",
    primarySource: {
      title:
        "Bipartisan coalition of attorneys general file lawsuits against Meta for harming youth mental health through its social media platforms",
      url: "https://coag.gov/press-releases/bipartisan-coalition-of-attorneys-general-file-lawsuits-against-meta-for-harming-youth-mental-health-through-its-social-media-platforms/",
    },
    secondarySources: [
      {
        title: "Minnesota Attorney General: coalition lawsuits against Meta (October 24, 2023)",
        url: "https://www.ag.state.mn.us/Office/Communications/2023/10/24_Meta.asp",
      },
      {
        title:
          "Bloomberg (BNN): Meta can't escape states' claims it hooked kids on platforms (October 15, 2024)",
        url: "https://www.bnnbloomberg.ca/business/company-news/2024/10/15/meta-cant-escape-states-claims-it-hooked-kids-on-platforms/",
      },
    ],
    addedOn: "2026-11-24",
    checkedOn: "2026-11-28",
  },
  {
    id: "dc-instacart-2022",
    date: "2022-08-19",
    stage: "settlement",
    authorities: ["district-of-columbia-ag"],
    company: "Maplebear Inc. (Instacart)",
    keywords: ["Instacart"],
    instrument: "District of Columbia Consumer Protection Procedures Act; DC sales tax law",
    provision: "Settlement of a 2020 lawsuit in DC Superior Court",
    patterns: [],
    designNote:
      "Alleged: a default 10 percent 'service fee' placed at checkout where the tip option used to be, which looked like a tip for the shopper.",
    summary:
      "The DC Attorney General alleged that from 2016 to 2018 Instacart led customers to believe that a 'service fee' at checkout was a tip for the worker who delivered their groceries, when the money went to Instacart. According to the lawsuit, the fee replaced the earlier tip option, was also set by default to 10 percent of the order and could be adjusted, and no tip option was visible at checkout.",
    outcome: {
      money: [
        {
          amount: 1_800_000,
          currency: "USD",
          kind: "redress",
          note: "paid to the District, for restitution to workers and consumers and for litigation costs; the $2.54 million total also includes $739,057 in disputed sales taxes released to the District",
        },
      ],
      orders: "Make sure tips go to workers and stop showing fees or tips in a misleading way.",
    },
    liabilityAdmitted: "no",
    events: [
      {
        date: "2020-08-27",
        kind: "complaint-filed",
        text: "The DC Attorney General sued Instacart in DC Superior Court over its service fee and unpaid sales taxes.",
        source: {
          title: "District of Columbia v. Maplebear Inc. d/b/a Instacart, complaint (2020 CA 003777 B)",
          url: "https://www.docketalarm.com/cases/District_Of_Columbia_Superior_Court/2020%20CA%20003777%20B/DISTRICT_OF_COLUMBIA_Vs._MAPLEBEAR_INC._YW/Complaint%20Package%20eServed%20to%20Filer_08272020/",
        },
      },
      {
        date: "2022-08-19",
        kind: "settlement",
        text: "Instacart agreed to a $2.54 million settlement, denying the claims.",
        source: {
          title: "AG Racine Announces Instacart Must Pay $2.54 Million",
          url: "https://oag.dc.gov/release/ag-racine-announces-instacart-must-pay-254-million",
        },
      },
    ],
    evidence: [
      {
        quote:
          "Attorney General Karl A. Racine today announced a $2.54 million settlement with Instacart, an online delivery company, resolving a lawsuit alleging that the company misled DC consumers, used tips left for workers to boost the company’s bottom line, and failed to pay required sales taxes.",
        source: {
          title: "AG Racine Announces Instacart Must Pay $2.54 Million",
          url: "https://oag.dc.gov/release/ag-racine-announces-instacart-must-pay-254-million",
        },
      },
      {
        quote:
          "As part of the settlement, Instacart will pay $1.8 million to the District, which can be used to provide restitution to delivery workers and consumers and cover litigation costs.",
        source: {
          title: "AG Racine Announces Instacart Must Pay $2.54 Million",
          url: "https://oag.dc.gov/release/ag-racine-announces-instacart-must-pay-254-million",
        },
      },
      {
        quote:
          "In a 2020 lawsuit, the Office of the Attorney General (OAG) alleged that from 2016 until 2018, Instacart falsely led consumers to believe that “service fees” charged on orders were tips that went directly to delivery workers—but instead, the fees went to Instacart and the company used them to subsidize operating expenses.",
        source: {
          title: "AG Racine Announces Instacart Must Pay $2.54 Million",
          url: "https://oag.dc.gov/release/ag-racine-announces-instacart-must-pay-254-million",
        },
      },
      {
        quote:
          "NEW: Instacart will pay a total of $2.54 million to resolve our 2020 lawsuit over misrepresentations about worker tips & failure to pay sales taxes. DC consumers expect their tips to go to workers, not the c-suite. — AG Karl A. Racine (@AGKarlRacine) August 19, 2022",
        source: {
          title: "The DC Post: Instacart settles DC lawsuit",
          url: "https://thedcpost.com/instacart-dc-lawsuit",
        },
      },
      {
        quote:
          "While agreeing to settle the suit, Instacart denies the claims, including violations of consumer protection laws or D.C. sales tax laws.",
        source: {
          title: "WTOP: Instacart settles DC lawsuit over misleading fees for $2.5 million",
          url: "https://wtop.com/business-finance/2022/08/instacart-settles-dc-lawsuit-over-misleading-fees-for-2-5-million/",
        },
      },
      {
        quote:
          "The service fee had replaced an Instacart checkout screen option for a tip, which defaulted to 10% and was adjustable. The service had the same option.",
        source: {
          title: "WTOP: Instacart settles DC lawsuit over misleading fees for $2.5 million",
          url: "https://wtop.com/business-finance/2022/08/instacart-settles-dc-lawsuit-over-misleading-fees-for-2-5-million/",
        },
      },
    ],
    primarySource: {
      title: "AG Racine Announces Instacart Must Pay $2.54 Million",
      url: "https://oag.dc.gov/release/ag-racine-announces-instacart-must-pay-254-million",
    },
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
  },
  {
    id: "ky-character-ai-2026",
    date: "2026-01-08",
    stage: "complaint-filed",
    authorities: ["kentucky-ag"],
    company: "Character Technologies, Inc. (Character.AI) and its founders",
    keywords: ["Character.AI", "Character AI"],
    instrument: "Kentucky Consumer Protection Act; Kentucky Consumer Data Protection Act",
    provision: "Complaint in Franklin Circuit Court",
    patterns: ["ai-companion-attachment"],
    summary:
      "The attorney general alleges that Character.AI's chatbots prey on children's inability to tell real from artificial 'friends', drawing them into sharing their most private thoughts and emotions and then manipulating them, including with content encouraging self-harm. The complaint also alleges that the company presented the platform as safe and collected children's data without parental consent.",
    outcome: {
      money: [],
      orders: "",
    },
    events: [
      {
        date: "2026-01-08",
        kind: "complaint-filed",
        text: "The Kentucky Attorney General sued Character Technologies and its founders in Franklin Circuit Court.",
        source: {
          title: "AG Coleman sues AI chatbot company for preying on children",
          url: "https://www.kentucky.gov/Pages/Activity-stream.aspx?n=AttorneyGeneral&prId=1857",
        },
      },
    ],
    evidence: [
      {
        quote:
          "On January 8, 2026, Kentucky Attorney General Russell Coleman announced a state lawsuit against Character.AI, alleging the platform 'preys on children' and exposes minors to harmful content.",
        source: {
          title: "NOPE incident file: Kentucky AG v. Character.AI",
          url: "https://nope.net/incidents/2026-kentucky-ag-characterai",
        },
      },
      {
        quote:
          "Filed in Franklin Circuit Court, the complaint alleges Character Technologies, its owners and its product Character.AI broke Kentucky law by prioritizing their own profits over the safety of children.",
        source: {
          title:
            "The Murray Sentinel: Kentucky files nation’s first lawsuit against AI chatbot accused of endangering kids",
          url: "https://themurraysentinel.org/kentucky-files-nations-first-lawsuit-against-ai-chatbot-accused-of-endangering-kids",
        },
      },
      {
        quote:
          "According to the complaint, it is “dangerous technology that induces users into divulging their most private thoughts and emotions and manipulates them with too frequently dangerous interactions and advice.”",
        source: {
          title:
            "The Murray Sentinel: Kentucky files nation’s first lawsuit against AI chatbot accused of endangering kids",
          url: "https://themurraysentinel.org/kentucky-files-nations-first-lawsuit-against-ai-chatbot-accused-of-endangering-kids",
        },
      },
      {
        quote:
          "According to The Kentucky Lantern, Coleman’s lawsuit accuses the artificial intelligence company of designing a “dangerous” chatbot that “preys upon children’s inability to distinguish between real and artificial ‘friends.’”",
        source: {
          title: "Legal Reader: Kentucky files lawsuit against Character.AI (January 8, 2026)",
          url: "https://www.legalreader.com/?p=20172069",
        },
      },
    ],
    statusNote: "Pending in Franklin Circuit Court as far as the sources we checked show.",
    primarySource: {
      title: "AG Coleman sues AI chatbot company for preying on children",
      url: "https://www.kentucky.gov/Pages/Activity-stream.aspx?n=AttorneyGeneral&prId=1857",
    },
    addedOn: "2026-11-24",
    checkedOn: "2026-11-25",
  },
  {
    id: "cppa-honda-2025",
    date: "2025-03-12",
    stage: "settlement",
    authorities: ["california-privacy-protection-agency"],
    company: "American Honda Motor Co., Inc.",
    keywords: ["Honda", "American Honda"],
    instrument: "California Consumer Privacy Act (CCPA) and its regulations",
    provision: "Stipulated final order",
    patterns: [],
    designNote:
      "Alleged: a cookie banner where accepting tracking took one click but opting out took more steps, and privacy requests that demanded more personal information than needed.",
    summary:
      "The California Privacy Protection Agency alleged that Honda's cookie consent tool did not offer a symmetrical choice, making it harder to opt out of data sharing than to accept tracking. The agency also alleged that Honda asked for at least eight pieces of personal information before people could even ask it to stop selling or sharing their data, made it difficult to act through an authorized agent, and shared data with ad tech companies without the contracts the law requires.",
    outcome: {
      money: [
        {
          amount: 632_500,
          currency: "USD",
          kind: "fine",
          note: "administrative fine",
        },
      ],
      orders:
        "Change how Californians exercise their privacy rights, including the opt-out and cookie choices, and put the contract terms the CCPA requires in place with the companies that receive their data.",
    },
    liabilityAdmitted: "no",
    events: [
      {
        date: "2025-03-07",
        kind: "settlement",
        text: "The agency and Honda entered into a stipulated final order with a $632,500 fine.",
        source: {
          title: "ZwillGen: CPPA settles with Honda over alleged privacy violations",
          url: "https://zwillgen.com/privacy/cppa-settles-with-honda-over-alleged-privacy-violations",
        },
      },
    ],
    evidence: [
      {
        quote:
          "On March 12, 2025, the California Privacy Protection Agency (the “CPPA”) announced a decision and stipulated final order stemming from its investigation of the American Honda Motor Company’s (the “Company” or “Honda”) data privacy practices. In addition to implementing changes in its practices, the Company agreed to pay an administrative fine of $632,500.",
        source: {
          title: "Debevoise Data Blog: Privacy enforcement shift toward cookie consent",
          url: "https://www.debevoisedatablog.com/2025/04/24/privacy-enforcement-shift-toward-cookie-consent/",
        },
      },
      {
        quote:
          "On March 7, 2025, the California Privacy Protection Agency (“CPPA”) entered into a Stipulated Final Order (“Order”) with American Honda Motor Co., Inc. (“Honda”) settling alleged violations of the California Consumer Privacy Act (“CCPA”).",
        source: {
          title: "ZwillGen: CPPA settles with Honda over alleged privacy violations",
          url: "https://zwillgen.com/privacy/cppa-settles-with-honda-over-alleged-privacy-violations",
        },
      },
      {
        quote:
          "(Honda neither admitted nor denied the bulk of the agency’s findings, and did not admit liability to any violation of the law).",
        source: {
          title: "ZwillGen: CPPA settles with Honda over alleged privacy violations",
          url: "https://zwillgen.com/privacy/cppa-settles-with-honda-over-alleged-privacy-violations",
        },
      },
      {
        quote:
          "Central to the decision were allegations that Honda’s cookie consent interface failed to provide users with a symmetrical choice, making it more difficult for consumers to opt out of data sharing than to accept tracking.",
        source: {
          title: "PYMNTS (Debevoise): Privacy enforcement shift toward cookie consent",
          url: "https://www.pymnts.com/cpi-posts/privacy-enforcement-shift-toward-cookie-consent/",
        },
      },
    ],
    primarySource: {
      title: "California Privacy Protection Agency: Honda enforcement announcement (March 12, 2025)",
      url: "https://cppa.ca.gov/announcements/2025/20250312.html",
    },
    addedOn: "2026-11-25",
    checkedOn: "2026-11-25",
  },
];
