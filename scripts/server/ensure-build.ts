/**
 * Runs before `npm start`: builds the site if there is no build yet, or if a
 * source file is newer than the build, so `npm install && npm start` just works.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const marker = path.join(root, "build", "client", "index.html");

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

const sources = ["app", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts"]
  .map((entry) => path.join(root, entry))
  .filter(existsSync);

const stale = !existsSync(marker) || Math.max(...sources.map(newestMtime)) > statSync(marker).mtimeMs;
if (stale) {
  console.log(
    existsSync(marker) ? "Sources changed since the last build: rebuilding…" : "No build yet: building…",
  );
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
