import { z } from "zod";

import { parseContent, stepSchema, toolSchema, type Step, type Tool } from "#app/content/schemas.ts";

/**
 * The six awareness tools on /tools, the three-step journey, and the checklist for product
 * teams. The strategic guide (content/guide.ts) prints the same data, so the page and the
 * PDF never drift apart. Steps work on an ordinary phone or browser; menu names differ
 * between devices, so the steps describe what to look for rather than exact menu paths.
 */
/**
 * The three questions to ask when a design rushes you, one of the Decision Frameworks steps; kept apart
 * so the teaching pack's worksheet (content/teach.ts) prints the same questions.
 */
const questionsToAskData: string[] = [
  "Did I come here for this?",
  "Would I still choose it if there were no timer or badge?",
  "Who gains if I say yes right now?",
];

const toolData: Tool[] = [
  {
    id: "dark-pattern-detection",
    icon: "search",
    title: "Dark Pattern Detection",
    stepsGoal: "spot dark patterns",
    summary:
      "Learn to spot the design tricks that push you into buying, sharing or signing up for more than you meant to. Once you can name a pattern, it loses much of its power.",
    steps: [
      'Before you tap "Accept" or "Continue", compare the buttons: if one is large and bright and the other is small, gray or hidden behind "More options", slow down and read both.',
      'Read the wording on the "no" option. A line like "No thanks, I don\'t like saving money" is designed to make you feel bad for declining.',
      "Check every box that is already ticked on a form or at checkout, and untick anything you did not choose yourself.",
      "Look at the basket and the total on the final payment screen, and remove any extras (insurance, donations, add-ons) that appeared without you adding them.",
      "Before starting a free trial or subscription, find out how to cancel and when the first payment is due, and put a reminder in your calendar a few days before.",
      "If a site or app misleads you, take a screenshot and report it to the official body for your country: consumer protection for money, data protection for your personal data.",
    ],
    link: { label: "Where to report it, country by country", href: "/report" },
    action: { label: "Check the words of a screen", href: "/check" },
    detail:
      'Dark patterns are design choices that push, pressure or trick people into decisions they did not intend, in ways that serve the company more than the user. They are common: a 2019 study that crawled around 11,000 shopping websites found dark patterns on more than one in ten of them, including fake countdown timers and items slipped into shopping baskets. Researchers have since cataloged dozens of distinct types; one 2024 ontology lists 64. You do not need to memorize them. Most work in one of a few ways: they hide information (costs that appear only at the last step), create pressure (countdowns, "only 2 left"), make one choice much easier than the other (a bright "Accept" next to a faint "Reject"), or make leaving harder than joining. Regulators treat many of these practices as unfair. In the EU, the Digital Services Act bars online platforms from interfaces that deceive or manipulate users, and consumer and data protection law covers many other cases. When you notice a pattern, name it, take your time, and report it if it misled you.',
  },
  {
    id: "notification-management",
    icon: "bell",
    title: "Notification Management",
    stepsGoal: "quiet your alerts",
    summary:
      "Take back control of the alerts that pull you into apps. Keep the messages from people that matter and switch off the prompts designed to bring you back.",
    steps: [
      "Open your phone's notification settings and go through the list of apps. Turn off notifications for any app whose alerts are neither from a real person nor about something time-sensitive.",
      'For apps you keep, switch off sounds and badges (the red counters on icons) and allow only the categories you need, such as direct messages but not "suggested for you".',
      "Set up your phone's focus or do-not-disturb mode for sleep and for work or study, and allow calls from your favorite contacts so important calls still reach you.",
      "Where an app offers it, choose a daily summary of notifications instead of alerts as they arrive.",
      "When an app asks to send you notifications, say no by default. You can always turn them on later if you miss them.",
    ],
    detail:
      'Notifications are one of the main ways apps bring people back. Many are not messages from anyone: they are reminders, suggestions and "you might have missed" prompts written to pull you in. Each one interrupts what you were doing, and the checking habit they build can continue even when nothing new has arrived. Because the alert is unpredictable, sometimes interesting and often not, it works like a variable reward. Managing notifications is not about switching everything off. It is about deciding which interruptions you actually want. A useful rule is to keep alerts from people and for things that are genuinely time-sensitive, such as a delivery at the door or a message from family, and to silence the rest. Both major phone systems let you turn off notifications app by app, limit how each app may alert you and schedule quiet hours. iPhones can also bundle less urgent alerts into a scheduled summary delivered at times you choose; on Android, look for notification categories, snoozing, or a focus or bedtime mode that holds alerts back, depending on the device. Spend ten minutes on this once, then review it every few months, because new apps will ask again.',
  },
  {
    id: "privacy-settings",
    icon: "lock",
    title: "Privacy Settings",
    stepsGoal: "share less data",
    summary:
      "Limit how much data apps and websites collect about you. Less data means less material for systems that personalize what you see in order to steer you.",
    steps: [
      "Open the permissions list in your phone's settings and review which apps can use your location, camera, microphone, contacts and photos. Remove any access an app does not need to do its job.",
      'Where location is needed, choose "only while using the app" and turn off precise location for apps that only need a rough area, such as weather.',
      'When a cookie banner appears, look for "Reject all" or "Manage options" instead of accepting everything. Choosing only necessary cookies is a legitimate answer.',
      "In your phone's privacy settings and in the ad settings of the accounts you use most, turn off or limit ad personalization.",
      "In your browser settings, block third-party cookies and clear your browsing data every so often.",
      "Once a year, delete apps and accounts you no longer use, so they stop collecting data about you.",
    ],
    detail:
      'Personal data is the raw material of personalized influence. The more an app knows about where you go, what you watch and when you are most likely to respond, the better it can time and tailor what it shows you. Privacy settings will not stop all of this, but they do reduce how much material these systems have to work with. Privacy choices are often presented in ways that make sharing the easy option: a bright "Accept all" button, a pile of switches that are on by default, or settings spread across several screens. European data protection authorities have published guidance describing these deceptive designs and how to avoid them. The good news is that modern phones and browsers now include useful controls: per-app permissions, approximate location, limits on ad tracking and blocking of third-party cookies. You do not have to become an expert. Start with the permissions that matter most (location, microphone, camera and contacts), say no to tracking you did not ask for, and repeat the check when you install something new.',
  },
  {
    id: "mindful-browsing",
    icon: "compass",
    title: "Mindful Browsing",
    stepsGoal: "browse on purpose",
    summary:
      "Go online with a purpose and notice when a design keeps you there longer than you planned. Small habits add back the stopping points that endless feeds remove.",
    steps: [
      'Before you open an app or website, say to yourself what you came for, such as "reply to Sam" or "check the bus times", and close it when that is done.',
      "Set a timer for open-ended browsing, or use the daily app limits built into your phone.",
      "Turn off autoplay in the settings of video and streaming apps that offer it, so the next video or episode starts only when you choose.",
      "Move the apps that hold you longest off your home screen or into a folder, so opening them takes a deliberate step.",
      "Try your phone's grayscale (color filter) mode for a few days and notice whether bright icons and badges pull at you less.",
      "Keep your phone out of the bedroom at night, or charge it across the room.",
    ],
    detail:
      'Many products are built to remove stopping points. Infinite scroll means there is no last page; autoplay starts the next video before you decide; recommendations always have one more thing you might like. Researchers who studied infinite scrolling on social media have looked at why people keep scrolling and what helps them stop. Mindful browsing puts those stopping points back on purpose. It is not about guilt or strict rules. Scrolling, watching and chatting can be relaxing and worthwhile. The aim is to make sure the time you spend online is time you chose. Setting an intention before you open an app gives you a clear moment to stop. Timers and app limits add the friction that the design removed. Turning off autoplay changes the default from "keep going" to "decide". Moving apps off the home screen and using grayscale make the quick, automatic tap a little slower. Try one or two of these for a week, notice what changes, and keep what helps.',
  },
  {
    id: "algorithm-awareness",
    icon: "eye",
    title: "Algorithm Awareness",
    stepsGoal: "shape your feed",
    summary:
      "Understand why your feed shows what it shows, and use the controls you have to shape it. What you engage with today becomes what you are shown tomorrow.",
    steps: [
      'Tap "Why am I seeing this?" or a similar option on a post or ad when a platform offers it, and read which of your activities it points to.',
      'Use "Not interested", "Show less like this" or "Hide" on content you do not want more of, instead of just scrolling past it.',
      'Switch to a "Following" or chronological feed where one is offered, and compare it with the recommended feed for a day.',
      "Review and clear your watch and search history in apps that keep one, and pause it if you want recommendations to stop following you.",
      "Seek out sources and viewpoints on purpose, for example by following a few outlets or creators you would not normally see.",
    ],
    detail:
      "Recommendation systems decide much of what people see online: which videos, posts, products and headlines appear first. Many learn by trial and error. An approach called contextual bandits, for example, was used in research to choose which news story to show each reader, learning from every click. These systems optimize for whatever they are told to measure, which is often clicks, watch time or engagement rather than whether you are better informed or happier. They also learn from you: lingering on a video, even one that annoyed you, counts as a signal. Algorithm awareness means remembering that your feed is a selection, not a neutral window on the world, and using the controls you have. Feedback buttons, history settings and alternative feeds all change what you are shown. In the EU, the Digital Services Act requires online platforms to explain the main parameters of their recommender systems, and the largest platforms to offer at least one option that is not based on profiling.",
  },
  {
    id: "decision-frameworks",
    icon: "scale",
    title: "Decision Frameworks",
    stepsGoal: "decide on your terms",
    summary:
      "Use a few simple questions and rules to make important online choices on your terms, especially when a design is pressing you to decide now.",
    steps: [
      "Use a waiting rule: for any unplanned purchase above an amount you set, add it to your basket or wish list and wait 24 hours before buying.",
      `When you feel rushed, ask three questions: ${questionsToAskData.join(" ")}`,
      'Treat countdowns and "only a few left" messages as claims to check, not facts. Reload the page later or compare with another shop.',
      "Before you pay, read the total price on the final screen and compare it with the price you first saw.",
      "When you ask an AI chatbot for advice, also ask for the strongest argument against its answer and what it is unsure about.",
    ],
    detail:
      "Influence works best when we decide quickly and on autopilot. Urgency cues, pre-selected options and friendly chatbots all make the fast answer feel natural. Decision frameworks are simple tools that slow you down at the moments that matter, without asking you to distrust everything. A waiting rule turns an impulse into a plan: if you still want something tomorrow, buy it then. The three questions help you notice whose goal a design serves. Checking the total price catches costs that appear only at the end. AI assistants deserve their own habit. Research on large language models has found that they can be sycophantic, tending to agree with users and tell them what they want to hear, partly because people rate agreeable answers highly during training. Asking a chatbot for the best counterargument, or for what it does not know, is a quick way to get a more balanced answer. None of these tools needs an app. Pick the one that fits the choices you find hardest and use it for a month.",
  },
];

const journeyData: Step[] = [
  {
    title: "Notice",
    body: "Spot the moments when a design is steering you: a countdown, a pre-ticked box, a feed with no end, a chatbot that always agrees. Noticing is the first step, and it gets easier with practice.",
  },
  {
    title: "Understand",
    body: "Ask what the design is trying to get you to do, and who benefits. Knowing the technique, whether it is a variable reward, a default or social validation, turns a vague pull into something you can think about.",
  },
  {
    title: "Choose",
    body: "Decide on purpose: change a setting, add a pause, use a different feed, or simply carry on because it is what you want. The goal is not to avoid technology, but to use it on your own terms.",
  },
];

const checklistData: string[] = [
  "Measure success by whether people got done what they came to do and would come back by choice, not only by time spent, clicks or sessions.",
  "Make leaving as easy as joining: canceling, unsubscribing, turning off notifications and deleting an account should take no more steps than signing up.",
  "Use honest defaults and neutral presentation: no pre-ticked consent, equal weight for accept and reject, and no urgency or scarcity that is not real.",
  "Explain personalization and hand over control: say why something is recommended, and offer a feed or mode that is not based on profiling.",
  "For AI features, say clearly that people are talking to an AI, test for sycophancy and emotional pressure before launch and after, and never use guilt or flattery to keep people engaged.",
];

const words = (value: string) => value.trim().split(/\s+/).length;

const toolsSchema = z
  .array(
    toolSchema.extend({
      summary: z.string().trim().min(1),
      steps: z.array(z.string().trim().min(1)).min(4).max(6),
      // Short, so that "6 steps to …" fits on one line of a 375 px phone.
      stepsGoal: z.string().trim().min(1).max(22),
      detail: z
        .string()
        .trim()
        .refine((value) => words(value) >= 120 && words(value) <= 200, {
          message: "A tool's detail paragraph should be 120 to 200 words",
        }),
    }),
  )
  .length(6);

export const tools: Tool[] = parseContent(toolsSchema, toolData, "content/tools.ts");

export const journeySteps: Step[] = parseContent(
  z.array(stepSchema).length(3),
  journeyData,
  "content/tools.ts",
);

export const responsibleProductChecklist: string[] = parseContent(
  z.array(z.string().trim().min(1)).length(5),
  checklistData,
  "content/tools.ts",
);

export const questionsToAsk: string[] = parseContent(
  z.array(z.string().trim().endsWith("?")).length(3),
  questionsToAskData,
  "content/tools.ts",
);
