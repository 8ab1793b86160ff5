import { readFileSync } from "node:fs";

/**
 * An article's title as its MDX frontmatter states it, so tests take the words from the content
 * rather than retyping them (the app reads the same frontmatter through import.meta.glob, which
 * only the Vite build has).
 */
export function articleTitle(slug: string): string {
  const source = readFileSync(new URL(`../../app/content/blog/${slug}.mdx`, import.meta.url), "utf8");
  const line = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim();
  if (!line) throw new Error(`No title in the frontmatter of app/content/blog/${slug}.mdx`);
  return line.startsWith('"') ? (JSON.parse(line) as string) : line;
}

/** The text of an article's level-2 headings, in order, as its MDX states them. */
export function articleHeadings(slug: string): string[] {
  const source = readFileSync(new URL(`../../app/content/blog/${slug}.mdx`, import.meta.url), "utf8");
  return [...source.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
}

/** The reference keys an article cites (`<Cite id="…" />`), in the order they appear. */
export function articleCitations(slug: string): string[] {
  const source = readFileSync(new URL(`../../app/content/blog/${slug}.mdx`, import.meta.url), "utf8");
  return [...source.matchAll(/<Cite id="([^"]+)"/g)].map((match) => match[1]!);
}
