import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");

/** Every pre-rendered page of the build with the URL path it is served at (the SPA fallback shell excluded). */
export function builtPages(): { file: string; urlPath: string; html: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? walk(full) : entry.endsWith(".html") ? [full] : [];
    });
  return walk(clientDir)
    .filter((file) => !file.endsWith("__spa-fallback.html"))
    .map((file) => {
      const relative = path.relative(clientDir, file).split(path.sep).join("/");
      const urlPath =
        relative === "index.html"
          ? "/"
          : relative === "404.html"
            ? "/404"
            : `/${relative.replace(/\/index\.html$/, "")}`;
      return { file, urlPath, html: readFileSync(file, "utf8") };
    });
}
