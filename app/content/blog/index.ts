/**
 * The articles, one MDX file each, by slug (the file's name): the one list of articles that the content
 * index (posts.server.ts), the article bodies, the route table (family-paths.ts), the build's steps and
 * generators and the tests read (ADR 038). Each entry imports its MDX only when called: plain Node (the
 * route table, the pipeline) reads the slugs without the MDX toolchain, and the site's build loads the
 * modules through Vite. Read at build time only: a content module that exports functions cannot reach
 * the browser (scripts/pipeline/vite/vite-prevalidated-content.ts). Adding an article is its file and a
 * line here; index.test.ts checks that every .mdx file of this folder is listed.
 */
export const articleModules: Record<string, () => Promise<unknown>> = {
  "ai-choice-architecture": () => import("./ai-choice-architecture.mdx"),
  "ai-neutrality": () => import("./ai-neutrality.mdx"),
  "digital-services-act": () => import("./digital-services-act.mdx"),
  "infinite-scroll-psychology": () => import("./infinite-scroll-psychology.mdx"),
  "netflix-personalization": () => import("./netflix-personalization.mdx"),
  "nudging-experience-part1": () => import("./nudging-experience-part1.mdx"),
  "nudging-experience-part2": () => import("./nudging-experience-part2.mdx"),
};

/** The articles' slugs, in alphabetical order: the pages under /blog/. */
export const articleSlugs: string[] = Object.keys(articleModules).sort();
