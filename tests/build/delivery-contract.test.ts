import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { init, parse } from "es-module-lexer";
import { beforeAll, describe, expect, it } from "vitest";
import { notFoundLogScript } from "#app/lib/not-found-log.ts";
import { themeScript } from "#app/lib/theme.ts";
import { routerOutput } from "../../scripts/pipeline/deliver/framework-output.ts";
import { builtPages, clientDir } from "./built-files.ts";

/*
 * The contract between React Router's build output and the delivery layer (scripts/pipeline/deliver/postbuild.ts,
 * ADR 006; the patterns it relies on are named in framework-output.ts, ADR 037): each page paints from its HTML alone, then one inline module loads a boot module that
 * requests the page's modules and imports React Router's own scripts, moved verbatim into a hydrate
 * module. When a React Router upgrade changes the shape of its output, one of these fails and says what
 * changed, instead of pages that silently never hydrate.
 */

const { scrollRestoration } = routerOutput;
const why = "React Router's output changed shape; see scripts/pipeline/deliver/framework-output.ts (ADR 037)";
const asset = (url: string) => readFileSync(path.join(clientDir, url), "utf8");
/** The asset URLs a generated module names in its string literals. */
const assetUrls = (source: string) =>
  [...source.matchAll(/["'`](\/assets\/[^"'`]+\.js)["'`]/g)].map((match) => match[1]!);

beforeAll(async () => {
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No build in ${clientDir}: run "npm run build" first.`);
  }
  await init;
});

function staticImports(source: string): string[] {
  const [imports] = parse(source);
  return imports.filter((entry) => entry.d === -1 && entry.n).map((entry) => entry.n!);
}
/** Dynamic imports, template literals included (the minifier writes some strings with backticks). */
function dynamicImports(source: string): string[] {
  const [imports] = parse(source);
  return imports
    .filter((entry) => entry.d > -1)
    .map((entry) => entry.n ?? source.slice(entry.s, entry.e).replace(/^[`'"]|[`'"]$/g, ""));
}

describe("every pre-rendered page", () => {
  const pages = builtPages();

  it("there are pages to check", () => {
    expect(pages.length).toBeGreaterThanOrEqual(24);
  });

  for (const { urlPath, html } of pages) {
    describe(urlPath, () => {
      const inline = [...html.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g)];
      const starters = inline.filter((match) => /type="module"/.test(match[1]!));
      const boot = assetUrls(starters[0]?.[2] ?? "").find((url) => /^\/assets\/boot-[\w-]+\.js$/.test(url));

      it("carries no module preload, no script source and no hydration data before its first paint", () => {
        expect(html, `${urlPath}: module preloads left in the HTML (${why})`).not.toMatch(
          /rel="modulepreload"/,
        );
        expect(html, `${urlPath}: a script with src in the HTML`).not.toMatch(/<script[^>]+\bsrc=/);
        for (const [, , body] of inline) {
          expect(body, `${urlPath}: React Router's hydration data left inline (${why})`).not.toContain(
            routerOutput.globals.context.replace(" =", ""),
          );
        }
      });

      it("sets a stored colour theme before its first paint: the theme script, inline, hashed, before the CSS", () => {
        const head = html.slice(0, html.indexOf("</head>"));
        const script = head.indexOf(`<script>${themeScript}</script>`);
        expect(
          script,
          `${urlPath}: the theme script (app/lib/theme.ts) is not inline in <head>`,
        ).toBeGreaterThan(-1);
        expect(script, `${urlPath}: the theme script comes after the stylesheet`).toBeLessThan(
          head.indexOf('rel="stylesheet"'),
        );
        const hash = createHash("sha256").update(themeScript, "utf8").digest("base64");
        expect(head, `${urlPath}: the CSP does not allow the theme script`).toContain(`'sha256-${hash}'`);
      });

      if (urlPath === "/404") {
        it("does not hydrate (ADR 033): no module, no React Router context; it logs the path with its own script", () => {
          expect(starters, "/404: an inline module script").toEqual([]);
          const bodies = inline.map(([, , body]) => body!.trim()).filter((body) => body !== "");
          expect(bodies).toEqual([themeScript, notFoundLogScript, expect.stringMatching(scrollRestoration)]);
          const hash = createHash("sha256").update(notFoundLogScript, "utf8").digest("base64");
          expect(html, "/404: the CSP does not allow the log script").toContain(`'sha256-${hash}'`);
        });
        return;
      }

      it("runs no inline script the delivery layer does not know: the theme script, React Router's scroll restoration, the one module", () => {
        const unknown = inline
          .filter(([, attributes]) => !/type="module"/.test(attributes!))
          .map(([, , body]) => body!.trim())
          .filter((body) => body !== "" && body !== themeScript)
          .filter((body) => !scrollRestoration.test(body));
        expect(
          unknown.map((body) => body.slice(0, 80)),
          `${urlPath}: an inline script the delivery layer does not know; React Router's context and stream scripts must be moved out and left empty (${why})`,
        ).toEqual([]);
        // The scroll restoration script is there once, as React Router writes it.
        expect(inline.filter(([, , body]) => scrollRestoration.test(body!.trim()))).toHaveLength(1);
      });

      it("has exactly one inline module, which imports its boot module", () => {
        expect(starters, `${urlPath}: inline module scripts (${why})`).toHaveLength(1);
        expect(boot, `${urlPath}: the inline module imports no boot module`).toBeDefined();
        expect(existsSync(path.join(clientDir, boot!)), `${boot} exists`).toBe(true);
      });

      it("boots: every module it requests exists, and it ends by importing the hydrate module", () => {
        const source = asset(boot!);
        expect(staticImports(source), "the boot module has no static imports (they would run first)").toEqual(
          [],
        );
        const requested = assetUrls(source);
        for (const url of requested) expect(existsSync(path.join(clientDir, url)), url).toBe(true);
        const imported = dynamicImports(source);
        const hydrate = imported.at(-1);
        expect(hydrate, `${boot} ends by importing the hydrate module`).toMatch(
          /^\/assets\/hydrate-[\w-]+\.js$/,
        );
        expect(requested, "the hydrate module is requested with the others").toContain(hydrate);
      });

      it("hydrates: the hydrate module holds React Router's context, route modules and client entry", () => {
        const bootSource = asset(boot!);
        const hydrate = dynamicImports(bootSource).at(-1)!;
        const source = asset(hydrate);
        expect(source, `${hydrate}: the hydration context (${why})`).toContain(routerOutput.globals.context);
        expect(source, `${hydrate}: the route module registry (${why})`).toContain(
          routerOutput.globals.routeModules,
        );
        const entry = dynamicImports(source).find((url) => routerOutput.clientEntry.test(url));
        expect(entry, `${hydrate}: imports React Router's client entry (${why})`).toBeDefined();
        expect(existsSync(path.join(clientDir, entry!)), entry).toBe(true);
        // Every module the hydrate module imports statically is requested, and run, by the boot first.
        const requested = assetUrls(bootSource);
        for (const url of staticImports(source)) {
          expect(requested, `${hydrate} imports ${url}, which the boot module does not request`).toContain(
            url,
          );
        }
      });
    });
  }
});

describe("the pre-rendered data files", () => {
  it("stay beside every page, and none is left beside the site's own files (dropResourceData)", () => {
    const root = readdirSync(clientDir);
    // Pages keep theirs: client-side navigations read them (about.data beside about/).
    expect(root, why).toContain(`about${routerOutput.dataSuffix}`);
    expect(root, why).toContain(`enforcement${routerOutput.dataSuffix}`);
    for (const file of ["report.csv", "report.json", "enforcement.json", "search-index.json", "rss.xml"]) {
      expect(root, file).toContain(file);
      expect(root, `${file}${routerOutput.dataSuffix}`).not.toContain(`${file}${routerOutput.dataSuffix}`);
    }
  });
});
