import path from "node:path";
import { runnerImport, type Plugin } from "vite";

/**
 * Content modules (app/content/*.ts, app/site.config.ts) parse their data with
 * zod when imported, so invalid content fails the build. The browser does not
 * need to repeat that work: for the client build this plugin imports each
 * content module in Node (where the zod parse runs, and throws on bad content)
 * and hands the client the parsed result as plain JSON exports. Zod and the
 * schemas never reach the visitor's phone.
 */
export function prevalidatedContent(options: { root: string; define: Record<string, string> }): Plugin {
  const contentDir = path.join(options.root, "app", "content") + path.sep;
  const configFile = path.join(options.root, "app", "site.config.ts");
  // The page registry is data too: the client needs only its small family map, not every page's entry.
  const pagesFile = path.join(options.root, "app", "site-pages.ts");

  function isContentModule(id: string): boolean {
    const file = id.split("?")[0]!;
    if (file === configFile || file === pagesFile) return true;
    if (!file.startsWith(contentDir) || !file.endsWith(".ts")) return false;
    const name = path.basename(file);
    // Schemas are types and validators; *.server.ts never reaches the client.
    return name !== "schemas.ts" && !name.endsWith(".server.ts") && !name.endsWith(".test.ts");
  }

  return {
    name: "attune:prevalidated-content",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async load(id) {
      if (!isContentModule(id)) return null;
      const file = id.split("?")[0]!;
      const { module } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        root: options.root,
        logLevel: "error",
        define: options.define,
      });
      const exports = Object.entries(module).filter(
        // The config's functions (reading the environment, listing placeholders) run at build time only.
        ([, value]) => !(file === configFile && typeof value === "function"),
      );
      const lines = exports.map(([name, value]) => {
        if (typeof value === "function") {
          throw new Error(
            `${path.relative(options.root, file)} exports the function "${name}". Content modules export data only; move the function to app/lib/.`,
          );
        }
        return `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
      });
      return lines.join("\n");
    },
  };
}
