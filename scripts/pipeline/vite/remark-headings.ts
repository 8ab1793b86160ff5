import { toString } from "mdast-util-to-string";
import type { Root, RootContent } from "mdast";
import { visit } from "unist-util-visit";
import { exportConst } from "./export-const.ts";

/** Lowercase, ASCII, dash-separated: the anchor form used for article headings. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}

/**
 * Gives every h2/h3 of an article a stable id and exports `headings` (the h2s)
 * from the MDX module, so the table of contents is rendered at build time
 * from the article itself rather than scraped from the DOM.
 */
export function remarkHeadings() {
  return (tree: Root) => {
    const headings: { id: string; text: string }[] = [];
    const seen = new Map<string, number>();
    visit(tree, "heading", (node) => {
      if (node.depth !== 2 && node.depth !== 3) return;
      const text = toString(node);
      const base = slugify(text) || "section";
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count + 1}`;
      // The plain text travels with the id so the heading component can name its anchor link
      // ("Link to section: …") without flattening rendered children.
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id, dataText: text } };
      if (node.depth === 2) headings.push({ id, text });
    });
    tree.children.unshift(exportConst("headings", headings) as RootContent);
  };
}
