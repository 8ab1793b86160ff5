import { siteConfig } from "#app/site.config.ts";
import { Icon } from "#app/components/icon.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { TeamMember } from "#app/site.config.ts";
import { externalLinkProps } from "#app/lib/links.ts";
import { mailtoHref } from "#app/lib/mailto.ts";

/** Portraits are square SVGs; the attributes reserve their space so nothing shifts while they load. */
export const portraitSize = 240;

/**
 * One person on /the-team: portrait, name, role, bio and icon links (profile when configured,
 * e-mail). A sample profile says so under the name.
 */
export function TeamMemberCard({ member, sampleLabel }: { member: TeamMember; sampleLabel: string }) {
  const email = member.email ?? siteConfig.email;
  return (
    <article
      aria-labelledby={`${member.id}-name`}
      className="flex h-full flex-col gap-6 rounded-lg border border-border bg-card p-6 sm:flex-row sm:items-start md:p-8 lg:flex-col"
    >
      <img
        src={member.portrait}
        alt={member.portraitAlt}
        width={portraitSize}
        height={portraitSize}
        // Not preloaded with the page (React preloads eager images): the page's text paints first.
        loading="lazy"
        decoding="async"
        className="size-32 shrink-0 rounded-full bg-accent md:size-36"
      />
      <div className="flex flex-col gap-3">
        <div>
          <h3 id={`${member.id}-name`} className="text-2xl font-semibold">
            {member.name}
          </h3>
          <p className="mt-1 font-medium text-primary">{member.role}</p>
          {member.sample ? (
            <Badge variant="highlight" className="mt-2">
              {sampleLabel}
            </Badge>
          ) : null}
        </div>
        <p className="text-muted-foreground">{member.bio}</p>
        <ul className="mt-1 flex gap-2">
          {member.profileUrl ? (
            <li>
              <Button asChild variant="outline" size="icon">
                <a
                  href={member.profileUrl}
                  {...externalLinkProps}
                  aria-label={`${member.name}'s profile (opens in a new tab)`}
                  title={`${member.name}'s profile`}
                >
                  <Icon name="briefcase" />
                </a>
              </Button>
            </li>
          ) : null}
          <li>
            <Button asChild variant="outline" size="icon">
              <a
                href={mailtoHref(email)}
                aria-label={`E-mail ${member.name}`}
                title={`E-mail ${member.name}`}
              >
                <Icon name="mail" />
              </a>
            </Button>
          </li>
        </ul>
      </div>
    </article>
  );
}
