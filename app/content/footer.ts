import { z } from "zod";

import { linkSchema, parseContent } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * Copy for the footer on every page: brand blurb, Quick Links, the Stay Informed
 * form and the heading over the social icons. The social links themselves come
 * from `siteConfig.social`. The same subscribe copy is reused on /blog.
 */

const text = z.string().trim().min(1);

const footerSchema = z.object({
  blurb: text,
  quickLinksTitle: z.literal("Quick Links"),
  quickLinks: z.array(linkSchema).length(4),
  subscribe: z.object({
    title: z.literal("Stay Informed"),
    body: text,
    inputLabel: text,
    buttonLabel: z.literal("Subscribe"),
    /** Under the form while no newsletter endpoint is configured: what Subscribe will do. */
    mailtoHint: text,
    /** Toast after Subscribe, without an endpoint: what happens next (the site cannot know whether the message is sent). */
    mailtoNext: text,
    /** The toast's link that opens the pre-filled e-mail once more. */
    mailtoAgain: text,
    /** Toasts after posting to the newsletter endpoint: what it answered. {email}, {status}, {contact} are filled in. */
    endpointAccepted: text,
    endpointRefused: text,
    endpointUnreachable: text,
  }),
  followTitle: text,
  /** After the copyright line; {licence} is the content license's name, linked. */
  licenceNote: text,
  /** Under the blurb: the pattern library, the self-check, the enforcement record, its updates and where to report (the spec's Quick Links stay as they are). */
  exploreLinks: z.array(linkSchema).min(3).max(5),
  /** After the license: the link to /transparency (funding, editorial policy, corrections). */
  transparencyLabel: text,
});

export type FooterContent = z.infer<typeof footerSchema>;

const data: FooterContent = {
  blurb: `${siteConfig.name} researches how AI and digital platforms shape attention, choices and wellbeing, and shows what humane technology can look like.`,
  quickLinksTitle: "Quick Links",
  quickLinks: [
    { label: "Understanding AI Influence", href: "/understanding" },
    { label: "Guides & Tools", href: "/tools" },
    { label: "Dashboard", href: "/dashboard" },
    { label: "Glossary", href: "/glossary" },
  ],
  subscribe: {
    title: "Stay Informed",
    body: "Get an occasional e-mail when we publish new research, articles or tools. We use your address for nothing else.",
    inputLabel: "Email address",
    buttonLabel: "Subscribe",
    mailtoHint: "Subscribe opens your e-mail app with a message to us.",
    mailtoNext: "Your e-mail app will open a message to us. Send it to subscribe.",
    mailtoAgain: "Open the e-mail again",
    endpointAccepted: "The newsletter service accepted {email}. It may send you an e-mail to confirm.",
    endpointRefused:
      "The newsletter service did not accept the sign-up (it answered {status}). Check the address, or write to us at {contact}.",
    endpointUnreachable:
      "The newsletter service could not be reached, so you are not signed up. Check your connection and try again.",
  },
  followTitle: "Follow Us",
  licenceNote: "Text and the strategic guide: {licence}, free to share and adapt with credit. Code: MIT.",
  transparencyLabel: "Funding, editorial policy and corrections",
  exploreLinks: [
    { label: "Pattern library", href: "/patterns" },
    { label: "Spot the pattern", href: "/spot-the-pattern" },
    { label: "Enforcement record", href: "/enforcement" },
    { label: "Updates", href: "/updates" },
    { label: "Report a pattern", href: "/report" },
  ],
};

export const footerContent: FooterContent = parseContent(footerSchema, data, "content/footer.ts");
