import { z } from "zod";

import {
  callToActionSchema,
  heroSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * /partnerships: page copy. The four project cards and the collaboration types
 * come from content/partnerships.ts.
 */

const partnershipsPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  projectsHeader: sectionHeaderSchema,
  /** Labels of the two facts on each project card. */
  projectLabels: z.object({ partnerType: z.string().trim().min(1), outcome: z.string().trim().min(1) }),
  collaborationHeader: sectionHeaderSchema,
  closing: callToActionSchema.extend({
    primary: callToActionSchema.shape.primary.extend({
      href: z.literal("/contact"),
    }),
  }),
});

export type PartnershipsPage = z.infer<typeof partnershipsPageSchema>;

const data: PartnershipsPage = {
  meta: {
    title: "Partnerships",
    description: `${siteConfig.name}'s partnership programs for educators, product teams, researchers and policymakers, and the ways you can collaborate with us.`,
  },
  hero: {
    eyebrow: "About Us",
    title: "Partnerships",
    lead: `${siteConfig.name} is looking for people who can help turn research on digital influence into change: teachers, product teams, researchers and policymakers. We have no partners yet. Every partnership will be disclosed publicly, and no partner can shape what we conclude.`,
  },
  projectsHeader: {
    eyebrow: "Programs",
    title: "Projects looking for partners",
    lead: "These are our own programs, and none has started yet. Each one is looking for its first partners, who can help test, improve and share the work.",
  },
  projectLabels: {
    partnerType: "Looking for",
    outcome: "What it will produce",
  },
  collaborationHeader: {
    eyebrow: "Collaboration",
    title: "Ways to work together",
    lead: "Whatever the format, the same terms apply: we stay independent, we publish what we learn, and we disclose every collaboration by name.",
  },
  closing: {
    title: "Interested in partnering with us?",
    body: "Tell us who you are, what you would like to work on and what you hope to achieve. We will reply with an honest view of whether and how we can help.",
    primary: { label: "Get In Touch", href: "/contact" },
    secondary: { label: "Our Approach", href: "/our-approach" },
  },
};

export const partnershipsPage: PartnershipsPage = parseContent(
  partnershipsPageSchema,
  data,
  "content/pages/partnerships.ts",
);
