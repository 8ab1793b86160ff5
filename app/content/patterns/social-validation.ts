import type { Pattern } from "#app/content/schemas.ts";

/**
 * Sherman et al. 2016 is a small fMRI study of adolescents (BOLD responses, not dopamine); Kahneman & Tversky studied money
 * and chance, Przybylski et al. survey correlations. The FTC's reviews rule and the UK's fake-review ban are about fake
 * reviews and fake counts, not about displaying genuine likes or streaks (checked 2026-11-25).
 */
export const socialValidation: Pattern = {
  slug: "social-validation",
  name: "Social validation",
  family: "attention",
  order: 4,
  definition:
    "Likes, follower counts, streaks and read receipts turn other people's approval into numbers and signals that are always on display. Shown this way, they keep people checking back, posting again and replying at once.",
  summary:
    "Likes, follower counts, streaks and read receipts used to keep you checking how others react to you.",
  alsoKnownAs: [],
  searchTerms: ["likes", "streaks", "followers", "read receipts", "social proof"],
  harmful: {
    label:
      "A social app's home screen with a streak about to end, a daily follower loss, a like count compared with the last post and a Seen receipt",
    callouts: [
      {
        title: "A streak about to end",
        body: "A count of days in a row, with a deadline, turns taking a day off into losing something. The warning pushes you to post now, whether or not you have anything to share.",
      },
      {
        title: "A daily follower score",
        body: "Showing the change since yesterday, in red, turns a follower count into a daily verdict on how much you are liked.",
      },
      {
        title: "Likes compared with last time",
        body: "A large like count, set against your previous post, invites you to judge the post, and yourself, by the number.",
      },
      {
        title: '"Seen" receipts',
        body: "Telling each person exactly when the other read their message makes a slow reply look like a snub, so people feel they must answer at once.",
      },
    ],
  },
  humane: {
    label:
      "The same home screen with an invitation to share instead of a streak, a follower count only you see, likes hidden and read receipts off",
    callouts: [
      {
        title: "No streak to keep alive",
        body: "The app invites people to share when they want to. There is no count of days in a row and no deadline.",
      },
      {
        title: "A count, not a scoreboard",
        body: "The follower count is visible only to its owner, with no daily gains or losses.",
      },
      {
        title: "Likes hidden by default",
        body: "One tap reveals the count for anyone who wants it. Comments from friends, which say more than a number, come first.",
      },
      {
        title: "Read receipts are a choice",
        body: "Messages show when they were sent, not when they were read. People who want read receipts can switch them on, and then they work both ways.",
      },
    ],
  },
  howItWorks: [
    {
      text: "Social validation is our tendency to use other people's reactions to judge what is good, and to seek that approval for ourselves. In a laboratory study, Lauren Sherman and colleagues showed adolescents a simulated photo-sharing feed inside a brain scanner. The teenagers were more likely to like photos that already appeared to have many likes, and seeing photos with many likes, compared with few, was linked to greater activity in brain regions involved in reward, social thinking, imitation and attention. The scanner tracked blood-flow signals, not dopamine, and the study was small, so it shows that a visible number can sway judgments, not that likes are addictive.",
      cite: ["sherman-2016"],
    },
    {
      text: "Streaks add the fear of losing something. A count of days in a row that resets if you skip one frames a day off as a loss, and in experiments on choices about money and chance, Kahneman and Tversky found that losses weigh more heavily than gains of the same size. Przybylski and colleagues describe the fear of missing out as a persistent worry that others are having rewarding experiences without you; in their surveys, people who reported more of it also reported more engagement with social media, a link rather than proof of cause.",
      cite: ["kahneman-1979", "przybylski-2013"],
    },
    {
      text: '"Seen" receipts turn a message into an obligation: once a friend knows you have read it, a slow reply can look like a snub. Susser, Roessler and Nissenbaum describe online manipulation as influence that covertly targets and exploits people\'s vulnerabilities; in our view, the wish to be liked and the fear of letting friends down are such vulnerabilities.',
      cite: ["susser-2019"],
    },
  ],
  evidence: [
    {
      text: "In a brain-scanning study with a simulated photo-sharing app, adolescents were more likely to like a photo when it was shown with many likes than when it was shown with few (Sherman et al., 2016).",
      cite: "sherman-2016",
    },
  ],
  lawCheckedOn: "2026-11-25",
  law: [
    {
      instrument: "EU Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 25(1)",
      text: "Providers of online platforms, such as social networks, must not design their interfaces in a way that deceives or manipulates users or materially distorts their ability to make free and informed decisions. The article does not name likes, streaks or read receipts, and practices already covered by the Unfair Commercial Practices Directive or the GDPR are left to those laws. The European Commission's first decision under the Digital Services Act, on 5 December 2025, fined X, in part for the deceptive design of its paid blue checkmark under Art. 25(1) (see the enforcement record).",
      cite: "dsa-2022",
    },
    {
      instrument: "Digital Services Act (Regulation (EU) 2022/2065)",
      provision: "Art. 28(1) (protection of minors) and the Commission's 2025 guidelines",
      text: "Online platforms that minors can use must take appropriate and proportionate measures to ensure a high level of privacy, safety and security for them. The Commission's guidelines of July 2025, which it uses to judge compliance with this article, name communication streaks among the features that encourage excessive use and recommend switching them off by default for minors. The guidelines are not binding in themselves.",
      cite: "ec-minors-2025",
    },
    {
      instrument: "US Federal Trade Commission",
      provision: "Rule on the Use of Consumer Reviews and Testimonials (16 CFR Part 465)",
      text: "Since 21 October 2024, this rule has banned fake consumer reviews and testimonials, among other practices. It also bans selling or buying fake indicators of social media influence, such as followers, views or likes from bots or fake accounts, when the person knew or should have known they were fake and they can be used to misrepresent someone's influence for a commercial purpose. The rule is about fake numbers, not about how apps display real ones.",
      cite: "ftc-reviews-2024",
    },
    {
      instrument: "UK Digital Markets, Competition and Consumers Act 2024",
      provision: "Schedule 20 (practices that are always unfair): fake consumer reviews",
      text: "Since 6 April 2025, it has been banned in the UK to write, submit or commission a fake consumer review, one that claims to be based on a real experience when it is not, or to hide that a review was paid for or rewarded. The ban also covers information drawn from reviews, such as star ratings and review counts, and businesses that publish reviews must take reasonable and proportionate steps to keep such reviews off their pages.",
      cite: "dmcc-act-2024",
    },
  ],
  resist: [
    "Hide like counts on your own posts and on other people's, where the app offers the setting.",
    'Turn off read receipts and "active now" status in the app\'s privacy settings, and tell close friends you may reply later.',
    "Turn off notifications for likes and new followers, and keep them for direct messages.",
    "If a streak makes you post when you do not want to, let it end once on purpose and notice what actually changes.",
  ],
  tools: ["notification-management", "privacy-settings", "mindful-browsing"],
  related: {
    glossary: ["social-validation", "attention-economy"],
    articles: ["nudging-experience-part1", "nudging-experience-part2"],
    cases: [],
  },
};
