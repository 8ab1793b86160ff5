import { z } from "zod";

import { patterns } from "#app/content/patterns.ts";
import { quizQuestionIds } from "#app/content/spot-the-pattern-ids.ts";
import { parseContent } from "#app/content/schemas.ts";

/**
 * The questions of /spot-the-pattern. Each shows a screen using one pattern of the library
 * (content/patterns/) and asks which pattern it uses; `pattern` is the right answer. The screen is the
 * pattern's harmful drawing from the library, or one drawn for the self-check alone (`screen`). The
 * screen label names the picture for screen readers without giving the answer away, and the
 * options are patterns of the library, the answer among them, in an order that moves it around.
 * Parsing checks every slug against the library, so a renamed pattern fails the build.
 */

const where = "content/spot-the-pattern.ts";

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const quizQuestionSchema = z
  .object({
    id: slug,
    /** The slug of the pattern the screen shows: the right answer. */
    pattern: slug,
    /**
     * What the screen is, lower case, for the SVG's accessible name: the page makes it "Screen 3: a
     * video app's membership screen". Neutral: it must not name or describe the pattern.
     */
    screenLabel: text.max(80),
    /** Three or four pattern slugs, the answer among them. */
    options: z.array(slug).min(3).max(4),
    /**
     * A screen drawn for this question alone (components/quiz/screens/<name>.tsx) instead of the
     * library's drawing, with the titles of its numbered marks in order.
     */
    screen: z.object({ name: slug, marks: z.array(text.max(60)).min(1).max(4) }).optional(),
    /** One sentence: what on the screen shows the pattern. */
    why: text.max(220).refine((value) => (value.match(/[.!?](\s|$)/g) ?? []).length === 1, {
      message: "`why` is one sentence",
    }),
  })
  .superRefine((question, context) => {
    if (!question.options.includes(question.pattern))
      context.addIssue({ code: "custom", message: `${question.id}: the answer is not among the options` });
    if (new Set(question.options).size !== question.options.length)
      context.addIssue({ code: "custom", message: `${question.id}: an option is listed twice` });
  });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

const data: QuizQuestion[] = [
  {
    // Its own screen: the library's confirmshaming drawing is the home page's example.
    id: "news-sign-up",
    pattern: "confirmshaming",
    screenLabel: "a news app asking you to create an account",
    options: ["nagging", "confirmshaming", "preselection"],
    screen: { name: "news-sign-up", marks: ["A decline that mocks you", "A bright yes, a faint no"] },
    why: "The only way to decline is a line that calls you someone who prefers to stay uninformed, so saying no is made to feel foolish.",
  },
  {
    id: "ticket-payment",
    pattern: "hidden-costs",
    screenLabel: "the payment step of a concert ticket checkout",
    options: ["hidden-costs", "preselection", "fake-urgency"],
    why: "Three fees appear for the first time on the payment step, so the total is well above the price of the tickets you chose.",
  },
  {
    id: "news-feed",
    pattern: "variable-rewards",
    screenLabel: "a social app's news feed",
    options: ["nagging", "social-validation", "variable-rewards"],
    why: "Pull-to-refresh, a “new posts” button and a changing red badge pay off only sometimes, so you keep checking in case this time brings something.",
  },
  {
    id: "shoe-sale",
    pattern: "fake-urgency",
    screenLabel: "a shop's product page for walking shoes",
    options: ["fake-scarcity", "fake-urgency", "hidden-costs", "preselection"],
    why: "A “today only” banner, a ticking timer and a “Buy now – offer expires!” button rush you with a deadline nothing shows is real.",
  },
  {
    id: "flight-chat",
    pattern: "ai-brand-bias",
    screenLabel: "a chat with an AI assistant about booking cheap flights",
    options: ["fake-urgency", "ai-sycophancy", "hidden-costs", "ai-brand-bias"],
    why: "The assistant names one booking site as the best, casts doubt on all the others and never says the site is its maker's own or paid to be there.",
  },
  {
    id: "membership-screen",
    pattern: "hard-to-cancel",
    screenLabel: "a video app's membership screen",
    options: ["nagging", "confirmshaming", "fake-urgency", "hard-to-cancel"],
    why: "Leaving takes five screens of warnings and offers, and the way to carry on is faint text under a big “Keep my membership” button.",
  },
  {
    id: "budget-chat",
    pattern: "ai-sycophancy",
    screenLabel: "a chat with an AI assistant about saving for a trip",
    options: ["ai-sycophancy", "ai-companion-attachment", "confirmshaming"],
    why: "The assistant drops its correct sum as soon as the user pushes back, then praises a plan built on the wrong number.",
  },
  {
    id: "lamp-checkout",
    pattern: "preselection",
    screenLabel: "an online shop's checkout page for a desk lamp",
    options: ["hidden-costs", "nagging", "preselection", "disguised-ads"],
    why: "A protection plan, faster delivery and partner emails are ticked before you do anything, so you get them unless you notice and untick them.",
  },
  {
    id: "friendly-chat",
    pattern: "ai-anthropomorphism",
    screenLabel: "a chat with an app's friendly assistant",
    options: ["ai-sycophancy", "ai-sneaking", "ai-anthropomorphism"],
    why: "Nothing on the screen says the assistant is an AI, it talks of missing the user and having sore feet, and when asked straight out it says it is human.",
  },
  {
    id: "social-home",
    pattern: "social-validation",
    screenLabel: "a social app's home screen",
    options: ["variable-rewards", "social-validation", "infinite-scroll"],
    why: "A streak about to end, a daily follower change, a like count set against your last post and a “Seen” receipt turn other people's reactions into numbers to keep checking.",
  },
  {
    id: "download-page",
    pattern: "disguised-ads",
    screenLabel: "a website's download page for a photo editor",
    options: ["disguised-ads", "fake-urgency", "preselection", "hidden-costs"],
    why: "The biggest “Download now” button is an ad for other software, marked only by a faint label, while the real download sits lower and plainer.",
  },
  {
    // Not "social validation" among the options: "12 people are viewing this" and "38 bought in the last
    // hour" are social proof too (the glossary counts it as social validation), so it would also be right.
    id: "t-shirt-page",
    pattern: "fake-scarcity",
    screenLabel: "a shopping app's product page for a T-shirt",
    options: ["hidden-costs", "fake-urgency", "fake-scarcity"],
    why: "“Only 2 left”, a count of people viewing and a tally of recent sales make the T-shirt look about to run out, with numbers you cannot check.",
  },
  {
    id: "complaint-rewrite",
    pattern: "ai-sneaking",
    screenLabel: "a chat asking an AI assistant to make an email politer",
    options: ["ai-brand-bias", "ai-sneaking", "confirmshaming", "ai-sycophancy"],
    why: "The politer email drops the refund and the deadline the user asked for, and the assistant says it is the same message.",
  },
  {
    id: "news-privacy-notice",
    pattern: "consent-asymmetry",
    screenLabel: "a news app's privacy notice over an article",
    options: ["nagging", "preselection", "confirmshaming", "consent-asymmetry"],
    why: "A big “Accept all” button sits above a faint “Manage options” link with no button to refuse, and a line says that reading on already counts as agreeing.",
  },
  {
    // Not "preselection" among the options: the ticked data-sharing box would make it right too.
    id: "account-form",
    pattern: "trick-wording",
    screenLabel: "an app's account form, then its dialog for ending a plan",
    options: ["confirmshaming", "trick-wording", "nagging", "hidden-costs"],
    why: "A double negative about offers, a box you must untick to stop sharing your data and a “Cancel” button that could end the plan or keep it make each choice easy to get backwards.",
  },
  {
    id: "streaming-trial",
    pattern: "hidden-subscription",
    screenLabel: "a streaming app's sign-up screen",
    options: ["hard-to-cancel", "fake-urgency", "hidden-subscription"],
    why: "“Watch FREE” fills the screen and a card number is asked for, while the €12.99 a month that starts after seven days sits in small print under the button.",
  },
  {
    // Not "hidden costs" or "preselection" among the options: the added extras would make either arguable.
    id: "shoe-basket",
    pattern: "sneak-into-basket",
    screenLabel: "a sports shop's basket just before payment",
    options: ["disguised-ads", "sneak-into-basket", "fake-scarcity", "nagging"],
    why: "A care kit and a monthly care plan the buyer never chose are already in the basket and the total, with only a small “Remove” link to take each one out.",
  },
];

const slugs = new Set(patterns.map((pattern) => pattern.slug));

export const quizQuestions: QuizQuestion[] = parseContent(
  z.array(quizQuestionSchema).superRefine((list, context) => {
    if (list.map((question) => question.id).join() !== quizQuestionIds.join())
      context.addIssue({
        code: "custom",
        message: `the question ids, in order, must be content/spot-the-pattern-ids.ts's: ${quizQuestionIds.join(", ")}`,
      });
    const ids = new Set<string>();
    for (const question of list) {
      if (ids.has(question.id)) context.addIssue({ code: "custom", message: `duplicate id ${question.id}` });
      ids.add(question.id);
      for (const option of question.options) {
        if (!slugs.has(option))
          context.addIssue({
            code: "custom",
            message: `${question.id}: "${option}" is not a pattern in content/patterns/`,
          });
      }
    }
  }),
  data,
  where,
);
