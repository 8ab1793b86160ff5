import { z } from "zod";

import { heroSchema, linkSchema, pageMetaSchema, parseContent } from "#app/content/schemas.ts";
import { teachLessons, teachSheets } from "#app/lib/teach-parts.ts";
import { siteConfig } from "#app/site.config.ts";
import { quizQuestionIds } from "#app/content/spot-the-pattern-ids.ts";
import { capitalNumberWord, numberWord } from "#app/lib/number-words.ts";

/**
 * Page copy for /teach, the teaching pack, its printable pages (/teach/lesson-1 … /teach/cards) and the
 * lessons' projector views (/teach/lesson-1/present …).
 * The lessons and the parents' note are in content/teach.ts; the self-check is the quiz's
 * (content/spot-the-pattern.ts); the worksheet's questions are the tools' (content/tools.ts). Placeholders
 * in braces are filled in by the page.
 */

const text = z.string().trim().min(1);

const sheetSchema = z.object({
  /** Its address: /teach/{id}; one of the pack's sheets (lib/teach-parts.ts). */
  id: z.enum(teachSheets),
  title: text.max(60),
  /** Under the title on the overview and on the sheet itself. */
  lead: text,
});
export type TeachSheet = z.infer<typeof sheetSchema>;

const teachPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** For which ages the pack is written, said on every page of it. */
  ages: text,
  /** How to use the pack: print from the browser or download the PDF; under the lists, with the licence. */
  howToUseTitle: text,
  howToUse: text,
  lessonsTitle: text,
  /** "Lesson {number}" above each lesson's title. */
  lessonLabel: text.includes("{number}"),
  /** "{minutes} minutes" */
  minutesLabel: text.includes("{minutes}"),
  sheetsTitle: text,
  /** One entry per sheet of the pack, in its order. */
  sheets: z
    .array(sheetSchema)
    .refine((sheets) => sheets.map((sheet) => sheet.id).join() === teachSheets.join(), {
      message: `the sheets, in order: ${teachSheets.join(", ")}`,
    }),
  /** The link to a lesson's or sheet's PDF: "PDF, {size}" beside the download. */
  downloadLabel: text,
  fileNote: text.includes("{paper}").includes("{size}"),
  /** Back from a printable page to the overview. */
  backLabel: text,
  lesson: z.object({
    timingTitle: text,
    /** Names of the lesson's parts, in order (content/teach.ts lessonParts). */
    parts: z.object({ starter: text, patterns: text, activity: text, discussion: text, exit: text }),
    goalsTitle: text,
    teacherNoteTitle: text,
    /** The starter's screen, from the self-check: "Screen from the self-check: {label}". */
    starterScreen: text.includes("{label}"),
    patternsLead: text,
    harmfulTitle: text,
    humaneTitle: text,
    patternLink: text.includes("{name}"),
    /** Other patterns of the same family, for a longer lesson or homework. */
    moreTitle: text,
    groupsTitle: text,
    /** Before each discussion question's note for the teacher: what answers to listen for and draw out. */
    listenForLabel: text,
    /** The sources the lesson's pattern pages cite, for the teacher; on screen only. */
    sources: z.object({ title: text, lead: text }),
  }),
  selfCheck: z.object({
    /** "Question {number} of {total}" */
    questionHeading: text.includes("{number}").includes("{total}"),
    /** "Screen {number}: {label}": the drawing's accessible name, as on /spot-the-pattern. */
    screenLabel: text.includes("{number}").includes("{label}"),
    prompt: text,
    nameLine: text,
  }),
  answerKey: z.object({
    /** "{number}. {answer}" */
    answerLine: text.includes("{number}").includes("{answer}"),
    whyLabel: text,
    readMore: text.includes("{name}"),
  }),
  worksheet: z.object({
    appTitle: text,
    appPrompts: z.array(text).min(2).max(3),
    stepsTitle: text,
    questionsTitle: text,
    questionsLead: text,
    lookForTitle: text,
    patternsTitle: text,
    patternsLead: text,
    choiceTitle: text,
    choicePrompt: text,
  }),
  /**
   * The picture cards: every pattern of the library, harmful and honest, one drawing a page with the same
   * question on each, set by set (each lesson's, then the patterns no lesson shows); the teacher's pages,
   * with the key, come first.
   */
  cards: z.object({
    /** "Card {number} of {total}" */
    cardHeading: text.includes("{number}").includes("{total}"),
    /** "For lesson {number}", so a teacher prints only the cards of the lesson they teach. */
    lessonTag: text.includes("{number}"),
    /** The tag of the cards whose patterns no lesson shows, for a longer lesson. */
    moreTag: text,
    /** The same, where those patterns make several sets: "More from the library, set {number}". */
    moreSetTag: text.includes("{number}"),
    /** On the picture cards' page, after the key: a link to each set's page, to print it. */
    setsTitle: text,
    setsLead: text,
    /** "{tag}: cards {first} to {last}" */
    setLink: text.includes("{tag}").includes("{first}").includes("{last}"),
    /** A set's page: "Picture cards {first} to {last}: {tag}". */
    setTitle: text.includes("{first}").includes("{last}").includes("{tag}"),
    /** "Cards {first} to {last} of {total} …", under the set's title and in its description. */
    setLead: text.includes("{first}").includes("{last}").includes("{total}"),
    /** A set's way back to the picture cards' page, with the key. */
    setBack: text,
    /** The PDF on a set's page is the whole pack of cards. */
    setPdfLabel: text,
    question: text,
    howTitle: text,
    how: z.array(text).min(2).max(4),
    keyTitle: text,
    keyLead: text,
    /**
     * One line per pattern, with its two cards: "{name}: pattern {harmful}, honest {humane}". A line per
     * pattern rather than per card keeps the whole library's key on one page.
     */
    keyLine: text.includes("{name}").includes("{harmful}").includes("{humane}"),
  }),
  /** A lesson on a projector (/teach/lesson-n/present): one drawing or question to a screen. */
  present: z.object({
    /** On the lesson's page. */
    linkLabel: text,
    /** The page's title: "{title}, on a projector". */
    title: text.includes("{title}"),
    /** The page's description: "Teach {title} from a projector: …". */
    description: text.includes("{title}"),
    hint: text,
    previous: text,
    next: text,
    /** "Screen {number} of {total}" */
    counter: text.includes("{number}").includes("{total}"),
    fullScreen: text,
    back: text,
    /** The class's question under the starter's screen. */
    askTitle: text,
  }),
  /** The licence, and where the site says how to reuse and cite it. */
  reuse: z.object({ text, link: linkSchema }),
  /** One sentence on the pack, with a link, on the pages that point teachers here. */
  link: z.object({ text, label: text }),
});

export type TeachPage = z.infer<typeof teachPageSchema>;

/** On the cards no lesson shows, and in the advice on printing them. */
const moreTag = "More from the library";

export const teachPage: TeachPage = parseContent(
  teachPageSchema,
  {
    meta: {
      title: "Teaching Pack",
      description: `${capitalNumberWord(teachLessons.length)} 45-minute lessons on manipulative design with projector views, a self-check and its answer key, a worksheet, picture cards and a note for parents. Free to adapt.`,
    },
    hero: {
      eyebrow: "Resources",
      title: "Teaching Pack",
      lead: `${capitalNumberWord(teachLessons.length)} ready-to-teach lessons of about 45 minutes that cover every family of patterns, each with a projector view, and sheets to print: a self-check, its answer key, a worksheet and picture cards for group work.`,
    },
    ages: "Written for ages 13 to 18 and for adults: schools, youth groups, libraries and community sessions.",
    howToUseTitle: "Printing and reuse",
    howToUse:
      "Every lesson and sheet has its own page that prints cleanly on A4 or US Letter from your browser, and a PDF to download. The drawings, questions and answers come from the pattern library and the self-check on this site, so the pack and the site always match.",
    lessonsTitle: "The lessons",
    lessonLabel: "Lesson {number}",
    minutesLabel: "{minutes} minutes",
    sheetsTitle: "Sheets to print",
    sheets: [
      {
        id: "self-check",
        title: "Self-check: spot the pattern",
        lead: `${capitalNumberWord(quizQuestionIds.length)} screens, one question each: which pattern does the screen use? The same questions as the Spot the Pattern page, on paper.`,
      },
      {
        id: "answer-key",
        title: "Self-check answer key",
        lead: "The right answer to every question of the self-check, and what on the screen shows it.",
      },
      {
        id: "worksheet",
        title: "Worksheet: find a pattern in an app you use",
        lead: "Choose an app you use often, look at it with the questions the site's tools ask, and name what you find.",
      },
      {
        id: "cards",
        title: "Picture cards: against you, or for you?",
        lead: "One drawing to a page for group work: every pattern in the library and its honest version, in a set for each lesson and sets of the rest, mixed up. Groups sort them and point to what decides. The key is for the teacher; each set has a page to print.",
      },
    ],
    downloadLabel: "Download PDF",
    fileNote: "PDF, {paper}, {size}",
    backLabel: "Teaching Pack",
    lesson: {
      timingTitle: "Timing",
      parts: {
        starter: "Starter",
        patterns: "Show the patterns",
        activity: "Group activity",
        discussion: "Discussion",
        exit: "Exit question",
      },
      goalsTitle: "Learning goals",
      teacherNoteTitle: "Before you teach",
      starterScreen: "Screen from the self-check: {label}",
      patternsLead:
        "Show each pattern's two screens side by side: the pattern, then the same screen designed honestly. Ask what changed before you explain it. Each pattern's page has the psychology, the research and the law.",
      harmfulTitle: "The pattern",
      humaneTitle: "The humane alternative",
      patternLink: "More about {name}",
      moreTitle: "More patterns in this family, for a longer lesson or homework",
      groupsTitle: "Groups",
      listenForLabel: "Listen for:",
      sources: {
        title: "Background reading for the teacher",
        lead: "The research and the legal texts that the pattern pages cite for these patterns, if you want to read further before the lesson. Links open the original publication in a new tab.",
      },
    },
    selfCheck: {
      questionHeading: "Question {number} of {total}",
      screenLabel: "Screen {number}: {label}",
      prompt: "Which pattern does this screen use? Tick one.",
      nameLine: "Name:",
    },
    answerKey: {
      answerLine: "{number}. {answer}",
      whyLabel: "Why:",
      readMore: "More about {name}",
    },
    worksheet: {
      appTitle: "The app",
      appPrompts: ["Which app did you choose?", "What do you usually use it for, and for how long?"],
      stepsTitle: "Notice, understand, choose",
      questionsTitle: "Questions to ask",
      questionsLead: "Ask these at the moment the app pushes you to decide.",
      lookForTitle: "What to look for",
      patternsTitle: "Which pattern is it?",
      patternsLead: "Tick every pattern you found, and write where you saw it.",
      choiceTitle: "Your choice",
      choicePrompt:
        "What will you change: a setting, a habit, or nothing because the app serves you well? Why?",
    },
    cards: {
      cardHeading: "Card {number} of {total}",
      lessonTag: "For lesson {number}",
      moreTag,
      moreSetTag: `${moreTag}, set {number}`,
      setsTitle: "The sets to print",
      setsLead:
        "Each set has a page of its own: print it from the browser, and each card comes out on a sheet of its own. The PDF has every card, after the key.",
      setLink: "{tag}: cards {first} to {last}",
      setTitle: "Picture cards {first} to {last}: {tag}",
      setLead:
        "Cards {first} to {last} of {total}, to print one to a sheet for group work: each shows a screen designed for the person using it or against them. The key and how to use the cards are on the picture cards' page.",
      setBack: "All the picture cards",
      setPdfLabel: "Download every card (PDF)",
      question:
        "Is this screen designed for the person using it, or against them? Point to what makes you say so.",
      howTitle: "How to use the cards",
      how: [
        `Print only the set for the lesson you are teaching: on the site each set has a page of its own, and in the PDF a set's cards come one after another, numbered as in the key. Give each group four to six cards. The sets marked “${moreTag}” suit a longer lesson.`,
        "Groups sort their cards into two piles, for the person and against them, and mark on each card what decided it.",
        "Groups holding the two versions of one screen find each other and compare what changed.",
        "Check the piles with the key, then ask each group for the clue that was hardest to spot.",
      ],
      keyTitle: "Key",
      keyLead:
        "Each pattern's two cards: the card that shows the pattern, and the card that shows the same screen designed honestly.",
      keyLine: "{name}: pattern {harmful}, honest {humane}",
    },
    present: {
      linkLabel: "Show it on a projector",
      title: "{title}, on a projector",
      description:
        "Teach “{title}” from a projector: one drawing or question to a screen, in large type, moved with the arrow keys or a presentation remote.",
      hint: "One drawing or question to a screen, in large type. Move with the arrow keys, Page Up and Page Down, or the buttons; Home and End go to the first and last screen.",
      previous: "Previous",
      next: "Next",
      counter: "Screen {number} of {total}",
      fullScreen: "Full screen",
      back: "Back to the lesson plan",
      askTitle: "Ask the class",
    },
    reuse: {
      text: `Free to print, share and adapt under ${siteConfig.contentLicence.name}, with credit to ${siteConfig.name}.`,
      link: { label: "How to reuse and cite our work", href: "/transparency#reuse" },
    },
    link: {
      text: `Teaching this? Our free teaching pack has ${numberWord(teachLessons.length)} 45-minute lessons, a printable self-check and a worksheet.`,
      label: "Teaching Pack",
    },
  },
  "content/pages/teach.ts",
);
