// @vitest-environment node
import { compile, run } from "@mdx-js/mdx";
import type { MDXComponents } from "mdx/types";
import { createElement, type ComponentType } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { remarkCitations } from "./remark-citations.ts";

/** The plugin on its own, on MDX strings: what it numbers, what it exports, and what it refuses. */

const path = "/site/app/content/blog/fixture-article.mdx";

async function compileArticle(source: string) {
  const file = new VFile({ path, cwd: "/site", value: source });
  const code = String(
    await compile(file, { remarkPlugins: [remarkCitations], outputFormat: "function-body" }),
  );
  const module = (await run(code, { ...runtime, baseUrl: import.meta.url })) as {
    default: ComponentType<{ components?: MDXComponents }>;
    citations: string[];
  };
  // Stand-ins that print the props the plugin added.
  const components: MDXComponents = {
    Cite: ({ id, n }: { id: string; n: number }) => `[${n}:${id}]`,
    ReferenceList: ({ ids, article }: { ids: string[]; article: string }) =>
      `{${article}: ${ids.join(", ")}}`,
  };
  return {
    citations: module.citations,
    html: renderToStaticMarkup(createElement(module.default, { components })),
  };
}

describe("remarkCitations", () => {
  it("numbers keys in order of first citation, reuses the number of a repeated key, and fills the list", async () => {
    const { citations, html } = await compileArticle(
      [
        'One <Cite id="b-2001" />, two <Cite id="a-2002" />, one again <Cite id="b-2001" />.',
        "",
        '- In a list <Cite id="c-2003" />',
        "",
        "## References",
        "",
        "<ReferenceList />",
      ].join("\n"),
    );
    expect(citations).toEqual(["b-2001", "a-2002", "c-2003"]);
    expect(html).toContain("One [1:b-2001], two [2:a-2002], one again [1:b-2001].");
    expect(html).toContain("In a list [3:c-2003]");
    expect(html).toContain("{app/content/blog/fixture-article.mdx: b-2001, a-2002, c-2003}");
    // The list stays where the article put it: after the heading.
    expect(html.indexOf("References")).toBeLessThan(html.indexOf("{app/content"));
  });

  it("exports no citations from an article that cites nothing", async () => {
    const { citations } = await compileArticle("Plain prose.");
    expect(citations).toEqual([]);
  });

  it.each([
    ["a hand-typed number", "<Cite n={3} />\n\n<ReferenceList />", /exactly one key/],
    ["a number next to the key", '<Cite id="a-2001" n={1} />\n\n<ReferenceList />', /exactly one key/],
    ["a key that is an expression", '<Cite id={"a-2001"} />\n\n<ReferenceList />', /exactly one key/],
    [
      "reference data typed into the list",
      '<Cite id="a-2001" />\n\n<ReferenceList references={[]} />',
      /<ReferenceList \/> takes no props/,
    ],
    ["citations without a list", 'Text <Cite id="a-2001" />.', /has no <ReferenceList \/>/],
    ["two lists", '<Cite id="a-2001" />\n\n<ReferenceList />\n\n<ReferenceList />', /one <ReferenceList \/>/],
    ["a list without citations", "Text.\n\n<ReferenceList />", /cites nothing/],
  ])("refuses %s, naming the article", async (_label, source, message) => {
    const attempt = compileArticle(source);
    await expect(attempt).rejects.toThrow(message);
    await expect(attempt).rejects.toThrow("Invalid content in app/content/blog/fixture-article.mdx");
  });
});
