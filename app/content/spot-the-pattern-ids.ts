/**
 * The self-check's questions by id, in the order the page asks them. The questions themselves are in
 * content/spot-the-pattern.ts, whose parsing fails unless its ids are exactly these, in this order. This
 * short list exists so that page copy ("seventeen screens") can count the questions without shipping
 * them, and the library's pages with them, in every page's JavaScript.
 */
export const quizQuestionIds = [
  "news-sign-up",
  "ticket-payment",
  "news-feed",
  "shoe-sale",
  "flight-chat",
  "membership-screen",
  "budget-chat",
  "lamp-checkout",
  "friendly-chat",
  "social-home",
  "download-page",
  "t-shirt-page",
  "complaint-rewrite",
  "news-privacy-notice",
  "account-form",
  "streaming-trial",
  "shoe-basket",
] as const;
