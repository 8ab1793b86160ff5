import type { MDXComponents } from "mdx/types";
import type * as React from "react";
import { Link } from "#app/components/ui/link.tsx";
import { blogPage } from "#app/content/pages/blog.ts";
import { references } from "#app/content/references.ts";
import { externalLinkProps, isExternal } from "#app/lib/links.ts";
import { pickReferences } from "#app/lib/references.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { AnchoredHeading } from "#app/components/sections/anchored-heading.tsx";
import { Callout } from "./callout.tsx";
import { Checklist } from "./checklist.tsx";
import { Cite } from "#app/components/shared/cite.tsx";
import { ComparisonTable } from "./comparison-table.tsx";
import { Figure } from "./figure.tsx";
import { ReferenceList } from "#app/components/shared/reference-list.tsx";

function MdxLink({ href = "", children, ...props }: React.ComponentProps<"a">) {
  if (isExternal(href)) {
    return (
      <a href={href} {...externalLinkProps} {...props}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (href.startsWith("/")) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

/**
 * Article headings (h2, h3) with a link to themselves. The ids and the plain text come from
 * scripts/pipeline/vite/remark-headings.ts; the link is part of the build-time HTML (ADR 008), so it
 * costs no JavaScript, and the body's click handler leaves fragment links to the browser.
 */
function articleHeading(as: "h2" | "h3") {
  return function ArticleHeading({
    id,
    children,
    "data-text": text,
  }: React.ComponentProps<"h2"> & { "data-text"?: string }) {
    const Heading = as;
    if (!id) return <Heading>{children}</Heading>;
    return (
      <AnchoredHeading
        as={as}
        id={id}
        label={fillTemplate(blogPage.sectionLinkLabel, { heading: text ?? id })}
      >
        {children}
      </AnchoredHeading>
    );
  };
}

/** Articles pass caption, columns and rows; the phone scroll hint is site copy. */
function ArticleComparisonTable(props: Omit<React.ComponentProps<typeof ComparisonTable>, "scrollHint">) {
  return <ComparisonTable {...props} scrollHint={blogPage.tableScrollHint} />;
}

/**
 * An article's reference list: the registry entries of the keys it cites, in order of first citation.
 * The article writes an empty <ReferenceList />; `ids` and `article` are added at build time
 * (scripts/pipeline/vite/remark-citations.ts). An unknown key throws, naming the article and the key.
 */
export function ArticleReferenceList({ ids, article }: { ids: readonly string[]; article: string }) {
  return <ReferenceList references={pickReferences(references, ids, article)} />;
}

/**
 * The whitelist of what an article may use: these components and plain
 * Markdown. Articles import nothing; anything else fails to render.
 */
export const mdxComponents: MDXComponents = {
  a: MdxLink,
  h2: articleHeading("h2"),
  h3: articleHeading("h3"),
  Callout,
  Checklist,
  Cite,
  ComparisonTable: ArticleComparisonTable,
  Figure,
  ReferenceList: ArticleReferenceList,
};
