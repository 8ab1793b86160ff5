import type { SearchDocument, SearchType } from "./search.ts";

/**
 * Builds the search index's documents at build time from the same content the pages render
 * (routes/search-index[.]json.ts passes it in), so search cannot drift from the site.
 */

/** Keys whose strings are addresses, identifiers or class names, not words a visitor reads. */
const notText = new Set([
  "id",
  "slug",
  "href",
  "path",
  "icon",
  "colorClass",
  "cite",
  "example",
  "patternPage",
]);

/** Every readable string in a content object, in order, joined by spaces. */
export function collectText(value: unknown, skip: ReadonlySet<string> = notText): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") parts.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) if (!skip.has(key)) walk(child);
    }
  };
  walk(value);
  return parts
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/\{[a-z]+\}/g, "")
    .trim();
}

type Entry = {
  url: string;
  title: string;
  type: SearchType;
  keywords?: string[];
  searchTerms?: string[];
  text: string;
};

export type SearchSources = {
  /** Each page with its content module, which has `meta.title`. */
  pages: { path: string; content: { meta: { title: string } } & Record<string, unknown> }[];
  patterns: { slug: string; name: string; alsoKnownAs: string[]; searchTerms: string[] }[];
  posts: { path: string; title: string; tags: string[]; excerpt: string; prose: string }[];
  terms: { id: string; term: string; definition: string; example: string; searchTerms?: string[] }[];
  tools: { id: string; title: string; summary: string; steps: string[]; detail: string }[];
  cases: { id: string; platform: string; category: string; techniques: string[] }[];
  /** The enforcement record's actions, each at its own page, found by company, authority, product and amount. */
  records?: { url: string; title: string; keywords: string[]; text: string }[];
  /**
   * Parts of pages found on their own, each at its own address or anchor (the guide's chapters, the
   * lessons, each pattern's law), with the words that name them (a law's name) as keywords.
   */
  sections?: { url: string; title: string; keywords?: string[]; text: string }[];
};

export function buildSearchDocuments(sources: SearchSources): SearchDocument[] {
  const entries: Entry[] = [
    ...sources.patterns.map((pattern) => ({
      url: `/patterns/${pattern.slug}`,
      title: pattern.name,
      type: "pattern" as const,
      keywords: pattern.alsoKnownAs,
      searchTerms: pattern.searchTerms,
      text: collectText(
        pattern,
        new Set([...notText, "name", "alsoKnownAs", "searchTerms", "related", "tools", "family"]),
      ),
    })),
    ...sources.terms.map((term) => ({
      url: `/glossary#${term.id}`,
      title: term.term,
      type: "term" as const,
      searchTerms: term.searchTerms,
      text: `${term.definition} ${term.example}`,
    })),
    ...sources.posts.map((post) => ({
      url: post.path,
      title: post.title,
      type: "article" as const,
      keywords: post.tags,
      text: `${post.excerpt} ${post.prose}`.replace(/\s+/g, " ").trim(),
    })),
    ...sources.tools.map((tool) => ({
      url: `/tools#${tool.id}`,
      title: tool.title,
      type: "tool" as const,
      text: collectText([tool.summary, tool.steps, tool.detail]),
    })),
    ...sources.cases.map((example) => ({
      url: `/cases#${example.id}`,
      title: example.platform,
      type: "case" as const,
      keywords: [example.category, ...example.techniques],
      text: collectText(example, new Set([...notText, "platform", "category", "techniques", "impactSource"])),
    })),
    ...sources.pages.map(({ path, content }) => {
      // A page's `searchTerms`, where its copy has them, are the words people type for it (/report).
      const { meta, searchTerms, ...rest } = content;
      const keywords = Array.isArray(searchTerms) ? searchTerms.map(String) : undefined;
      return { url: path, title: meta.title, type: "page" as const, keywords, text: collectText(rest) };
    }),
    ...(sources.records ?? []).map((record) => ({ ...record, type: "record" as const })),
    ...(sources.sections ?? []).map((section) => ({ ...section, type: "page" as const })),
  ];
  return entries.map((entry, id) => ({
    id,
    url: entry.url,
    title: entry.title,
    type: entry.type,
    keywords: entry.keywords ?? [],
    searchTerms: entry.searchTerms ?? [],
    text: entry.text,
  }));
}
