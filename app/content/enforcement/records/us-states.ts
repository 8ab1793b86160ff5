import type { EnforcementRecordInput } from "../schema.ts";

/** US state records: the states' attorneys general. Each passage's source is in `evidence`. */
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
];
