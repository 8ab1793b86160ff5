/**
 * Writes app/styles/icons.css (scripts/dev/icon-sprite.ts): an icon is an empty element painted in
 * `currentColor` through a mask, so it costs no JavaScript and no request of its own; it arrives with the
 * stylesheet the page needs anyway (ADR 020: a separate sprite file was one more connection before the
 * largest paint). Run after changing `iconNames` in app/content/schemas.ts or the lucide version:
 * `node scripts/dev/build-icon-styles.ts`. A unit test fails if the stylesheet and the names disagree,
 * and a browser test if an icon no longer looks as lucide draws it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { iconStylesheet, spriteIconNames } from "./icon-sprite.ts";

const target = path.resolve(import.meta.dirname, "..", "..", "app", "styles", "icons.css");
writeFileSync(target, iconStylesheet());
console.log(`Wrote ${spriteIconNames.length} icons to ${path.relative(process.cwd(), target)}`);
