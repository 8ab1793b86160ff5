import { z } from "zod";

import {
  cardSchema,
  heroSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";
import { siteConfig, type SiteConfig } from "#app/site.config.ts";

/**
 * /dashboard: explains the external interactive dashboard (siteConfig.dashboardUrl), which a
 * third party runs, and opens it in a new tab with rel="noopener noreferrer". The organization
 * does not control the dashboard, so the page describes it only as far as the site config does:
 * without a provider (SITE_DASHBOARD_PROVIDER) it names no provider and lists no features; with
 * one, it names the provider and lists the configured features (SITE_DASHBOARD_FEATURES) as the
 * provider's own description. The third-party disclaimer stays either way.
 */

const text = z.string().trim().min(1);

const dashboardPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  offer: z.object({
    header: sectionHeaderSchema,
    /** The provider's own list of what its dashboard offers; absent while no provider is configured. */
    providerFeatures: cardSchema.extend({ items: z.array(text).min(1).max(8) }).optional(),
    /** The organization's own help for reading the dashboard: its glossary. */
    glossary: cardSchema,
  }),
  operator: z.object({ title: text, body: text }),
  buttonLabel: text,
  note: text,
});

export type DashboardPage = z.infer<typeof dashboardPageSchema>;

/** The page for the configuration; tests vary the config (a mocked #app/site.config.ts) to see both states. */
function createDashboardPage(config: Pick<SiteConfig, "name" | "dashboardProvider">): DashboardPage {
  const { name, dashboardProvider: provider } = config;
  const runBy = provider ? `${provider.name}, a third party,` : "a third party";
  const features = provider?.features ?? [];

  const data: DashboardPage = {
    meta: {
      title: "Interactive Dashboard",
      description:
        "Who runs the external interactive dashboard this site links to, what the site does not control, and what to know about privacy before you open it.",
    },
    hero: {
      eyebrow: "External dashboard",
      title: "Interactive Dashboard",
      lead: `${name} links to an external interactive dashboard run by ${runBy} on its own website. ${name} does not control its content or features. This page explains what that means before you leave ${name}.`,
    },
    offer: {
      header: provider
        ? {
            title: "What the provider says it offers",
            lead:
              features.length > 0
                ? `${provider.name} describes its dashboard as offering the following. These are the provider's own words: ${name} has not checked them and cannot change them.`
                : `No list of features from ${provider.name} is configured for this site, and ${name} does not describe features in its own words. Open the dashboard to see what it offers.`,
          }
        : {
            title: "What the dashboard offers",
            lead: `The provider and its features will be named here once one is set up. Until then, ${name} does not describe features it cannot attribute to the people who run the dashboard.`,
          },
      providerFeatures:
        provider && features.length > 0
          ? {
              icon: "layers",
              title: `According to ${provider.name}`,
              body: "The dashboard offers:",
              items: features,
            }
          : undefined,
      glossary: {
        icon: "book-open",
        title: "Read it with our glossary",
        body: `If the dashboard uses a term you do not know, the ${name} glossary explains it in plain language with an everyday example. Keep it open in another tab while you explore.`,
        link: { label: "Open the glossary", href: "/glossary" },
      },
    },
    operator: {
      title: "Run by a third party",
      body: provider
        ? `The dashboard is built and hosted by ${provider.name}, not by ${name}. ${name} does not control its content, data, methods or features, so check how it sources its figures before drawing conclusions. When you open it, you leave this site: ${provider.name}'s own terms, privacy policy and any cookies it sets apply there. This site passes no information about you to the dashboard.`
        : `The dashboard is built and hosted by a third party, not by ${name}. ${name} does not control its content, data, methods or features, and will name the provider on this page once one is set up. When you open it, you leave this site: the dashboard's own terms, privacy policy and any cookies it sets apply there. This site passes no information about you to the dashboard.`,
    },
    buttonLabel: "Open the dashboard",
    note: "The dashboard opens in a new tab on another website.",
  };

  return parseContent(dashboardPageSchema, data, "content/pages/dashboard.ts");
}

export const dashboardPage: DashboardPage = createDashboardPage(siteConfig);
