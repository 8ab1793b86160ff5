import { readFileSync } from "node:fs";
import path from "node:path";

/** Every page path of the build, from the sitemap the build wrote (so new pages are tested automatically). */
export function sitePaths(): string[] {
  const buildDir = process.env.BUILD_DIR || "build";
  const xml = readFileSync(path.join(buildDir, "client", "sitemap.xml"), "utf8");
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (paths.length < 20) throw new Error(`Expected the sitemap to list every page, found ${paths.length}`);
  return paths;
}
