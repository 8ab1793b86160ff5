import type { Root } from "mdast";
import type { VFile } from "vfile";
export function remarkCitations(): (tree: Root, file: VFile) => void;
