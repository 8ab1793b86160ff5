import { numberWord } from "#app/lib/number-words.ts";

/** Numbers as the site's copy spells them ("thirteen screens"), for tests that check a stated count. */
export const numberWords = Array.from({ length: 100 }, (_, count) => numberWord(count));
