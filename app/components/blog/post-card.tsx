import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { LocalDate } from "./local-date";

export type PostCardData = {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  authorName: string;
  date: string;
  readTime: string;
  category: string;
};

export function PostCard({ post, readMoreLabel }: { post: PostCardData; readMoreLabel: string }) {
  const titleId = `post-${post.slug}`;
  return (
    <Card className="h-full gap-4" aria-labelledby={titleId} role="article">
      <Badge>{post.category}</Badge>
      <h2 id={titleId} className="text-2xl font-semibold tracking-tight">
        {post.title}
      </h2>
      <p className="text-muted-foreground">{post.excerpt}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>{post.authorName}</span>
        <span aria-hidden="true">·</span>
        <LocalDate isoDate={post.date} />
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {post.readTime}
        </span>
      </p>
      <p className="mt-auto pt-1">
        <Link to={post.path} className="group inline-flex items-center gap-1.5 font-semibold" aria-describedby={titleId}>
          {readMoreLabel}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </p>
    </Card>
  );
}
