import { z } from "zod";

import { parseContent } from "#app/content/schemas.ts";

/**
 * Words for reusing the site's drawings and for its social cards: the "Download this drawing" block under
 * each drawing of a pattern page, the credit line that goes with every copy (also written into the
 * files), and the alternative text of the social cards. "{name}", "{site}", "{licence}", "{title}" and
 * "{category}" are filled in from the content and app/site.config.ts, at build time
 * (reuse-text.server.ts and the pattern page's loader), so no page ships these words as script.
 */

const text = z.string().trim().min(1);

const reuseSchema = z.object({
  downloadTitle: text,
  /** Format links: "SVG" and "PNG"; the size of the file follows each. */
  svgLabel: text,
  pngLabel: text,
  /** After the PNG link: how wide the picture is. */
  pngWidth: text.includes("{width}"),
  /** "Free to reuse under {licence} with this credit:", {licence} being a link to the licence. */
  licenceLead: text.includes("{licence}"),
  /** The credit line, exactly as the spec words it: "{name} / {site} — {licence}". */
  attribution: text.includes("{name}").includes("{site}").includes("{licence}"),
  copyLabel: text,
  /** The rest of the Copy button's accessible name. */
  copyTarget: text,
  copied: text,
  copyFailed: text,
  /** Read after a download link's visible words, as two drawings share a page: "drawing: {screen}". */
  downloadTarget: text.includes("{screen}"),
  newTab: text,
  /** The text alternative (og:image:alt) of a pattern's and an article's card; a main page's is its title. */
  cardAlt: z.object({
    pattern: text.includes("{name}"),
    article: text.includes("{title}"),
  }),
  /** Words drawn on the cards beside a pattern's two screens. */
  cardHarmful: text,
  cardHumane: text,
});

export type ReuseLabels = z.infer<typeof reuseSchema>;

export const reuseLabels: ReuseLabels = parseContent(
  reuseSchema,
  {
    downloadTitle: "Download this drawing",
    svgLabel: "SVG",
    pngLabel: "PNG",
    pngWidth: "{width} px wide",
    licenceLead: "Free to reuse under {licence}, with this credit:",
    attribution: "{name} / {site} — {licence}",
    copyLabel: "Copy",
    copyTarget: "credit line",
    copied: "Credit line copied",
    copyFailed: "Could not copy. Select the credit line and copy it with your keyboard or menu instead.",
    downloadTarget: "drawing: {screen}",
    newTab: "(opens in a new tab)",
    cardAlt: {
      pattern:
        "{name}: a drawing of the harmful screen beside a drawing of the humane alternative, from {site}",
      article: "{title}: an article in {category} on the {site} blog",
    },
    cardHarmful: "The pattern",
    cardHumane: "The humane alternative",
  },
  "content/reuse.ts",
);
