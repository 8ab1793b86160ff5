/**
 * A post title with its " - " subtitle dash kept on the first line, so a balanced heading never starts a
 * line with a lone dash.
 */
export function keepSubtitleDash(title: string): string {
  return title.replace(/ - /g, "\u00a0- ");
}
