import { siteConfig } from "~/site.config";
import { parseContent, postFrontmatterSchema, type PostFrontmatter } from "../schemas";

/**
 * The content index of the blog, read at build time only (by loaders, the RSS
 * feed and the sitemap), so article bodies never end up in the index's bundle.
 */

type Heading = { id: string; text: string };
type PostModule = { frontmatter: unknown; headings: Heading[] };

export type PostSummary = PostFrontmatter & { authorName: string; path: string; headings: Heading[] };

const modules = import.meta.glob<PostModule>("./*.mdx", { eager: true });

function slugFromPath(path: string): string {
  return path.replace(/^\.\//, "").replace(/\.mdx$/, "");
}

const allPosts: PostSummary[] = Object.entries(modules)
  .map(([path, module]) => {
    const file = `content/blog/${slugFromPath(path)}.mdx`;
    const frontmatter = parseContent(postFrontmatterSchema, module.frontmatter, file);
    if (frontmatter.slug !== slugFromPath(path)) {
      throw new Error(`Invalid content in ${file}: slug "${frontmatter.slug}" must match the file name`);
    }
    return {
      ...frontmatter,
      authorName: siteConfig.author.name,
      path: `/blog/${frontmatter.slug}`,
      headings: module.headings,
    };
  })
  // Newest first; posts of the same day by descending id (the index order the blog page lists).
  .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

{
  const ids = new Set(allPosts.map((post) => post.id));
  if (ids.size !== allPosts.length) throw new Error("Invalid content in content/blog: two posts share an id");
  for (const post of allPosts) {
    if (post.previous && !allPosts.some((other) => other.slug === post.previous)) {
      throw new Error(
        `Invalid content in content/blog/${post.slug}.mdx: previous "${post.previous}" is not a post`,
      );
    }
  }
}

/** Every post, listed or not, newest first. */
export function getAllPosts(): PostSummary[] {
  return allPosts;
}

/** The posts shown on /blog. */
export function getListedPosts(): PostSummary[] {
  return allPosts.filter((post) => post.listed);
}

export function getPost(slug: string): PostSummary | undefined {
  return allPosts.find((post) => post.slug === slug);
}
