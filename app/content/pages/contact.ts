import { z } from "zod";

import {
  heroSchema,
  iconNameSchema,
  pageMetaSchema,
  parseContent,
  sectionHeaderSchema,
} from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * /contact (Contact & Follow): three info cards and the FAQ header. The questions
 * come from content/faq.ts. The Community card links to siteConfig.communityUrl
 * when it is set; otherwise it shows `comingSoon` and renders no link.
 */

const text = z.string().trim().min(1);
const cardCopy = z.object({ icon: iconNameSchema, title: text, body: text });

const contactPageSchema = z.object({
  meta: pageMetaSchema.extend({ title: z.literal("Contact & Follow") }),
  hero: heroSchema.extend({ title: z.literal("Contact & Follow") }),
  cardsHeader: sectionHeaderSchema,
  cards: z.object({
    email: cardCopy.extend({ title: z.literal("Email") }),
    social: cardCopy.extend({
      title: z.literal("Social Media"),
      linkLabel: text,
    }),
    community: cardCopy.extend({
      title: z.literal("Community"),
      comingSoonLabel: text,
      comingSoon: text,
      linkLabel: text,
    }),
  }),
  faqHeader: sectionHeaderSchema.extend({
    title: z.literal("Frequently Asked Questions"),
  }),
});

export type ContactPage = z.infer<typeof contactPageSchema>;

const data: ContactPage = {
  meta: {
    title: "Contact & Follow",
    description: `Get in touch with ${siteConfig.name} by e-mail, follow our work on social media, and find answers to common questions.`,
  },
  hero: {
    eyebrow: "Contact",
    title: "Contact & Follow",
    lead: `Questions, ideas, examples of manipulative design you have spotted, or an interest in working together: we read every message. Here is how to reach ${siteConfig.name} and keep up with our work.`,
  },
  cardsHeader: {
    eyebrow: "Get In Touch",
    title: "Reach us and follow our work",
    lead: "Write to us, follow our updates, or join the conversation with others who care about humane technology.",
  },
  cards: {
    email: {
      icon: "mail",
      title: "Email",
      body: "The best way to reach us for questions, partnership ideas, press inquiries or corrections. We aim to reply within a few working days.",
    },
    social: {
      icon: "globe",
      title: "Social Media",
      body: "Follow us on LinkedIn for new research and articles.",
      linkLabel: `${siteConfig.name} on LinkedIn`,
    },
    community: {
      icon: "users",
      title: "Community",
      body: "Talk with others who care about humane technology, share examples you have found and help shape our next projects.",
      comingSoonLabel: "Coming soon",
      comingSoon:
        "Our community space is coming soon. To hear when it opens, subscribe with the Stay Informed form at the bottom of this page.",
      linkLabel: "Join the community",
    },
  },
  faqHeader: {
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
  },
};

export const contactPage: ContactPage = parseContent(contactPageSchema, data, "content/pages/contact.ts");
