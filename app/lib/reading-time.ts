/** Words a minute the site's read times assume: a common figure for adults reading prose on a screen. */
export const wordsPerMinute = 238;

/** Words in a text: runs of letters or digits, so punctuation, dashes and markup add nothing. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)?.length ?? 0;
}

/** "9 min read": minutes at `wordsPerMinute`, rounded up, at least one. */
export function readTime(words: number): string {
  return `${Math.max(1, Math.ceil(words / wordsPerMinute))} min read`;
}

/**
 * The text a reader reads in an article's rendered HTML: without tags, citation marks ([3]) and
 * the reference list (the <ol> that holds #ref-1), which readers consult rather than read.
 */
export function proseOf(html: string): string {
  return html
    .replace(/<sup[\s\S]*?<\/sup>/g, "")
    .replace(/<ol[^>]*>(?:(?!<\/ol>)[\s\S])*?id="ref-1"[\s\S]*?<\/ol>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/g, " ");
}
