import { keepSubtitleDash } from "#app/lib/post-title.ts";

/** A post title as a heading shows it (see `keepSubtitleDash`). */
export function PostTitleText({ title }: { title: string }) {
  return <>{keepSubtitleDash(title)}</>;
}
