import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * An article's title as its MDX frontmatter states it, so tests take the words from the content
 * rather than retyping them (the app reads the same frontmatter through the MDX toolchain, which
 * only the Vite build has).
 */
export function articleTitle(slug: string): string {
  const source = articleSource(slug);
  const line = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim();
  if (!line) throw new Error(`No title in the frontmatter of app/content/blog/${slug}.mdx`);
  return line.startsWith('"') ? (JSON.parse(line) as string) : line;
}

/** The text of an article's level-2 headings, in order, as its MDX states them. */
export function articleHeadings(slug: string): string[] {
  const source = articleSource(slug);
  return [...source.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
}

/** The reference keys an article cites (`<Cite id="…" />`), in the order they appear. */
export function articleCitations(slug: string): string[] {
  const source = articleSource(slug);
  return [...source.matchAll(/<Cite id="([^"]+)"/g)].map((match) => match[1]!);
}

/** An article's MDX, as it is in app/content/blog/. */
function articleSource(slug: string): string {
  return readFileSync(
    path.join(import.meta.dirname, "..", "..", "app", "content", "blog", `${slug}.mdx`),
    "utf8",
  );
}
