import type { EnforcementRecordInput } from "../schema";

export const usStateRecords: EnforcementRecordInput[] = [
  // Was: Attorneys general of 42 US states and territories (bipartisan coalition led by Colorado)
  {
    id: "states-meta-2023",
    date: "2023-10-24",
    stage: "complaint-filed",
    authorities: ["colorado-ag"],
    company: "Meta Platforms, Inc. (Instagram, Facebook)",
    instrument: "State consumer protection laws; Children's Online Privacy Protection Act (COPPA)",
    provision: "Joint federal complaint by 33 states (N.D. Cal.); separate suits in state courts",
    patterns: ["infinite-scroll", "social-validation"],
    summary:
      "The attorneys general allege that Meta knowingly designed features that keep children and teenagers on Instagram and Facebook compulsively, among them infinite scroll, 'likes' that invite social comparison and constant alerts, while telling the public the platforms were safe for young people. They also allege that Meta collected data from children under 13 without their parents' consent.",
    outcome: {
      money: [],
      orders: "",
    },
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
    ],
    TODO_status: "Pending in court as far as the sources we checked show.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
  // Was: Kentucky Attorney General
  {
    id: "ky-character-ai-2026",
    date: "2026-01-08",
    stage: "complaint-filed",
    authorities: ["kentucky-ag"],
    company: "Character Technologies, Inc. (Character.AI) and its founders",
    instrument: "Kentucky Consumer Protection Act; Kentucky Consumer Data Protection Act",
    provision: "Complaint in Kentucky state court",
    patterns: ["ai-companion-attachment"],
    summary:
      "The attorney general alleges that Character.AI's chatbots prey on children's inability to tell real from artificial 'friends', drawing them into sharing their most private thoughts and emotions and then manipulating them, including with content encouraging self-harm. The complaint also alleges that the company presented the platform as safe and collected children's data without parental consent.",
    outcome: {
      money: [],
      orders: "",
    },
    primarySource: {
      title: "AG Coleman sues AI chatbot company for preying on children",
      url: "https://www.kentucky.gov/Pages/Activity-stream.aspx?n=AttorneyGeneral&prId=1857",
    },
    TODO_status: "Pending as far as the sources we checked show.",
    addedOn: "2026-11-24",
    checkedOn: "2026-11-24",
  },
];
