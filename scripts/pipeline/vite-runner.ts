import path from "node:path";
import { runnerImport } from "vite";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * Imports a module through Vite's module runner (its public `runnerImport`), for the build scripts that
 * load what Node alone cannot: React components (.tsx) and `import.meta.glob` registries. Plain modules
 * need no runner: Node strips their types and resolves `#app/` from package.json "imports", as Vite does.
 * No vite.config.ts: the site's plugins (React Router's, MDX, Tailwind) are not needed to run a script.
 */
export async function importWithVite<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.resolve(file), {
    root,
    configFile: false,
    logLevel: "warn",
  });
  return module;
}
