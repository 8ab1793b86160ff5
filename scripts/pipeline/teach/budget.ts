import type { TeachPart } from "#app/lib/teach-parts.ts";

/**
 * The teaching pack's PDF size budgets. Every lesson and sheet stays under 200 KB, small enough to send
 * by e-mail, except the picture cards: they print both drawings of every pattern of the library, about
 * 5 KB a card once compressed, so their budget grows with the cards, as the guide's does with the
 * patterns (../guide/budget.ts). 200 KB at the first 24 cards, as ADR 019 set it; a drawing that grows
 * the file more than its share still breaks it.
 */
export const teachPdfBytes = 200 * 1024;
export const teachCardsBaseBytes = 56 * 1024;
export const teachBytesPerCard = 6 * 1024;

export const teachPdfBudget = (part: TeachPart, cardCount: number) =>
  part === "cards" ? teachCardsBaseBytes + cardCount * teachBytesPerCard : teachPdfBytes;
