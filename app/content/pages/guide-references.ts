import { z } from "zod";

import { heroSchema, pageMetaSchema, parseContent } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * Page copy for /guide/references: the strategic guide's references, the sources behind the guide and the
 * site, on a page of their own (the list was most of /guide's weight, issue 56). The references
 * themselves are content/guide.ts's, the same the PDF prints.
 */

const text = z.string().trim().min(1);

const guideReferencesPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** Over the list, whose lead is the guide's own introduction to its references. */
  listTitle: text,
  /** The way back to the guide. */
  back: text,
});

export type GuideReferencesPage = z.infer<typeof guideReferencesPageSchema>;

export const guideReferencesPage: GuideReferencesPage = parseContent(
  guideReferencesPageSchema,
  {
    meta: {
      title: `References of the ${siteConfig.name} Strategic Guide`,
      description: `The studies, reports, laws and regulators' decisions behind the ${siteConfig.name} strategic guide and site, each with a link to the publication.`,
    },
    hero: {
      eyebrow: "Strategic guide",
      title: "References",
      lead: "The sources behind the guide's claims and the site's, as the guide's last chapter lists them: research, regulators' reports and decisions, and the laws themselves.",
    },
    listTitle: "Every source, by first author",
    back: "Back to the guide",
  },
  "content/pages/guide-references.ts",
);
