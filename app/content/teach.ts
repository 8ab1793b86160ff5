import { z } from "zod";

import { patterns } from "#app/content/patterns.ts";
import { linkSchema, parseContent, patternFamilies, patternFamilySchema } from "#app/content/schemas.ts";
import { quizQuestions } from "#app/content/spot-the-pattern.ts";
import { teachLessons } from "#app/lib/teach-parts.ts";

/**
 * The teaching pack (/teach): lessons of about 45 minutes, at least one per pattern family (interface
 * tricks, the largest family, has two), and a note for parents. Only the teacher's words live here. The patterns a lesson shows, the quiz screen its starter
 * uses, the self-check, its answer key and the worksheet's questions are the library's, the quiz's and
 * the tools' own content, named by slug and id; parsing checks every name against them, so a renamed
 * pattern or question fails the build instead of leaving a lesson pointing at nothing.
 */

const where = "content/teach.ts";

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** The parts of every lesson, in the order a lesson runs. */
export const lessonParts = ["starter", "patterns", "activity", "discussion", "exit"] as const;
export type LessonPart = (typeof lessonParts)[number];

export const lessonSchema = z
  .object({
    /** Its address: /teach/{id}; one of the pack's lessons (lib/teach-parts.ts). */
    id: z.enum(teachLessons),
    family: patternFamilySchema,
    title: text.max(70),
    /** One or two sentences for the overview. */
    summary: text.max(260),
    /** Minutes for each part, in lessonParts' order; they add up to a lesson of about 45 minutes. */
    minutes: z.object({
      starter: z.number().int().min(1),
      patterns: z.number().int().min(1),
      activity: z.number().int().min(1),
      discussion: z.number().int().min(1),
      exit: z.number().int().min(1),
    }),
    goals: z.array(text).min(2).max(4),
    /** The starter shows one screen of the self-check, without its answer, and asks about it. */
    /** `ask` is the question put to the class, shown under the screen in the projector view. */
    starter: z.object({ question: slug, prompt: text, ask: text.endsWith("?") }),
    /** The patterns to show, by slug: the page draws both of their screens and links to their pages. */
    patterns: z.array(slug).min(2).max(4),
    activity: z.object({ title: text, groups: text, steps: z.array(text).min(3).max(5) }),
    /**
     * Each question with the teacher's note on what answers to listen for and draw out: on the lesson's
     * page and PDF (the teacher's copy) and in the projector view's speaker line, never on a student sheet.
     */
    discussion: z
      .array(z.object({ question: text.endsWith("?"), listenFor: text.max(420) }))
      .min(3)
      .max(5),
    exit: text,
    /** A word for the teacher before the lesson, where the topic can be personal. */
    teacherNote: text.optional(),
  })
  .superRefine((lesson, context) => {
    const total = Object.values(lesson.minutes).reduce((sum, minutes) => sum + minutes, 0);
    if (total < 40 || total > 50)
      context.addIssue({
        code: "custom",
        message: `${lesson.id}: its parts take ${total} minutes, not about 45`,
      });
  });
export type Lesson = z.infer<typeof lessonSchema>;

const lessonData: Lesson[] = [
  {
    id: "lesson-1",
    family: "interface",
    title: "Buttons, boxes and prices: tricks in the interface",
    summary:
      "How the look and order of a screen can push people into buying, signing up or paying more than they meant to, and what the same screens look like when they are designed honestly.",
    minutes: { starter: 5, patterns: 15, activity: 15, discussion: 7, exit: 3 },
    goals: [
      "Name four interface tricks and point to each one on a screen.",
      "Explain how size, color, order and ticked boxes can make one choice easier than another.",
      "Describe what an honest version of the same screen would change.",
    ],
    starter: {
      question: "ticket-payment",
      ask: "Would you pay this? What did you notice first, and what did you notice only when you looked again?",
      prompt:
        "Show the screen without saying what it is about. Ask: would you pay this? What did you notice first, and what did you only notice when you looked again? Collect answers before naming any pattern.",
    },
    patterns: ["confirmshaming", "fake-urgency", "hidden-costs", "preselection"],
    activity: {
      title: "Redesign the screen",
      groups: "Groups of three or four, each with the two drawings of one pattern, printed or on a screen.",
      steps: [
        "Cover the humane drawing. On the harmful one, mark every part of the screen that pushes the user.",
        "For each mark, write what the design wants the user to do and who gains if they do it.",
        "Sketch an honest version of the screen on paper: what would you move, remove or change?",
        "Uncover the humane drawing and compare: name one change you made that it did not, and one it made that you did not.",
      ],
    },
    discussion: [
      {
        question: "When did a button, a timer or a ticked box last decide something for you?",
        listenFor:
          'Everyday cases: a pre-ticked box for insurance or a newsletter, a countdown at checkout, a big "Accept all" beside a small link. Draw out that the design made one choice quicker than the other, and that people often notice only afterwards. A student who says "never" can look at the starter screen again.',
      },
      {
        question: "Why might a company use these tricks, even if its customers dislike them?",
        listenFor:
          "They raise sales, sign-ups and data now, and testing shows it screen by screen; the costs (annoyed customers, refunds, fines) come later and are harder to see. Competitors using them add pressure to copy. Designs are also copied without much thought, so a company may not see it as a trick.",
      },
      {
        question: "Where is the line between persuading someone and tricking them?",
        listenFor:
          'Persuasion gives true reasons and leaves both choices easy; a trick hides information, makes a false claim (a fake timer) or makes one choice harder (a guilt-tripping "No thanks"). A useful test: would the design still work if the person fully understood it? Accept disagreement at the edges: the law also decides those case by case.',
      },
      {
        question:
          "Who should stop these tricks: the people who use apps, the companies that make them, or the law?",
        listenFor:
          "All three have a part: people can notice and refuse, companies can choose honest designs, and laws already forbid some tricks, such as pre-ticked boxes for extra payments in the EU. Point out that relying on each person to stay alert is tiring and unfair to those with less time or experience, which is one reason rules exist. The site's enforcement record has real cases.",
      },
    ],
    exit: "Name one interface trick and write one sentence on how you would spot it next time.",
  },
  {
    id: "lesson-2",
    family: "attention",
    title: "Designed to keep you scrolling: attention and engagement",
    summary:
      "How feeds, autoplay, unpredictable rewards and like counts are designed to keep people on an app, and how to put a stopping point back.",
    minutes: { starter: 5, patterns: 15, activity: 15, discussion: 7, exit: 3 },
    goals: [
      "Explain the difference between an app that is useful and an app designed to keep people on it.",
      "Name four engagement patterns and point to each one on a screen.",
      "Choose one setting or habit that gives you a stopping point.",
    ],
    starter: {
      question: "news-feed",
      ask: "What on this screen makes you want to look again?",
      prompt:
        "Show the screen. Ask: what on this screen makes you want to look again? Write the answers on the board without judging them; you will come back to them after the patterns.",
    },
    patterns: ["infinite-scroll", "autoplay", "variable-rewards", "social-validation"],
    activity: {
      title: "Find the stopping points",
      groups: "Groups of three or four, each with the two drawings of one pattern.",
      steps: [
        "On the harmful drawing, find every place where a person could naturally stop, and write what the design does instead.",
        "On the humane drawing, find what changed and how it gives the choice back to the person.",
        "Write one rule for an app that wants people to leave feeling it was time well spent.",
        "Share the rules with the class and agree on the three you would most like apps to follow.",
      ],
    },
    discussion: [
      {
        question: "Do you ever open an app without deciding to? What happened just before?",
        listenFor:
          "Common triggers: a notification or a red badge, a moment of boredom or waiting, a habit at a fixed time such as waking up or going to bed. Draw out that the app often supplies the cue. Keep it about habits and design, not about judging anyone's screen time.",
      },
      {
        question: "A like count is information. When does it become pressure?",
        listenFor:
          "When people post for the count, compare themselves with others, delete posts that did not do well or keep checking back. Some apps let people hide like counts: ask whether that would change anything for them, and why it is not the default.",
      },
      {
        question: "If an app is free to use, how does it make money, and how could that shape its design?",
        listenFor:
          "Mostly advertising, sometimes subscriptions or in-app purchases. When income grows with the time people spend, the design has a reason to keep them longer: endless feeds, autoplay, notifications. Not every free app works this way; ask what would change if its users paid for it.",
      },
      {
        question: "Which of these features would you switch off if you could, and which would you keep?",
        listenFor:
          "Answers will differ, and that is the point: autoplay or an endless feed can be convenient, and likes can feel good. Draw out that the problem is a missing choice or stopping point more than the feature itself. Many apps have settings for autoplay and notifications; students can look for them for the exit question.",
      },
    ],
    exit: "Write down one setting or habit you will try this week to give yourself a stopping point.",
  },
  {
    id: "lesson-3",
    family: "ai",
    title: "Whose side is the chatbot on? AI systems",
    summary:
      "How AI assistants can pass for a person, steer an answer to their maker's products, quietly change what you wrote or tell you what you want to hear, with three questions to ask any assistant.",
    minutes: { starter: 5, patterns: 15, activity: 15, discussion: 7, exit: 3 },
    goals: [
      "Explain four ways a chat can steer people: pretending to be human, brand bias, sneaking and sycophancy.",
      "Point to the lines of a chat that show each one, and to what the honest version does instead.",
      "Use three habits with AI: ask whether it is an AI and who made it, ask for the options and how they were ranked, and compare any rewrite with your own words.",
    ],
    starter: {
      question: "flight-chat",
      ask: "Would you book the site the assistant recommends? What would you want to know before you did?",
      prompt:
        "Show the chat. Ask: would you book the site the assistant recommends? What would you want to know before you did?",
    },
    patterns: ["ai-anthropomorphism", "ai-brand-bias", "ai-sneaking", "ai-sycophancy"],
    activity: {
      title: "Rewrite the reply",
      groups: "Groups of three, each with the harmful drawing of one of the four patterns.",
      steps: [
        "Read the chat aloud: one person reads the user, one the AI, and the third listens.",
        "Underline every line where the AI pretends, steers, changes what the user wrote or agrees too quickly.",
        "Rewrite the AI's replies so that they are honest and still helpful.",
        "Compare your version with the humane drawing and read the best line to the class.",
      ],
    },
    discussion: [
      {
        question:
          "Should a chatbot always say clearly that it is an AI, even when it is only being friendly? Why?",
        listenFor:
          "For: people trust and tell more to what they think is a person, and may be misled about who is on the other side. Against: usually convenience, or that it spoils the experience. Mention that in the EU, since 2 August 2026, the AI Act (Article 50) requires that people be told they are talking to an AI system unless that is obvious.",
      },
      {
        question: "If a chatbot recommends a product, what would you want it to tell you about how it chose?",
        listenFor:
          "Whether its maker owns, or is paid by, any of the options; what it compared and what it left out; whether an answer is sponsored. Ask why a search page marks its ads but a chat answer may not.",
      },
      {
        question:
          "When you ask an AI to rewrite or summarize something, how can you check it kept what mattered?",
        listenFor:
          "Read the two side by side; list your main points and find each one; check names, numbers and dates; look for claims that were softened, dropped or added; ask the AI what it changed. The person whose name is on the text is responsible for its words.",
      },
      {
        question: "Why can an AI that always agrees feel good, and when could it do harm?",
        listenFor:
          "Agreement feels like being understood and spares the effort of being challenged. It does harm when someone needs a correction: a wrong fact, a risky plan, a decision about health or money, or a belief that is hurting them. Suggest asking a chatbot for the strongest argument against its own answer.",
      },
    ],
    exit: "Write one question you will ask the next time a chatbot recommends something or rewrites your words.",
    teacherNote:
      "Some students may use companion apps and find them a comfort. Keep the discussion on the design, not on the people who use it, and let students know whom they can talk to if the topic is personal for them.",
  },
  {
    // The library's second set of interface tricks (issue 54.5): the four that steer choices about data
    // and accounts. Facts are the pattern pages' own (content/patterns/), so the two never disagree.
    id: "lesson-4",
    family: "interface",
    title: "Cookie banners and sign-up walls: choices about your data",
    summary:
      "How cookie banners, sign-up forms and upgrade screens make saying yes quick and saying no slow, faint or confusing, and what a fair choice about your data and your account looks like.",
    minutes: { starter: 5, patterns: 15, activity: 15, discussion: 7, exit: 3 },
    goals: [
      "Name consent asymmetry, visual interference, trick wording and forced action, and point to each one on a screen.",
      "Count and compare the steps it takes to say yes and to say no on the same screen.",
      "Describe a fair choice: saying no as easy as saying yes, plain words, and only the data a service needs.",
    ],
    starter: {
      question: "news-privacy-notice",
      ask: "How would you read this article without agreeing to anything? How many taps would it take?",
      prompt:
        "Show the screen without naming the pattern. Ask: how would you read this article without agreeing to anything, and how many taps would it take? Then ask how many taps it takes to agree. Keep both answers on the board for the discussion.",
    },
    patterns: ["consent-asymmetry", "visual-interference", "trick-wording", "forced-action"],
    activity: {
      title: "Count the taps to say no",
      groups: "Groups of three or four, each with the two drawings of one pattern, printed or on a screen.",
      steps: [
        "On the harmful drawing, count the taps or steps it takes to say yes, and the taps or steps it takes to say no or to carry on without agreeing.",
        "Mark everything that makes saying no harder: its size, its color, its place on the screen, its wording, or a step that has to come first.",
        "Do the same on the humane drawing and write down what changed.",
        "Write one rule for a fair choice screen in a single sentence, and read it to the class.",
      ],
    },
    discussion: [
      {
        question: "Why might a website make saying yes take one tap and saying no take several?",
        listenFor:
          "Each yes means more data for advertising and more people to send offers to, and most people take the quick way when they only came to read or buy. The consent asymmetry page describes a field experiment with 40 people: taking the reject button off the first screen raised the share who agreed by 22 to 23 percentage points. The choice is still there; it just costs more.",
      },
      {
        question:
          "Both answers are on the screen. Is the choice still free if one of them is faint or worded to be misread?",
        listenFor:
          'Nothing untrue is said, but size, color, place and wording decide which answer people notice and how they read it: a faint "Continue with free plan", a double negative about offers, a "Cancel" button that could end a plan or keep it. Some will say people should read more carefully; ask whether that is fair on a phone, in a hurry, on a screen built to be skimmed.',
      },
      {
        question:
          "Have you had to create an account or give a phone number just to read, play or buy something? Did the service need it?",
        listenFor:
          "Common cases: no guest checkout, a phone number or birth date marked as required, a box for marketing that must be ticked before Continue works. Ask what the service needs to give people what they came for, such as an address for a parcel, and what it wants for itself. Under the EU's GDPR, consent is presumed not to be freely given when a service depends on it but does not need it.",
      },
      {
        question:
          "What would a fair cookie banner or sign-up form look like, and who should make sure sites use one?",
        listenFor:
          "Reject and accept side by side in the same size and color, questions where a tick always means yes, only the fields the service needs, offers left unticked, and a way to change your mind later. In the EU, withdrawing consent must be as easy as giving it, and France's data protection authority has fined large websites where refusing cookies took several clicks: the enforcement record has the cases.",
      },
    ],
    exit: 'Name one of today\'s tricks and write what you will look for before you tap "Accept" or "Continue" next time.',
  },
];

const parentsNoteSchema = z.object({
  title: text,
  intro: text,
  tips: z.array(text).min(3).max(6),
  /** When an app went too far: who to tell (/report). */
  report: z.object({ lead: text, link: linkSchema }),
});
export type ParentsNote = z.infer<typeof parentsNoteSchema>;

const parentsNoteData: ParentsNote = {
  title: "For parents and carers: what to do at home",
  intro:
    "You do not need to be an expert in apps to help. What helps most is looking at the apps your family uses together, with curiosity rather than suspicion, and making a few choices on purpose.",
  tips: [
    "Sit down together with an app your child uses every day and fill in the worksheet side by side. Let them show you how it works.",
    "When you meet a pattern in an app you use yourself, say so out loud, so that spotting tricks becomes something your family does together.",
    "Choose one stopping point together, such as turning off autoplay in the video app you both use most, and try it for a week.",
    "Go through notification settings together and keep the alerts from people and for things that matter; the Guides & Tools page explains how.",
    "Ask what they use AI chatbots for. Try together asking a chatbot for the strongest argument against its own answer.",
    "Take the Spot the Pattern self-check together and compare your answers.",
  ],
  report: {
    lead: "If an app or a game tricked your child into paying or sharing more than they meant to, ask the company for a refund first, then tell the official body in your country.",
    link: { label: "Where to report it, country by country", href: "/report" },
  },
};

const byFamily = new Map(patterns.map((pattern) => [pattern.slug, pattern.family]));
const questionIds = new Set(quizQuestions.map((question) => question.id));

export const lessons: Lesson[] = parseContent(
  z.array(lessonSchema).superRefine((list, context) => {
    if (list.map((lesson) => lesson.id).join() !== teachLessons.join())
      context.addIssue({ code: "custom", message: `the lessons, in order: ${teachLessons.join(", ")}` });
    // Every family is taught; a large family may have more than one lesson, but no pattern is shown
    // twice, so each lesson's drawings and picture cards are its own.
    const families = new Set(list.map((lesson) => lesson.family));
    for (const family of patternFamilies)
      if (!families.has(family))
        context.addIssue({ code: "custom", message: `no lesson on the ${family} family` });
    const shown = list.flatMap((lesson) => lesson.patterns);
    for (const slug of new Set(shown.filter((slug, index) => shown.indexOf(slug) !== index)))
      context.addIssue({ code: "custom", message: `"${slug}" is shown by more than one lesson` });
    for (const lesson of list) {
      if (!questionIds.has(lesson.starter.question))
        context.addIssue({
          code: "custom",
          message: `${lesson.id}: no self-check question "${lesson.starter.question}"`,
        });
      for (const slug of lesson.patterns) {
        const family = byFamily.get(slug);
        if (!family) context.addIssue({ code: "custom", message: `${lesson.id}: no pattern "${slug}"` });
        else if (family !== lesson.family)
          context.addIssue({
            code: "custom",
            message: `${lesson.id}: "${slug}" belongs to the ${family} family, not ${lesson.family}`,
          });
      }
    }
  }),
  lessonData,
  where,
);

export const parentsNote: ParentsNote = parseContent(parentsNoteSchema, parentsNoteData, where);
