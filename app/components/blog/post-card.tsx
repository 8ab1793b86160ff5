import { Icon } from "#app/components/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { PostMeta } from "./post-meta.tsx";
import { PostTags } from "./post-tags.tsx";
import { PostTitleText } from "./post-title-text.tsx";

export type PostCardData = {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  authorName: string;
  date: string;
  readTime: string;
  category: string;
  tags: string[];
};

/**
 * One post on the blog index: category and topics, title (a link), excerpt, author, date, read time and a
 * Read More link whose accessible name begins with its visible words and goes on to name the article.
 */
export function PostCard({
  post,
  readMoreLabel,
  tagsLabel,
  headingLevel = 2,
}: {
  post: PostCardData;
  readMoreLabel: string;
  /** Accessible name of the list of topics. */
  tagsLabel: string;
  /** 3 inside a section that has its own heading. */
  headingLevel?: 2 | 3;
}) {
  const titleId = `post-${post.slug}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article aria-labelledby={titleId} className="h-full">
      <Card className="h-full">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{post.category}</Badge>
          <PostTags tags={post.tags} label={tagsLabel} />
        </div>
        <Heading id={titleId} className="text-2xl font-semibold tracking-tight">
          <Link to={post.path} className="text-foreground no-underline hover:underline">
            <PostTitleText title={post.title} />
          </Link>
        </Heading>
        <p className="text-muted-foreground">{post.excerpt}</p>
        <PostMeta
          authorName={post.authorName}
          date={post.date}
          readTime={post.readTime}
          className="text-sm"
        />
        <p className="mt-auto pt-1">
          <Link to={post.path} className="group inline-flex min-h-11 items-center gap-1.5 font-semibold">
            {readMoreLabel}
            {/* Says which article, for screen readers and for search engines' link-text checks. */}
            <span className="sr-only">: {post.title}</span>
            <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </p>
      </Card>
    </article>
  );
}
