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

/**
 * The routes a browser sweep loads: every page of the sitemap, except that pages made in large numbers
 * from one route module and differing only in their data (the enforcement record's page per action, its
 * lists narrowed by pattern or jurisdiction, /report's page per place and US state) are sampled: the first two and the last of each. The build
 * tests check every one of them in the HTML (validity, links, content, cards); a browser adds nothing
 * per record but time.
 */
export function sweptPaths(): string[] {
  const families = [
    /^\/enforcement\/(?:pattern|jurisdiction)\/[^/]+$/,
    /^\/enforcement\/[^/]+$/,
    /^\/report\/[^/]+$/,
  ];
  const paths = sitePaths();
  const skipped = new Set(
    families.flatMap((family) => paths.filter((path) => family.test(path)).slice(2, -1)),
  );
  return paths.filter((path) => !skipped.has(path));
}
