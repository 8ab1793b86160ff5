import { reuseLabels } from "#app/content/reuse.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * The words of reuse, filled in at build time only (loaders, build scripts, tests), so that no page ships
 * them as script: the credit line and the text alternatives of the social cards.
 */

/** The credit line to give with a drawing: "Confirmshaming / Attune — CC BY 4.0". */
export function attributionLine(name: string): string {
  return fillTemplate(reuseLabels.attribution, {
    name,
    site: siteConfig.name,
    licence: siteConfig.contentLicence.name,
  });
}

/** og:image:alt of a pattern page's card. */
export function patternCardAlt(name: string): string {
  return fillTemplate(reuseLabels.cardAlt.pattern, { name, site: siteConfig.name });
}

/** og:image:alt of an article's card. */
export function articleCardAlt(title: string, category: string): string {
  return fillTemplate(reuseLabels.cardAlt.article, { title, category, site: siteConfig.name });
}
