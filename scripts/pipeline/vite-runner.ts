import path from "node:path";
import { runnerImport } from "vite";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * Imports a module through Vite's module runner (its public `runnerImport`), with the project's path
 * aliases, so build scripts read app/ as the site build does: `~/` imports, `import.meta.glob` registries.
 * No vite.config.ts: the site's plugins (React Router's, MDX, Tailwind) are not needed to run a script.
 */
export async function importWithVite<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.resolve(file), {
    root,
    configFile: false,
    resolve: { tsconfigPaths: true },
    logLevel: "warn",
  });
  return module;
}
