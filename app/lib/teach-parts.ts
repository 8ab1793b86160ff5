/**
 * The teaching pack's parts, declared once: its lessons and its sheets, in the order the pack lists
 * them, and their addresses. The page registry (site-pages.ts) makes a printable page of each and a
 * projector view of each lesson; the content (content/teach.ts, content/pages/teach.ts) must give
 * each exactly one entry, in this order; the PDFs (scripts/pipeline/teach/) and the social cards
 * (scripts/pipeline/cards/) are made for each.
 *
 * Plain data and imports nothing: routes.ts reads it (through site-pages.ts) while React Router
 * configures the build, and the pipeline reads it in plain Node.
 */

/**
 * At least one lesson per pattern family (lesson 4 is a second on interface tricks, the largest family);
 * each has its printable page and its projector view.
 */
export const teachLessons = ["lesson-1", "lesson-2", "lesson-3", "lesson-4"] as const;
export type TeachLesson = (typeof teachLessons)[number];

/** The sheets to print: the self-check, its answer key, the worksheet and the picture cards. */
export const teachSheets = ["self-check", "answer-key", "worksheet", "cards"] as const;
export type TeachSheetId = (typeof teachSheets)[number];

/** Every printable part of the pack: the lessons, then the sheets. */
export const teachParts = [...teachLessons, ...teachSheets] as const;
export type TeachPart = (typeof teachParts)[number];

/** A lesson's or a sheet's printable page: /teach/lesson-1 … /teach/cards. */
export const teachPartPath = (part: TeachPart) => `/teach/${part}`;
/** A set of picture cards to print: /teach/cards/lesson-1 … /teach/cards/more-2 (teach-pack.ts's sets). */
export const teachCardSetPath = (set: string) => `/teach/cards/${set}`;
/** A lesson on a projector: /teach/lesson-1/present. */
export const lessonPresentPath = (lesson: TeachLesson) => `/teach/${lesson}/present`;
