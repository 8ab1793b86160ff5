import { z } from "zod";

import { cardSchema, heroSchema, pageMetaSchema, parseContent, sectionHeaderSchema } from "~/content/schemas";
import { siteConfig } from "~/site.config";

/**
 * /dashboard: explains the external interactive dashboard (siteConfig.dashboardUrl),
 * which a third party runs, and opens it in a new tab with rel="noopener noreferrer".
 */

const text = z.string().trim().min(1);

const dashboardPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  features: z.object({
    header: sectionHeaderSchema,
    cards: z.array(cardSchema).min(3).max(4),
  }),
  operator: z.object({ title: text, body: text }),
  buttonLabel: text,
  note: text,
});

export type DashboardPage = z.infer<typeof dashboardPageSchema>;

const data: DashboardPage = {
  meta: {
    title: "Interactive Dashboard",
    description:
      "What the external interactive dashboard on digital influence shows, who runs it, and what to know about data and privacy before you open it.",
  },
  hero: {
    eyebrow: "Explore the data",
    title: "Interactive Dashboard",
    lead: `An interactive dashboard lets you explore how digital influence techniques show up across different kinds of platforms. It is run by an independent third party on its own website; this page explains what you will find there before you leave ${siteConfig.name}.`,
  },
  features: {
    header: {
      title: "What the dashboard shows",
      lead: "The dashboard turns the topics covered on this site into charts and filters you can explore at your own pace.",
    },
    cards: [
      {
        icon: "layers",
        title: "Techniques by platform type",
        body: "See which influence techniques, such as dark patterns, variable rewards and social validation, are associated with social media, streaming, shopping and AI companion apps.",
      },
      {
        icon: "sliders",
        title: "Filters you control",
        body: "Narrow the view by platform type, technique or topic, and compare two categories side by side instead of scrolling through everything at once.",
      },
      {
        icon: "book-open",
        title: "Read it with our glossary",
        body: `If a chart uses a term you do not know, the ${siteConfig.name} glossary explains it in plain language with an everyday example. Keep it open in another tab while you explore.`,
        link: { label: "Open the glossary", href: "/glossary" },
      },
    ],
  },
  operator: {
    title: "Run independently by a third party",
    body: `The dashboard is built and hosted by an independent organization, not by ${siteConfig.name}. We do not control its data, methods or figures, so check how it sources its figures before drawing conclusions. When you open it, you leave this site: the dashboard's own privacy policy and any cookies it sets apply there. This site passes no information about you to the dashboard.`,
  },
  buttonLabel: "Open the dashboard",
  note: "The dashboard opens in a new tab on another website.",
};

export const dashboardPage: DashboardPage = parseContent(
  dashboardPageSchema,
  data,
  "content/pages/dashboard.ts",
);
