import { readFileSync } from "node:fs";
import path from "node:path";
import type { TeamMember } from "#app/site.config.ts";

/**
 * Build time: an SVG portrait travels inside the page as a data URL. A portrait file is a request of its
 * own before the first paint (issue 28: on a phone, one more connection before the largest paint); the
 * drawings standing in for portraits are under 2 KB each. A photograph (PNG, JPEG, WebP) stays a file.
 */
export function withInlinePortraits(team: readonly TeamMember[]): TeamMember[] {
  return team.map((member) => {
    if (!member.portrait.endsWith(".svg")) return member;
    const svg = readFileSync(path.join(process.cwd(), "public", member.portrait), "utf8").trim();
    return { ...member, portrait: `data:image/svg+xml,${encodeURIComponent(svg)}` };
  });
}
