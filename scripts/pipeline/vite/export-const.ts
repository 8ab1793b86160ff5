import { valueToEstree } from "estree-util-value-to-estree";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";

/** `export const name = value;` as an ESM node of the MDX module. */
export function exportConst(name: string, value: unknown): MdxjsEsm {
  return {
    type: "mdxjsEsm",
    value: "",
    data: {
      estree: {
        type: "Program",
        sourceType: "module",
        body: [
          {
            type: "ExportNamedDeclaration",
            specifiers: [],
            attributes: [],
            declaration: {
              type: "VariableDeclaration",
              kind: "const",
              declarations: [
                {
                  type: "VariableDeclarator",
                  id: { type: "Identifier", name },
                  init: valueToEstree(value),
                },
              ],
            },
          },
        ],
      },
    },
  };
}
