import type { Config } from "@react-router/dev/config";
import { renameSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { familyPagePaths } from "#app/family-paths.ts";
import { checkPlaceholders, createSiteConfig } from "#app/site.config.ts";
import { siteEnvironment } from "./scripts/pipeline/vite/site-env.ts";
import { insertedStyleHashes } from "./scripts/pipeline/deliver/framework-output.ts";
import { postbuild } from "./scripts/pipeline/deliver/postbuild.ts";

export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel checkouts or tools build side by side; the default is build/.
  buildDirectory: process.env.BUILD_DIR || "build",
  // A static site: every route is rendered to HTML at build, then hydrates into a single-page app.
  ssr: false,
  // React Router 8's defaults hold the v7 future flags this site adopted first (middleware, Vite's
  // environment API, pass-through and trailing-slash-aware requests). Split route modules: the default.
  async prerender({ getStaticPaths }) {
    // Warns about every placeholder; with SITE_STRICT=1 any placeholder fails the build.
    for (const warning of checkPlaceholders(siteEnvironment(process.env))) {
      console.warn(`\x1b[33m[site config] ${warning}\x1b[0m`);
    }
    // The dynamic routes' pages are listed by family-paths.ts. "/404" renders the catch-all route;
    // buildEnd turns it into the 404.html static hosts serve.
    return [...getStaticPaths(), ...familyPagePaths(), "/404"];
  },
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    const rendered = join(client, "404", "index.html");
    if (existsSync(rendered)) {
      renameSync(rendered, join(client, "404.html"));
      rmSync(join(client, "404"), { recursive: true, force: true });
    }
    const newsletter = createSiteConfig(process.env).newsletterEndpoint;
    const pages = postbuild(client, {
      // The sign-up form posts to the newsletter service: without scripts as a form, with them by fetch.
      formActions: newsletter ? [new URL(newsletter).origin] : [],
      connectSources: newsletter ? [new URL(newsletter).origin] : [],
      styleHashes: await insertedStyleHashes(),
    });
    console.log(`Content-Security-Policy added to ${pages} pages; _headers written.`);
  },
} satisfies Config;
