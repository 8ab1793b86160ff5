import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { cn } from "#app/lib/utils.ts";
import { PostTitleText } from "./post-title-text.tsx";

/** The previous or next article, at the end of an article: a labelled card the whole of which is the link. */
export function AdjacentPostLink({
  direction,
  label,
  post,
}: {
  direction: "previous" | "next";
  label: string;
  post: { path: string; title: string };
}) {
  return (
    <Link
      to={post.path}
      rel={direction === "previous" ? "prev" : "next"}
      className={cn(
        "group flex flex-col gap-1 rounded-lg border border-border bg-card p-5 no-underline hover:border-primary/50",
        direction === "next" && "sm:col-start-2 sm:items-end sm:text-right",
      )}
    >
      <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        {direction === "previous" ? <Icon name="arrow-left" className="size-4" /> : null}
        {label}
        {direction === "next" ? <Icon name="arrow-right" className="size-4" /> : null}
      </span>
      <span className="font-heading text-xl font-semibold group-hover:underline">
        <PostTitleText title={post.title} />
      </span>
    </Link>
  );
}
