import { z } from "zod";

import {
  cardSchema,
  parseContent,
  partnershipProjectSchema,
  type Card,
  type PartnershipProject,
} from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";
import { numberWord } from "#app/lib/number-words.ts";
import { teachLessons } from "#app/lib/teach-parts.ts";

/**
 * Partnership content for /partnerships (and the partnerships section of /about).
 * The four projects are the organization's own programs that are looking for
 * partners; no real organization is named as a partner.
 */

const projectsSchema = z.array(partnershipProjectSchema).length(4);
const collaborationTypesSchema = z.array(cardSchema).min(3).max(4);

const projects: PartnershipProject[] = [
  {
    icon: "graduation-cap",
    title: "Attention in the Classroom",
    partnerType: "Schools, teachers and youth educators",
    body: `Our free teaching pack has ${numberWord(teachLessons.length)} lessons of about 45 minutes, covering every family of patterns, that help students aged 13 to 18 recognize dark patterns, variable rewards and social validation in the apps they use every day. Each lesson shows a pattern beside an honest version of the same screen and asks students what the design wants them to do and why. We are looking for teachers who will try the lessons with a class and tell us what worked and what did not.`,
    outcome:
      "Free, openly licensed lesson plans and activity sheets, revised with the teachers who test them.",
  },
  {
    icon: "search",
    title: "Humane Design Audits",
    partnerType: "Product teams, designers and developers",
    body: `A structured review of the flows where people are most easily steered: signing up, accepting cookies, managing notifications and canceling a subscription. We will walk through each flow with a checklist drawn from published research on dark patterns and suggest humane alternatives, such as equal-weight buttons and cancellation that takes no more steps than signing up. Teams that take part agree in advance that we may publish what we learn in general terms, without sharing their confidential material.`,
    outcome:
      "A practical audit checklist and a set of before-and-after design examples that any team can reuse.",
  },
  {
    icon: "message-circle",
    title: "Honest AI Conversations",
    partnerType: "Academic researchers and research students",
    body: `A planned study of how conversational AI responds when people share feelings, ask for advice or push back on an answer. We will look for sycophancy (an AI agreeing with people or flattering them rather than being accurate) and for replies that discourage someone from ending a conversation. We welcome research partners who can help design the study, review our coding scheme or replicate the findings independently.`,
    outcome:
      "An openly published study protocol, anonymized results and plain-language guidance on what honest AI behavior looks like.",
  },
  {
    icon: "scale",
    title: "Policy Briefing Series",
    partnerType: "Policymakers, regulators and consumer advocates",
    body: `A planned series of short briefings that connect research on deceptive design and AI influence with rules that now address parts of it, such as the EU's Digital Services Act and AI Act. Each briefing will explain one practice in plain language, summarize what the evidence does and does not show, and list open questions. We are looking for advocates and public officials who can tell us which questions matter most in their work.`,
    outcome: "Concise, fully sourced briefings that are free to read, share and quote.",
  },
];

const collaboration: Card[] = [
  {
    icon: "flask",
    title: "Research Collaboration",
    body: `Design studies with us, share expertise or replicate our findings. We publish methods and, where privacy allows, anonymized data, so joint work can be checked by anyone.`,
  },
  {
    icon: "graduation-cap",
    title: "Education Programs",
    body: `Bring our articles, tools and guide into schools, libraries, universities and community groups. We will adapt lessons and workshops to your audience and learn from how they are received.`,
  },
  {
    icon: "palette",
    title: "Design Audits",
    body: `Invite us to review a product's key flows for manipulative patterns. You get concrete, humane alternatives; the public gets general lessons, never your confidential details.`,
  },
  {
    icon: "scale",
    title: "Policy Briefings",
    body: `Ask for a plain-language briefing on a design practice or a piece of regulation. ${siteConfig.name} stays independent: we share evidence and open questions, not lobbying positions.`,
  },
];

export const partnershipProjects: PartnershipProject[] = parseContent(
  projectsSchema,
  projects,
  "content/partnerships.ts",
);

export const collaborationTypes: Card[] = parseContent(
  collaborationTypesSchema,
  collaboration,
  "content/partnerships.ts",
);
