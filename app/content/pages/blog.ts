import { z } from "zod";

import { heroSchema, pageMetaSchema, parseContent } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/** /blog index and the labels shared by article pages. Posts come from content/blog/. */

const text = z.string().trim().min(1);

const blogPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  subscribe: z.object({ title: z.literal("Stay Informed"), body: text }),
  readMoreLabel: z.literal("Read More"),
  backLabel: z.literal("Back to Blog"),
  previousLabel: text,
  nextLabel: text,
  /** Name of the navigation to the previous and next article. */
  adjacentLabel: text,
  /** "Part of the series {title}" */
  seriesLabel: text,
  /** Before the date of an article's last correction. */
  updatedLabel: text,
  /** Heading of the section of short articles on /blog. */
  shortTitle: text,
  shortLead: text,
  /** The end of every article: the patterns it describes, and the articles computed as related. */
  patternsTitle: text,
  patternsLead: text,
  relatedTitle: text,
  /** Accessible name of the list of an article's topics (its tags). */
  tagsLabel: text,
  /** Heading of the table of contents on long articles. */
  tocLabel: text,
  /** Shown under wide comparison tables on narrow screens, where they scroll sideways inside their own box. */
  tableScrollHint: text,
  /** Accessible name of the link beside each article heading; {heading} is the heading's text. */
  sectionLinkLabel: text.includes("{heading}"),
});

export type BlogPage = z.infer<typeof blogPageSchema>;

const data: BlogPage = {
  meta: {
    title: "Blog",
    description: `Articles from ${siteConfig.name} on AI and choice architecture, nudging, manipulation and what responsible technology design looks like.`,
  },
  hero: {
    eyebrow: "Resources",
    title: "Blog",
    lead: `In-depth articles on how AI and digital design shape our choices, from nudges and infinite feeds to AI assistants that are never neutral. Each piece explains the research in plain language and lists its sources.`,
  },
  subscribe: {
    title: "Stay Informed",
    body: "Get an e-mail when we publish a new article. We write when there is something worth reading, not on a schedule.",
  },
  readMoreLabel: "Read More",
  backLabel: "Back to Blog",
  previousLabel: "Previous article",
  nextLabel: "Next article",
  adjacentLabel: "More articles",
  seriesLabel: "Part of the series {title}",
  updatedLabel: "Updated",
  shortTitle: "Shorter reads",
  shortLead: "Brief introductions to a single idea, each a few minutes long, with its sources.",
  tocLabel: "In this article",
  patternsTitle: "Patterns in this article",
  patternsLead:
    "Each has a page in the pattern library, with a picture of the trick and its fairer alternative.",
  relatedTitle: "Related reading",
  tagsLabel: "Topics",
  tableScrollHint: "Scroll the table sideways to see every column.",
  sectionLinkLabel: "Link to section: {heading}",
};

export const blogPage: BlogPage = parseContent(blogPageSchema, data, "content/pages/blog.ts");
