import { patterns } from "#app/content/patterns.ts";
import { references } from "#app/content/references.ts";
import { patternsOfArticle, relatedArticles } from "#app/lib/related-posts.ts";
import { pickReferences } from "#app/lib/references.ts";
import { siteConfig } from "#app/site.config.ts";
import { parseContent, postFrontmatterSchema, type PostFrontmatter } from "../schemas.ts";
import { articleModules } from "./index.ts";

/**
 * The content index of the blog, read at build time only (by loaders, the RSS
 * feed and the sitemap), so article bodies never end up in the index's bundle.
 */

type Heading = { id: string; text: string };
/** `citations` (exported by scripts/pipeline/vite/remark-citations.ts): the keys an article cites, in order of first citation. */
type PostModule = { frontmatter: unknown; headings: Heading[]; citations: string[] };

export type PostSummary = PostFrontmatter & {
  /** The byline: the configured author, or the organization's research team. */
  authorName: string;
  path: string;
  headings: Heading[];
  /** Keys of content/references.ts the article cites, in the order its reference list numbers them. */
  citations: string[];
};

// The articles listed in index.ts, all loaded before any page asks for one.
const modules = await Promise.all(
  Object.entries(articleModules).map(async ([slug, load]) => [slug, (await load()) as PostModule] as const),
);

const allPosts: PostSummary[] = modules
  .map(([slug, module]) => {
    const file = `content/blog/${slug}.mdx`;
    const frontmatter = parseContent(postFrontmatterSchema, module.frontmatter, file);
    if (frontmatter.slug !== slug) {
      throw new Error(`Invalid content in ${file}: slug "${frontmatter.slug}" must match the file name`);
    }
    // An unknown key fails here, naming the article and the key.
    pickReferences(references, module.citations, file);
    return {
      ...frontmatter,
      authorName: siteConfig.author.name,
      path: `/blog/${frontmatter.slug}`,
      headings: module.headings,
      citations: module.citations,
    };
  })
  // Newest first; posts of the same day by descending id (the index order the blog page lists).
  .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

{
  const ids = new Set(allPosts.map((post) => post.id));
  if (ids.size !== allPosts.length) throw new Error("Invalid content in content/blog: two posts share an id");
  const seriesIds = new Set(allPosts.flatMap((post) => (post.series ? [post.series.id] : [])));
  for (const id of seriesIds) {
    const parts = allPosts.filter((post) => post.series?.id === id).map((post) => post.series!.part);
    const expected = parts.map((_, index) => index + 1);
    if ([...parts].sort((a, b) => a - b).join() !== expected.join()) {
      throw new Error(
        `Invalid content in content/blog: series "${id}" must number its parts 1 to ${parts.length}`,
      );
    }
  }
  for (const post of allPosts) {
    if (post.previous && !allPosts.some((other) => other.slug === post.previous)) {
      throw new Error(
        `Invalid content in content/blog/${post.slug}.mdx: previous "${post.previous}" is not a post`,
      );
    }
  }
}

/** Every post, full or short, newest first. */
export function getAllPosts(): PostSummary[] {
  return allPosts;
}

/** The full articles, first on /blog. */
export function getFullPosts(): PostSummary[] {
  return allPosts.filter((post) => post.format === "full");
}

/** The short articles, in a section of their own on /blog. */
export function getShortPosts(): PostSummary[] {
  return allPosts.filter((post) => post.format === "short");
}

/** The parts of the series a post belongs to, in part order (empty for a post outside a series). */
export function getSeries(post: PostSummary): PostSummary[] {
  const series = post.series;
  if (!series) return [];
  return allPosts
    .filter((other) => other.series?.id === series.id)
    .sort((a, b) => a.series!.part - b.series!.part);
}

export function getPost(slug: string): PostSummary | undefined {
  return allPosts.find((post) => post.slug === slug);
}

/** The patterns an article describes (those whose pages list it), in the library's order. */
export function getPostPatterns(post: PostSummary) {
  return patternsOfArticle(post.slug, patterns);
}

/** The two or three articles that end an article, computed from shared series, patterns and tags. */
export function getRelatedPosts(post: PostSummary): PostSummary[] {
  return relatedArticles(post, [...getFullPosts(), ...getShortPosts()], patterns);
}
