/**
 * Countdowns: text shaped like a timer ("00:14:52", "2h 14m 05s", "14 min 52 sec") and whether it counted
 * down between two readings a few seconds apart. Pure: the content script reads the page twice and asks.
 */

/** Clock-shaped: h:mm:ss or mm:ss (two or three groups), or hours/minutes/seconds with their units. */
const clock = /(?<![\d:])(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?![\d:])/g;
const units =
  /(?<!\d)(?:(\d{1,2})\s*(?:d|days?)\s*)?(?:(\d{1,2})\s*(?:h|hrs?|hours?)\s*)?(?:(\d{1,2})\s*(?:m|mins?|minutes?)\s*)(?:(\d{1,2})\s*(?:s|secs?|seconds?))?(?![a-z])/gi;

export type TimerReading = { text: string; seconds: number };

const number = (value: string | undefined) => (value === undefined ? 0 : Number(value));

/** Every timer-shaped part of `text`, with the time it shows in seconds. */
export function readTimers(text: string): TimerReading[] {
  const found: TimerReading[] = [];
  for (const match of text.matchAll(clock)) {
    const [whole, a, b, c] = match;
    // Three groups: h:mm:ss; two: mm:ss (a clock time such as "09:30" changes too slowly to matter here).
    const seconds =
      c === undefined ? number(a) * 60 + number(b) : number(a) * 3600 + number(b) * 60 + number(c);
    found.push({ text: whole, seconds });
  }
  for (const match of text.matchAll(units)) {
    const [whole, d, h, m, s] = match;
    if (s === undefined && h === undefined) continue; // "5 m" alone is a distance as often as a time
    found.push({
      text: whole.trim(),
      seconds: number(d) * 86400 + number(h) * 3600 + number(m) * 60 + number(s),
    });
  }
  return found;
}

/** Whether the text looks like a timer at all: worth reading again. */
export function looksLikeTimer(text: string): boolean {
  return readTimers(text).length > 0;
}

/**
 * Whether a timer counted down between two readings `elapsedMs` apart: the time it shows went down,
 * by no more than the time that passed (with a second's slack either side). A clock showing the time
 * of day goes up; a price or a date does not change.
 */
export function countedDown(before: string, after: string, elapsedMs: number): boolean {
  const first = readTimers(before);
  const second = readTimers(after);
  if (first.length === 0 || first.length !== second.length) return false;
  const elapsed = elapsedMs / 1000;
  return first.some((reading, index) => {
    const drop = reading.seconds - second[index]!.seconds;
    return drop >= 1 && drop <= elapsed + 1.5;
  });
}
