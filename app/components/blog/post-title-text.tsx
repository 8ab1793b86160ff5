import { keepSubtitleDash } from "~/lib/post-title";

/** A post title as a heading shows it (see `keepSubtitleDash`). */
export function PostTitleText({ title }: { title: string }) {
  return <>{keepSubtitleDash(title)}</>;
}
