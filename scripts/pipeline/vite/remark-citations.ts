import path from "node:path";
import { valueToEstree } from "estree-util-value-to-estree";
import type { Root, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import { exportConst } from "./export-const.ts";
import type { VFile } from "vfile";

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Numbers an article's citations at build time. An article cites a source of content/references.ts by
 * its key, `<Cite id="mathur-2019" />`, and places an empty `<ReferenceList />` where its list belongs.
 * Keys are numbered in order of first citation, and a repeated key keeps its number: each <Cite> gets
 * `n`, the list gets `ids` (the keys in that order) and `article` (the file, for error messages), and
 * the module exports `citations` (the same keys), which the content index checks against the registry
 * so an unknown key fails the build naming the article and the key.
 * Numbers and reference data are never typed in an article: a hand-numbered <Cite n={3} /> or a
 * <ReferenceList references={…} /> fails here.
 */
export function remarkCitations() {
  return (tree: Root, file: VFile) => {
    const article = file.path ? path.relative(file.cwd, file.path).split(path.sep).join("/") : "an article";
    const fail = (reason: string, node?: JsxElement): never =>
      file.fail(`Invalid content in ${article}: ${reason}`, node);
    const ids: string[] = [];
    const lists: JsxElement[] = [];

    visit(tree, (node) => {
      if (node.type !== "mdxJsxTextElement" && node.type !== "mdxJsxFlowElement") return;
      if (node.name === "Cite") {
        const [attribute, ...rest] = node.attributes;
        if (
          !attribute ||
          rest.length > 0 ||
          attribute.type !== "mdxJsxAttribute" ||
          attribute.name !== "id" ||
          typeof attribute.value !== "string" ||
          attribute.value.trim() === ""
        ) {
          return fail('a citation takes exactly one key, written <Cite id="mathur-2019" />', node);
        }
        const id = attribute.value;
        if (!ids.includes(id)) ids.push(id);
        node.attributes.push(expressionAttribute("n", ids.indexOf(id) + 1));
      } else if (node.name === "ReferenceList") {
        if (node.attributes.length > 0 || node.children.length > 0) {
          fail("<ReferenceList /> takes no props: the list is built from the article's citations", node);
        }
        lists.push(node);
      }
    });

    if (lists.length > 1) fail("an article has one <ReferenceList />", lists[1]);
    if (ids.length > 0 && lists.length === 0) {
      fail("the article cites sources but has no <ReferenceList /> to list them");
    }
    if (ids.length === 0 && lists.length === 1)
      fail("<ReferenceList /> in an article that cites nothing", lists[0]);
    for (const list of lists) {
      list.attributes = [
        expressionAttribute("ids", ids),
        { type: "mdxJsxAttribute", name: "article", value: article },
      ];
    }

    tree.children.unshift(exportConst("citations", ids) as RootContent);
  };
}

/** A JSX attribute whose value is a literal expression: n={3}, ids={["a", "b"]}. */
function expressionAttribute(name: string, value: number | string[]): MdxJsxAttribute {
  return {
    type: "mdxJsxAttribute",
    name,
    value: {
      type: "mdxJsxAttributeValueExpression",
      value: JSON.stringify(value),
      data: {
        estree: {
          type: "Program",
          sourceType: "module",
          body: [{ type: "ExpressionStatement", expression: valueToEstree(value) }],
        },
      },
    },
  };
}
