import type { Root } from "mdast";
export function slugify(text: string): string;
export function remarkHeadings(): (tree: Root) => void;
