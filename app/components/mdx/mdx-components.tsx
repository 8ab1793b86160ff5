import type { MDXComponents } from "mdx/types";
import type * as React from "react";
import { Link } from "react-router";
import { blogPage } from "~/content/pages/blog";
import { references } from "~/content/references";
import { externalLinkProps, isExternal } from "~/lib/links";
import { pickReferences } from "~/lib/references";
import { Callout } from "./callout";
import { Checklist } from "./checklist";
import { Cite } from "./cite";
import { ComparisonTable } from "./comparison-table";
import { Figure } from "./figure";
import { ReferenceList } from "./reference-list";

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

/** Articles pass caption, columns and rows; the phone scroll hint is site copy. */
function ArticleComparisonTable(props: Omit<React.ComponentProps<typeof ComparisonTable>, "scrollHint">) {
  return <ComparisonTable {...props} scrollHint={blogPage.tableScrollHint} />;
}

/**
 * An article's reference list: the registry entries of the keys it cites, in order of first citation.
 * The article writes an empty <ReferenceList />; `ids` and `article` are added at build time
 * (scripts/build/remark-citations.mjs). An unknown key throws, naming the article and the key.
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
  Callout,
  Checklist,
  Cite,
  ComparisonTable: ArticleComparisonTable,
  Figure,
  ReferenceList: ArticleReferenceList,
};
