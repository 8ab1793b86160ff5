import { z } from "zod";

import {
  heroSchema,
  leadLinkSchema,
  pageMetaSchema,
  parseContent,
  referenceSchema,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";
import { references } from "#app/content/references.ts";
import { pickReferences } from "#app/lib/references.ts";
import { siteConfig } from "#app/site.config.ts";

/** Page copy for /tools. The tool cards, journey steps and checklist live in content/tools.ts. */

const text = z.string().trim().min(1);

const toolsPageSchema = z.object({
  meta: pageMetaSchema,
  /** The pointer to the teaching pack (/teach). */
  teach: leadLinkSchema,
  /**
   * `guideLink` downloads the guide PDF (guidePath) straight from the hero, so a phone visitor does not
   * scroll past six tools to reach it; `note` says what the file is, "{size}" filled in at build time.
   */
  hero: heroSchema.extend({
    guideLink: z.object({ label: text, note: text.includes("{paper}").includes("{size}") }),
  }),
  toolsHeader: sectionHeaderSchema,
  /** Label above each tool's steps in the PDF guide (content/guide.ts). */
  stepsLabel: text,
  /** The summary of each tool's disclosure of steps: "{count}" and the tool's "{goal}" are filled in. */
  stepsSummary: text.includes("{count}").includes("{goal}"),
  /** The Download Guide block; the files are guidePathFor(paper) from the site config; "{pages}", "{paper}" and "{size}" are filled in. */
  guide: z.object({
    title: text,
    body: text,
    buttonLabel: z.literal("Download Guide"),
    fileNote: text.includes("{pages}").includes("{paper}").includes("{size}"),
    /** Beside the download: the same guide to read on the web (/guide); names itself as such. */
    webLink: text,
  }),
  journeyHeader: sectionHeaderSchema,
  /** The journey diagram: the three steps (content/tools.ts) as a path that leads back to the start. */
  journeyDiagram: z.object({
    /** The SVG's accessible name. */
    label: text,
    /** Drawn under the path back from the last step to the first. */
    repeatLabel: z.string().trim().min(1).max(24),
  }),
  /** Sources for the claims behind the tools, for a short "Sources" list. */
  sources: z.array(referenceSchema).min(1),
});

export type ToolsPage = z.infer<typeof toolsPageSchema>;

export const toolsPage: ToolsPage = parseContent(
  toolsPageSchema,
  {
    teach: {
      lead: "For classrooms and families, the teaching pack turns these tools into a worksheet for finding a pattern in an app you use.",
      label: "Teaching Pack",
      href: "/teach",
    },
    meta: {
      title: "Guides & Tools",
      description:
        "Six practical awareness tools for spotting dark patterns, taming notifications and browsing on purpose, plus a free strategic guide to download.",
    },
    hero: {
      eyebrow: "Resources",
      title: "Guides and tools for everyday digital life",
      lead: "You do not need special software to take back some control. These tools are simple habits and settings you can use today on an ordinary phone or browser, and each one takes only a few minutes to start.",
      guideLink: { label: "Get the free PDF guide", note: "PDF, {paper}, {size}" },
    },
    toolsHeader: {
      eyebrow: "Awareness tools",
      title: "Six tools to notice and resist unwanted influence",
      lead: "Each tool explains one kind of influence and gives you concrete steps. Start with the one that matches what bothers you most, whether that is endless notifications, pushy checkouts or a feed that seems to know you too well.",
    },
    stepsLabel: "Steps you can take today",
    stepsSummary: "{count} steps to {goal}",
    guide: {
      title: `The ${siteConfig.name} Strategic Guide`,
      body: "Everything on this page in one printable document: the six tools in depth, the three-step journey, a checklist for teams who build digital products, an illustrated catalog of manipulative patterns beside their humane alternatives, a glossary of key terms and the research behind it all. It is free to download, share and use in classrooms and workshops.",
      buttonLabel: "Download Guide",
      fileNote: "Free PDF, {pages} {paper} pages, {size}",
      webLink: "Read the guide on the web",
    },
    journeyHeader: {
      eyebrow: "Your journey",
      title: "Notice, understand, choose",
      lead: "Changing how technology affects you rarely happens in one go. These three steps work for any app or website, and you can repeat them whenever something new starts pulling at your attention.",
    },
    journeyDiagram: {
      label:
        "The journey as a path: 1 Notice leads to 2 Understand, which leads to 3 Choose, and a dashed path leads from Choose back to Notice.",
      repeatLabel: "Start again",
    },
    sources: pickReferences(
      references,
      ["mathur-2019", "ftc-2022", "edpb-2023", "dsa-2022", "sharma-2023"],
      "content/pages/tools.ts",
    ),
  },
  "content/pages/tools.ts",
);
