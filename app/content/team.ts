import { z } from "zod";

import { parseContent, teamMemberSchema, type TeamMember } from "~/content/schemas";
import { siteConfig } from "~/site.config";

/**
 * The two people on /the-team. The first is the lead researcher, who is also the
 * author of every blog article (post frontmatter refers to the id "lead-researcher").
 * Portraits are original illustrations in public/images/team/.
 */

const teamSchema = z
  .array(teamMemberSchema)
  .length(2)
  .refine((members) => members[0]?.id === "lead-researcher", {
    message: 'The first team member must be the lead researcher (id "lead-researcher"), the blog author',
  });

const leadName = siteConfig.author.name;
const secondName = "Mira Okafor";

const data: TeamMember[] = [
  {
    id: "lead-researcher",
    name: leadName,
    role: siteConfig.author.role,
    bio: `${leadName} leads ${siteConfig.name}'s research on how recommendation systems, chatbots and everyday app design shape attention and choices. The work centers on variable rewards and social validation: the unpredictable feeds, streaks and like counts that make a phone hard to put down. It also examines AI assistants that flatter or agree too readily, and what honest behavior from them would look like. ${leadName} writes the ${siteConfig.name} blog, turning studies and new regulation into plain-language explanations anyone can use.`,
    portrait: "/images/team/lead-researcher.svg",
    portraitAlt: `Illustrated portrait of ${leadName}`,
    profileUrl: siteConfig.linkedinUrl,
    email: siteConfig.email,
  },
  {
    id: "design-engineering-lead",
    name: secondName,
    role: "Co-founder, Design and Engineering Lead",
    bio: `${secondName} co-founded ${siteConfig.name} and leads the design and engineering of its awareness tools, the strategic guide and this website. Her focus is humane design: interfaces where the honest choice is also the easy one, with clear defaults, visible costs and a real way out. She runs the design audits that walk through a product's sign-up, notification and cancellation flows and compare them with known dark patterns. She also keeps the project's code open source, so anyone can check how the tools work and suggest improvements.`,
    portrait: "/images/team/design-engineering-lead.svg",
    portraitAlt: `Illustrated portrait of ${secondName}`,
    profileUrl: siteConfig.linkedinUrl,
    email: siteConfig.email,
  },
];

export const teamMembers: TeamMember[] = parseContent(teamSchema, data, "content/team.ts");

/** The blog author: the lead researcher. */
export const leadResearcher: TeamMember = teamMembers[0]!;
