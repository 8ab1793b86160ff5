/**
 * Writes every pattern drawing as a standalone SVG file, public/drawings/<slug>-<harmful|humane>.svg, in
 * the light theme's colours: the "Open the drawing full size" link under each drawing on a pattern page
 * opens it at the size of the window, with or without JavaScript (issue 26.2). Generated at every build
 * (public/drawings/ is not in git). The drawings and their colours come the way the guide PDF gets them
 * (scripts/build/guide/print-svg.ts): from the one registry of drawings, with each theme class turned
 * into the light theme's colour, so the file needs no stylesheet.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { patterns } from "../../../app/content/patterns";
import { loadIllustrations, themeColors } from "../guide/print-svg";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
const out = path.join(root, "public", "drawings");
const fontFamily = "system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, sans-serif";
const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

const drawings = loadIllustrations(
  patterns,
  themeColors(readFileSync(path.join(root, "app", "styles", "app.css"), "utf8")),
);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const pattern of patterns) {
  for (const tone of ["harmful", "humane"] as const) {
    const markup = drawings
      .get(`${pattern.slug}-${tone}`)!
      .replace(/\sdata-drawing=""/, "")
      .replace(/^<svg/, `<svg font-family="${fontFamily}"`)
      .replace(/(<svg[^>]*>)/, (open) => `${open}<title>${escape(pattern[tone].label)}</title>`);
    writeFileSync(
      path.join(out, `${pattern.slug}-${tone}.svg`),
      `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`,
    );
  }
}
console.log(`build-drawings: ${drawings.size} drawings written to public/drawings/`);
