import { z } from "zod";

import { faqSchema, parseContent, type Faq } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * The three fixed questions on /contact, in the spec's order: how to contribute;
 * working with tech companies (independence with transparency); how often content
 * is updated (pointing to the newsletter).
 */

const faqsSchema = z.array(faqSchema).length(3);

const data: Faq[] = [
  {
    question: `How can I contribute to ${siteConfig.name}'s work?`,
    answer: `There are several ways, and none of them needs a research background. Developers and designers can improve our awareness tools and this website through our open-source projects on GitHub, and educators can help adapt our materials for classrooms and community groups. Researchers, advocates and anyone who has noticed a manipulative design in an app they use can write to ${siteConfig.email} with ideas, examples or questions. The join page, found in the Contact menu, lists current roles, volunteer options and what we look for in collaborators.`,
  },
  {
    question: "Do you work with tech companies?",
    answer: `Not yet: we have no collaborations with companies so far. We are open to them when they help make products more humane, but only on terms that keep our work independent. We do not accept funding, gifts or other arrangements that give any company a say over what we research, what we conclude or what we publish. If we collaborate with a company, for example by reviewing a sign-up flow or sharing research findings, we will disclose that collaboration publicly, including who was involved and what they contributed. Companies may comment on facts we report about their products, but they cannot approve or block our conclusions.`,
  },
  {
    question: "How often is the content updated?",
    answer: `We publish new articles, case examples and glossary entries as our research progresses, rather than on a fixed schedule. We would rather wait until a piece is accurate and properly sourced than publish quickly. The easiest way to hear about new material is the newsletter: enter your e-mail address in the Stay Informed form in the footer of any page or on the blog, then select Subscribe. We only write when there is something worth reading, and you can unsubscribe at any time by writing to ${siteConfig.email}.`,
  },
];

export const faqs: Faq[] = parseContent(faqsSchema, data, "content/faq.ts");
