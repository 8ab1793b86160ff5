/**
 * A count as the site's copy spells it ("thirteen screens"): copy that states how many questions, tools or
 * screens there are takes the word from the data's length, so it never falls out of step (issue 54.5).
 */

const ones = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** "seventeen", "twenty-one"; whole numbers from 0 to 99. */
export function numberWord(count: number): string {
  if (!Number.isInteger(count) || count < 0 || count > 99)
    throw new Error(`numberWord: ${count} is not a whole number from 0 to 99`);
  if (count < 20) return ones[count]!;
  const unit = count % 10;
  return unit === 0 ? tens[count / 10]! : `${tens[Math.floor(count / 10)]!}-${ones[unit]!}`;
}

/** The same word with a capital, to open a sentence: "Seventeen". */
export function capitalNumberWord(count: number): string {
  const word = numberWord(count);
  return word[0]!.toUpperCase() + word.slice(1);
}
