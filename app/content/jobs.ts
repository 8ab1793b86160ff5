import { z } from "zod";

import { jobSchema, parseContent, type Job } from "#app/content/schemas.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * The three job cards under "Current Opportunities" on the join page. "Learn More"
 * expands a card to show its responsibilities and a mailto link with the job title
 * as the subject line.
 */

const jobsSchema = z.array(jobSchema).length(3);

const data: Job[] = [
  {
    id: "research-fellow-ai-behavioral-analysis",
    title: "Research Fellow - AI Behavioral Analysis",
    description: `Study how AI systems such as recommendation feeds and chatbots shape attention, mood and decisions, and turn what you find into clear public explanations. You will design careful studies with consent and privacy safeguards, and publish your methods so others can check the work.`,
    tags: ["Remote", "Full-time", "Research"],
    responsibilities: [
      "Design and run studies on techniques such as variable rewards, social validation and chatbot sycophancy (an AI model's tendency to tell people what they want to hear).",
      "Review research papers and regulatory texts, and keep the references used across the site accurate and up to date.",
      "Write articles, glossary entries and case examples in plain language for a general audience.",
      "Prepare study plans with informed consent, data minimization and independent ethical review.",
      "Contribute findings to the strategic guide and to the policy briefings we plan to publish.",
    ],
  },
  {
    id: "software-engineer-transparency-tools",
    title: "Software Engineer - Transparency Tools",
    description: `Build the open-source tools and pages that help people see how digital products steer them. You will work on accessible, fast, privacy-respecting software that ships without trackers or attention tricks of its own.`,
    tags: ["Remote", "Full-time", "Engineering"],
    responsibilities: [
      `Develop and maintain the ${siteConfig.name} website, its awareness tools and the build that generates the strategic guide.`,
      "Prototype browser tools that point out common dark patterns, such as pre-ticked boxes, fake countdown timers or hidden cancel buttons.",
      "Keep every page accessible to WCAG 2.2 AA and quick to load on older phones and slow connections.",
      "Build privacy by design into each tool: no tracking, no accounts, and as little data as possible.",
      "Review open-source contributions and write documentation that newcomers can follow.",
    ],
  },
  {
    id: "community-partnership-coordinator",
    title: "Community Partnership Coordinator",
    description: `Connect ${siteConfig.name} with schools, community groups, designers and advocates who want to put research on digital influence to practical use. You will find the first partners for our programs, coordinate the work with them, and make sure their questions help shape what we study next.`,
    tags: ["Hybrid", "Part-time", "Community"],
    responsibilities: [
      "Find the first partners for our four programs (lessons for schools, design audits, a study of AI conversations and policy briefings) and coordinate the work with them.",
      "Organize workshops and talks for teachers, parents, students and local community groups.",
      "Act as the first point of contact for partnership and volunteer inquiries, and answer them promptly.",
      "Keep the public record of our collaborations complete, in line with our disclosure policy.",
      "Gather feedback from partners and volunteers and share it with the research team.",
    ],
  },
];

export const jobs: Job[] = parseContent(jobsSchema, data, "content/jobs.ts");
