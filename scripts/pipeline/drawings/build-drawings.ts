/**
 * Writes every pattern drawing as a standalone file in the light theme's colours, for the pattern pages'
 * "Open the drawing full size" link (issue 26.2) and their "Download this drawing" links (issue 29.3):
 * .generated/public/drawings/<slug>-<harmful|humane>.svg and a PNG of it 1600 px wide beside it. Generated at every
 * build (.generated/ is not in git). The drawings and their colours come the way the guide PDF gets
 * them (scripts/pipeline/pdf/print-svg.ts): from the one registry of drawings, with each theme class turned
 * into the light theme's colour, so the file needs no stylesheet; dark-theme colours are never exported.
 * Both files carry the licence and the credit line to give (SVG: <desc> and RDF <metadata>; PNG: iTXt).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { patterns } from "#app/content/patterns.ts";
import { drawingPath, drawingPngWidth, thumbnailPath } from "#app/lib/reuse.ts";
import { renderIllustration } from "#app/components/patterns/illustration.server.tsx";
import { attributionLine } from "#app/content/reuse-text.server.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { siteConfig } from "#app/site.config.ts";
import { illustrationSvg, loadIllustrations, themeColors } from "../pdf/print-svg.ts";
import { fontFamilies, rasterise, withTextChunks } from "../raster/raster.ts";
import { generatedPublicDir } from "#app/lib/generated-files.server.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
const publicDir = path.join(root, generatedPublicDir);
// The site's face first (where the viewer has it installed), then the system's.
const fontFamily = `&quot;${fontFamilies.sans}&quot;, system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, sans-serif`;
const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

/** Dublin Core and Creative Commons terms in RDF, as Inkscape and Wikimedia Commons write them. */
function rdfMetadata({ title, rights, page }: { title: string; rights: string; page: string }): string {
  return [
    "<metadata>",
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:cc="http://creativecommons.org/ns#">',
    '<cc:Work rdf:about="">',
    `<dc:title>${escape(title)}</dc:title>`,
    `<dc:creator>${escape(siteConfig.name)}</dc:creator>`,
    `<dc:rights>${escape(rights)}</dc:rights>`,
    `<dc:source>${escape(page)}</dc:source>`,
    `<cc:license rdf:resource="${escape(siteConfig.contentLicence.url)}"/>`,
    `<cc:attributionName>${escape(siteConfig.name)}</cc:attributionName>`,
    `<cc:attributionURL rdf:resource="${escape(page)}"/>`,
    "</cc:Work>",
    "</rdf:RDF>",
    "</metadata>",
  ].join("");
}

/**
 * The thumbnails /patterns shows beside each name (ADR 044): the harmful drawing with its words as bars,
 * once in each theme's colours, since an image cannot read the page's theme. Files rather than inline
 * markup keep the page's HTML within a connection's first round trip and load only near the screen.
 * Decorative where shown (the card's name says what it is), so they carry no title or licence.
 */
function writeThumbnails(css: string): number {
  mkdirSync(path.join(publicDir, path.dirname(thumbnailPath("x", "light"))), { recursive: true });
  let written = 0;
  for (const theme of ["light", "dark"] as const) {
    const colors = themeColors(css, theme);
    for (const pattern of patterns) {
      const markup = renderIllustration(pattern.slug, "harmful", {
        label: pattern.harmful.label,
        sketch: true,
      })
        .replace(/\s(role="img"|aria-label="[^"]*"|data-drawing="")/g, "")
        // Words as bars need no more than a tenth of a unit: the thumbnail is 80–96 px wide for 320 units.
        .replace(/="(-?\d+\.\d{3,})"/g, (_, value: string) => `="${Math.round(Number(value) * 10) / 10}"`);
      writeFileSync(
        path.join(publicDir, thumbnailPath(pattern.slug, theme)),
        `<?xml version="1.0" encoding="UTF-8"?>\n${illustrationSvg(markup, colors)}\n`,
      );
      written++;
    }
  }
  return written;
}

/** The pipeline's step (steps.ts): every drawing, written afresh. */
export async function generate(): Promise<string> {
  const started = performance.now();
  const css = readFileSync(path.join(root, "app", "styles", "app.css"), "utf8");
  const drawings = loadIllustrations(patterns, themeColors(css));
  rmSync(path.join(publicDir, "drawings"), { recursive: true, force: true });
  mkdirSync(path.join(publicDir, "drawings"), { recursive: true });
  const pngs: Promise<void>[] = [];
  for (const pattern of patterns) {
    const rights = attributionLine(pattern.name);
    const page = absoluteUrl(`/patterns/${pattern.slug}`);
    for (const tone of ["harmful", "humane"] as const) {
      const title = pattern[tone].label;
      const markup = drawings
        .get(`${pattern.slug}-${tone}`)!
        .replace(/\sdata-drawing=""/, "")
        .replace(/^<svg/, `<svg font-family="${fontFamily}"`)
        .replace(
          /(<svg[^>]*>)/,
          (open) =>
            `${open}<title>${escape(title)}</title><desc>${escape(rights)}</desc>${rdfMetadata({ title, rights, page })}`,
        );
      const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`;
      writeFileSync(path.join(publicDir, drawingPath(pattern.slug, tone, "svg")), svg);
      pngs.push(
        rasterise(svg, drawingPngWidth).then((png) =>
          writeFileSync(
            path.join(publicDir, drawingPath(pattern.slug, tone, "png")),
            withTextChunks(png, {
              Title: title,
              Author: siteConfig.name,
              Copyright: rights,
              License: siteConfig.contentLicence.url,
              Source: page,
            }),
          ),
        ),
      );
    }
  }
  await Promise.all(pngs);
  const thumbnails = writeThumbnails(css);
  return `build-drawings: ${drawings.size} drawings written to .generated/public/drawings/ as SVG and PNG, ${thumbnails} thumbnails, in ${Math.round(performance.now() - started)} ms`;
}
