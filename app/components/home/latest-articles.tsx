import { useId } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { ArrowLink } from "#app/components/shared/arrow-link.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";

export type LatestArticle = {
  path: string;
  title: string;
  /** ISO date, for <time>. */
  date: string;
  /** The date as the build prints it; the same text before and after hydration. */
  dateLabel: string;
  readTime: string;
  excerpt: string;
};

/**
 * The newest posts as a publication's front page lists them: title, date and read time, and on wider
 * screens the standfirst. The list comes from the articles' frontmatter through the route's build-time
 * loader, so no article module reaches the page's JavaScript.
 */
export function LatestArticles({
  title,
  allLink,
  articles,
}: {
  title: string;
  allLink: { label: string; href: string };
  articles: LatestArticle[];
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 md:pt-12 md:pb-16"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        <ArrowLink link={allLink} />
      </div>
      {/* Links and text only: React leaves the pre-rendered list alone (StaticPart, issue 56). */}
      <StaticPart as="ol" className="mt-1 grid list-none gap-x-10 p-0 md:mt-3 md:grid-cols-3">
        {articles.map((article) => (
          <li
            key={article.path}
            className="border-t border-border pt-2 pb-3 md:border-t-2 md:border-foreground md:pt-4"
          >
            <h3 className="text-lg leading-snug font-semibold sm:text-xl">
              <Link to={article.path} className="block py-1">
                {article.title}
              </Link>
            </h3>
            <p className="mt-1 text-[0.9375rem] text-muted-foreground">
              <time dateTime={article.date}>{article.dateLabel}</time>
              <span aria-hidden="true"> · </span>
              {article.readTime}
            </p>
            <p className="mt-2 hidden text-muted-foreground sm:block">{article.excerpt}</p>
          </li>
        ))}
      </StaticPart>
    </section>
  );
}
