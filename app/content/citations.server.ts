import { enforcementPath, enforcementRecords, recordTitle } from "#app/content/enforcement.ts";
import { citeLabels } from "#app/content/cite.ts";
import { patternLibraryPublished, patterns } from "#app/content/patterns.ts";
import type { PostFrontmatter } from "#app/content/schemas.ts";
import type { CitationSource } from "#app/lib/cite-formats.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * The facts a citation of an article, a pattern page or a record is made of, read at build time by the
 * page's loader and by the pipeline's citation files (scripts/pipeline/citations/), so the page and its
 * .bib and .ris files cite the same thing. Articles are credited like their byline: the configured author,
 * or the research team. An article is given by its frontmatter, so that the pipeline, which cannot import
 * the MDX, can cite it too.
 */

const site = { site: siteConfig.name };

export function postCitation(post: Pick<PostFrontmatter, "slug" | "title" | "date">): CitationSource {
  return {
    kind: "blog-post",
    slug: post.slug,
    siteSlug: siteConfig.slug,
    title: post.title,
    author: siteConfig.author,
    published: post.date,
    container: fillTemplate(citeLabels.blogContainer, site),
    publisher: siteConfig.name,
    url: absoluteUrl(`/blog/${post.slug}`),
  };
}

export function patternCitation(slug: string): CitationSource | undefined {
  const pattern = patterns.find((entry) => entry.slug === slug);
  if (!pattern) return undefined;
  return {
    kind: "web-page",
    slug: pattern.slug,
    siteSlug: siteConfig.slug,
    title: pattern.name,
    author: siteConfig.author,
    published: patternLibraryPublished,
    container: fillTemplate(citeLabels.patternContainer, site),
    publisher: siteConfig.name,
    url: absoluteUrl(`/patterns/${pattern.slug}`),
  };
}

/** An enforcement record's page: cited as a page of the record, published the day the record was added. */
export function recordCitation(id: string): CitationSource | undefined {
  const record = enforcementRecords.find((entry) => entry.id === id);
  if (!record) return undefined;
  return {
    kind: "web-page",
    slug: `enforcement-${record.id}`,
    siteSlug: siteConfig.slug,
    title: recordTitle(record),
    author: siteConfig.author,
    published: record.addedOn,
    container: fillTemplate(citeLabels.recordContainer, site),
    publisher: siteConfig.name,
    url: absoluteUrl(enforcementPath(record.id)),
  };
}
