import { Badge } from "#app/components/ui/badge.tsx";
import type { TeamMember } from "#app/site.config.ts";

/**
 * The portraits' intrinsic size (the SVGs in public/images/team/ are 240 × 240), reserving their space.
 * Not imported from team-member-card.tsx, which would bring the whole card into the pages that show
 * only this summary.
 */
const portraitSize = 240;

/** A compact list of the team (portrait, name, role), for pages that point to /the-team. */
export function TeamSummary({ members, sampleLabel }: { members: TeamMember[]; sampleLabel: string }) {
  return (
    <ul className="grid list-none gap-5 p-0 sm:grid-cols-2">
      {members.map((member) => (
        <li key={member.id} className="flex items-center gap-4 rounded-lg border border-border bg-card p-5">
          <img
            src={member.portrait}
            alt={member.portraitAlt}
            width={portraitSize}
            height={portraitSize}
            loading="lazy"
            decoding="async"
            className="size-20 shrink-0 rounded-full bg-accent"
          />
          <div>
            <p className="font-heading text-xl font-semibold">{member.name}</p>
            <p className="text-muted-foreground">{member.role}</p>
            {member.sample ? (
              <Badge variant="outline" className="mt-1">
                {sampleLabel}
              </Badge>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
