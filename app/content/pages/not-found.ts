import { z } from "zod";

import { linkSchema, pageMetaSchema, parseContent } from "#app/content/schemas.ts";

/** The catch-all 404 page (also shown for unknown blog slugs). */

const text = z.string().trim().min(1);

const notFoundPageSchema = z.object({
  meta: pageMetaSchema.extend({ title: z.literal("Page not found") }),
  code: z.literal("404"),
  title: z.literal("Oops! Page not found"),
  body: text,
  homeLabel: z.literal("Return to Home"),
  suggestionsTitle: text,
  suggestions: z.array(linkSchema).min(3).max(4),
});

export type NotFoundPage = z.infer<typeof notFoundPageSchema>;

const data: NotFoundPage = {
  meta: {
    title: "Page not found",
    description:
      "The page you were looking for does not exist or has moved. Return to the home page or try one of the suggested pages.",
  },
  code: "404",
  title: "Oops! Page not found",
  body: "The link may be out of date, or the address may have a typo. Start again from the home page, or pick up from one of the pages below.",
  homeLabel: "Return to Home",
  suggestionsTitle: "You might be looking for",
  suggestions: [
    { label: "Glossary", href: "/glossary" },
    { label: "Guides & Tools", href: "/tools" },
    { label: "Blog", href: "/blog" },
    { label: "Contact & Follow", href: "/contact" },
  ],
};

export const notFoundPage: NotFoundPage = parseContent(
  notFoundPageSchema,
  data,
  "content/pages/not-found.ts",
);
