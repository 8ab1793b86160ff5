import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import type * as React from "react";
import type { MDXComponents } from "mdx/types";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Checklist } from "#app/components/mdx/checklist.tsx";
import { ComparisonTable } from "#app/components/mdx/comparison-table.tsx";
import { ArticleReferenceList, mdxComponents } from "#app/components/mdx/mdx-components.tsx";
import { references as registry } from "#app/content/references.ts";
import type { Reference } from "#app/content/schemas.ts";
import { pickReferences } from "#app/lib/references.ts";
import { articleModules } from "./index.ts";
import { getAllPosts } from "./posts.server.ts";

/**
 * Every article, rendered with the MDX component whitelist and checked the way
 * an editor would: citations resolve, references are numbered in order of first
 * citation and come from the registry, external links open safely, no source
 * post-dates the article, the citation pitfalls from references.md stay out,
 * and the spec's facts stay in.
 */

type MdxModule = {
  default: ComponentType<{ components?: MDXComponents }>;
  headings: { id: string; text: string }[];
  citations: string[];
};
const modules: Record<string, MdxModule> = Object.fromEntries(
  await Promise.all(
    Object.entries(articleModules).map(async ([slug, load]) => [slug, (await load()) as MdxModule]),
  ),
);

type Captured = {
  references: Reference[];
  checklists: React.ComponentProps<typeof Checklist>[];
  tables: React.ComponentProps<typeof ComparisonTable>[];
};

function renderArticle(slug: string) {
  const module = modules[slug];
  if (!module) throw new Error(`No MDX module for ${slug}`);
  const captured: Captured = { references: [], checklists: [], tables: [] };
  const components: MDXComponents = {
    ...mdxComponents,
    ReferenceList: (props: React.ComponentProps<typeof ArticleReferenceList>) => {
      captured.references.push(...pickReferences(registry, props.ids, props.article));
      return <ArticleReferenceList {...props} />;
    },
    Checklist: (props: React.ComponentProps<typeof Checklist>) => {
      captured.checklists.push(props);
      return <Checklist {...props} />;
    },
    ComparisonTable: (props: React.ComponentProps<typeof ComparisonTable>) => {
      captured.tables.push(props);
      return <ComparisonTable {...props} />;
    },
  };
  const Body = module.default;
  const { container } = render(
    <MemoryRouter>
      <Body components={components} />
    </MemoryRouter>,
  );
  return { container, captured, headings: module.headings, citations: module.citations };
}

/** The article's own prose: no frontmatter, no component props (reference lists, checklists, tables), no citations. */
function proseOf(slug: string): string {
  const source = readFileSync(path.join(__dirname, `${slug}.mdx`), "utf8");
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/<(ReferenceList|Checklist|ComparisonTable|Figure)\b[\s\S]*?\/>/g, " ")
    .replace(/<Cite id="[^"]*" \/>/g, "")
    .replace(/<\/?Callout[^>]*>/g, " ")
    .replace(/[#*_`>|]/g, " ");
}

function wordCount(text: string): number {
  return text.match(/[A-Za-z0-9][A-Za-z0-9'’.,%-]*/g)?.length ?? 0;
}

const posts = getAllPosts();
const fullArticles = posts.filter((post) => post.format === "full");
const shortArticles = posts.filter((post) => post.format === "short");

describe.each(posts.map((post) => [post.slug, post] as const))("article %s", (slug, post) => {
  it("has every citation pointing at an existing reference, numbered in order of first citation", () => {
    const { container, captured } = renderArticle(slug);
    const cited = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="#ref-"]')].map((link) =>
      Number(link.getAttribute("href")!.slice("#ref-".length)),
    );
    expect(cited.length).toBeGreaterThan(0);
    const firstCited = cited.filter((n, index) => cited.indexOf(n) === index);
    expect(firstCited).toEqual(firstCited.map((_, index) => index + 1));
    // Every entry in the list is cited, and every citation has its entry.
    expect(captured.references).toHaveLength(firstCited.length);
    for (const n of cited) expect(container.querySelector(`li#ref-${n}`), `#ref-${n}`).not.toBeNull();
  });

  it("cites sources by registry key only, and lists them in the order the numbers give", () => {
    const { captured, citations } = renderArticle(slug);
    const source = readFileSync(path.join(__dirname, `${slug}.mdx`), "utf8");
    // No hand-typed numbers or reference data (remark-citations refuses both at build).
    expect(source).not.toMatch(/<Cite n=|<ReferenceList\s+references=/);
    const keys = [...source.matchAll(/<Cite id="([^"]+)" \/>/g)].map((match) => match[1]!);
    expect(citations).toEqual(keys.filter((key, index) => keys.indexOf(key) === index));
    expect(post.citations).toEqual(citations);
    expect(captured.references.map((reference) => reference.id)).toEqual(citations);
    for (const reference of captured.references) expect(registry).toContain(reference);
  });

  it("opens every external link in a new tab, without an opener, and says so", () => {
    const { container } = renderArticle(slug);
    const external = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')];
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")?.split(" ")).toEqual(
        expect.arrayContaining(["noopener", "noreferrer"]),
      );
      expect(link).toHaveTextContent("(opens in a new tab)");
    }
  });

  it("cites no source published after the article's date", () => {
    const { captured } = renderArticle(slug);
    const articleMonth = post.date.slice(0, 7);
    for (const reference of captured.references) {
      expect(reference.year, reference.title).toBeLessThanOrEqual(Number(post.date.slice(0, 4)));
      // arXiv identifiers start with the year and month of submission (YYMM).
      const arxiv = /arxiv\.org\/abs\/(\d{2})(\d{2})\./.exec(reference.url ?? "");
      if (arxiv) {
        const submitted = `20${arxiv[1]}-${arxiv[2]}`;
        expect(submitted <= articleMonth, `${reference.title} (arXiv, ${submitted})`).toBe(true);
      }
    }
    // The companion-app preprint (arXiv 2508.19258, August 2025) appeared after these April 2025 articles.
    expect(proseOf(slug)).not.toMatch(/De Freitas|2508\.19258/);
  });

  it("renders each reference with the registry's authors, year, title, source and URL", () => {
    const { container, captured } = renderArticle(slug);
    captured.references.forEach((reference, index) => {
      const item = container.querySelector(`li#ref-${index + 1}`)!;
      expect(item.textContent).toContain(`${reference.authors} (${reference.year}). ${reference.title}`);
      expect(item.textContent).toContain(reference.source);
      if (reference.url) expect(item.querySelector("a")).toHaveAttribute("href", reference.url);
    });
  });

  it("promises no unpublished material", () => {
    expect(proseOf(slug)).not.toMatch(
      /in preparation|coming soon|forthcoming|(will|to) be published|longer version[^.]* (is|will)/i,
    );
  });

  it("avoids the citation pitfalls listed in references.md", () => {
    const prose = proseOf(slug);
    expect(prose).not.toMatch(/Digital Services Directive|DSA\)? is a Directive/i);
    expect(prose).not.toMatch(/dopamine (hit|rush|spike)s?/i);
    expect(prose).not.toMatch(/\b65 (types|kinds|dark patterns)/i);
    if (/Skinner/.test(prose)) expect(prose).toMatch(/animal|pigeon/i);
    if (/Article 5\b/.test(prose)) {
      expect(prose).toMatch(/significant harm/);
      expect(prose).toMatch(/2 February 2025/);
    }
    if (/Article 25\b/.test(prose) && /Digital Services Act/.test(prose))
      expect(prose).toMatch(/online platforms/);
  });

  it("renders an id for every heading the table of contents links to", () => {
    const { container, headings } = renderArticle(slug);
    const renderedIds = [...container.querySelectorAll("h2[id]")].map((heading) => heading.id);
    expect(headings.map((heading) => heading.id)).toEqual(renderedIds);
    expect(new Set(renderedIds).size).toBe(renderedIds.length);
  });
});

describe("article length", () => {
  it.each(fullArticles.map((post) => [post.slug]))(
    "full article %s has at least 1,200 words of prose",
    (slug) => {
      expect(wordCount(proseOf(slug))).toBeGreaterThanOrEqual(1200);
    },
  );

  it.each(shortArticles.map((post) => [post.slug]))(
    "short article %s has at least 300 words and links to a published article that goes further",
    (slug) => {
      const prose = proseOf(slug);
      expect(wordCount(prose)).toBeGreaterThanOrEqual(300);
      const linked = [...prose.matchAll(/\]\(\/blog\/([a-z0-9-]+)\)/g)].map((match) => match[1]);
      expect(linked.length).toBeGreaterThan(0);
      for (const target of linked) expect(fullArticles.map((post) => post.slug)).toContain(target);
    },
  );
});

describe("facts the spec requires", () => {
  it("describes the 24-hour story lifespan in part 2", () => {
    const prose = proseOf("nudging-experience-part2");
    expect(prose).toMatch(/disappear 24 hours after they are posted/);
    expect(proseOf("nudging-experience-part1")).toMatch(/disappear 24 hours after they are posted/);
  });

  it("states the DSA and AI Act rules correctly in part 2", () => {
    const prose = proseOf("nudging-experience-part2");
    expect(prose).toMatch(/The Digital Services Act is a Regulation/);
    expect(prose).toMatch(
      /does not apply to practices that are already covered by the Unfair Commercial Practices Directive or the General Data Protection Regulation/,
    );
    expect(prose).toMatch(/This is not a general ban on persuasive AI/);
  });

  it("compares four platform groups in part 2", () => {
    const { captured, container } = renderArticle("nudging-experience-part2");
    expect(captured.tables).toHaveLength(1);
    const groups = captured.tables[0]!.rows.map((row) => row[0]);
    // The spec's four groups, in its order: social video, streaming, AI companion, e-commerce.
    expect(groups).toHaveLength(4);
    expect(groups[0]).toMatch(/social/i);
    expect(groups[0]).toMatch(/video/i);
    expect(groups[1]).toMatch(/streaming/i);
    expect(groups[2]).toMatch(/\bAI compan/i);
    expect(groups[3]).toMatch(/e-commerce/i);
    // The two groups part 2 adds to part 1's are each the heading of their own section.
    const sections = [...container.querySelectorAll("h3")].map((heading) => heading.textContent);
    expect(sections).toEqual(expect.arrayContaining([groups[2], groups[3]]));
  });

  it("ends the choice-architecture article with a responsible-product checklist of exactly five points", () => {
    const { captured } = renderArticle("ai-choice-architecture");
    const checklist = captured.checklists.find((list) =>
      /responsible-product checklist/i.test(list.title ?? ""),
    );
    expect(checklist?.items).toHaveLength(5);
  });

  it("gives the neutrality article a reference list of external links", () => {
    const { captured } = renderArticle("ai-neutrality");
    expect(captured.references.length).toBeGreaterThanOrEqual(5);
    for (const reference of captured.references) expect(reference.url).toMatch(/^https:\/\//);
  });
});
