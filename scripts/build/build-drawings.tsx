/**
 * Writes every pattern drawing as a standalone SVG file, public/drawings/<slug>-<harmful|humane>.svg,
 * in the light theme's colours: the "Open the drawing full size" link under each drawing on a pattern
 * page opens it, at the size of the window, with or without JavaScript (issue 26.2). Generated at
 * every build (public/drawings/ is not in git).
 *
 * The drawings colour themselves with theme classes (fill-card, stroke-border…) that only the site's
 * stylesheet defines; here each class becomes a fill or stroke attribute with the colour of the light
 * theme (app/styles/app.css, :root), so the file needs no stylesheet.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IllustrationProps } from "../../app/components/patterns/illustrations/parts";
import { patterns } from "../../app/content/patterns";

const root = path.resolve(import.meta.dirname, "../..");
const dir = path.join(root, "app/components/patterns/illustrations");
const out = path.join(root, "public/drawings");

/** The light theme's colours, by token name, with var(--x) references resolved. */
export function themeColours(css: string): Map<string, string> {
  const block = /:root\s*{[^}]*}/.exec(css)?.[0] ?? "";
  const raw = new Map([...block.matchAll(/--([a-z-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
  const resolve = (value: string, depth = 0): string =>
    depth > 5 ? value : value.replace(/var\(--([a-z-]+)\)/g, (_, name: string) => resolve(raw.get(name) ?? "", depth + 1));
  return new Map([...raw].map(([name, value]) => [name, resolve(value)]));
}

/** Replaces each element's theme classes by fill/stroke attributes; other classes (layout) are dropped. */
export function inlineColours(svg: string, colours: Map<string, string>): string {
  return svg.replace(/<([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"]*")*)(\s*\/?)>/g, (tag, name: string, attributes: string, end: string) => {
    const classes = /\sclass="([^"]*)"/.exec(attributes)?.[1]?.split(/\s+/) ?? [];
    if (classes.length === 0) return tag;
    let rest = attributes.replace(/\sclass="[^"]*"/, "");
    for (const token of classes) {
      const match = /^(fill|stroke)-(.+)$/.exec(token);
      if (!match) continue;
      const [, property, colour] = match as unknown as [string, "fill" | "stroke", string];
      const value = colour === "none" ? "none" : colours.get(colour);
      if (!value) throw new Error(`build-drawings: no colour for the class "${token}"`);
      rest = rest.replace(new RegExp(`\\s${property}="[^"]*"`), "") + ` ${property}="${value}"`;
    }
    return `<${name}${rest}${end}>`;
  });
}

const colours = themeColours(readFileSync(path.join(root, "app/styles/app.css"), "utf8"));
const fontFamily = "system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, sans-serif";

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let count = 0;
for (const file of readdirSync(dir).filter((name) => /-(harmful|humane)\.tsx$/.test(name))) {
  const [, slug, tone] = /^(.+)-(harmful|humane)\.tsx$/.exec(file)!;
  const pattern = patterns.find((entry) => entry.slug === slug);
  if (!pattern) throw new Error(`build-drawings: no pattern "${slug}" for ${file}`);
  const label = pattern[tone as "harmful" | "humane"].label;
  const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
  const Drawing = Object.values(module).find((value) => typeof value === "function") as ComponentType<IllustrationProps>;
  const markup = inlineColours(renderToStaticMarkup(<Drawing label={label} />), colours)
    .replace(/\sdata-drawing=""/, "")
    .replace(/^<svg/, `<svg font-family="${fontFamily}"`)
    .replace(/(<svg[^>]*>)/, (open) => `${open}<title>${label.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</title>`);
  writeFileSync(path.join(out, `${slug}-${tone}.svg`), `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`);
  count += 1;
}
console.log(`build-drawings: ${count} drawings written to public/drawings/`);
