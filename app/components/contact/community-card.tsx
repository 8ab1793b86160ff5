import { Icon } from "#app/components/icon.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import type { IconName } from "#app/content/schemas.ts";
import { externalLinkProps } from "#app/lib/links.ts";

/**
 * The Community card on /contact. With a community URL configured it links
 * there; without one it says so honestly and renders no link at all (never a
 * dead link that goes nowhere).
 */
export function CommunityCard({
  icon,
  title,
  body,
  comingSoon,
  comingSoonLabel,
  linkLabel,
  communityUrl,
}: {
  icon: IconName;
  title: string;
  body: string;
  comingSoon: string;
  comingSoonLabel: string;
  linkLabel: string;
  communityUrl?: string;
}) {
  return (
    <Card className="h-full">
      <span className="flex size-11 items-center justify-center rounded-md bg-accent text-accent-foreground">
        <Icon name={icon} className="size-5.5" />
      </span>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{body}</CardDescription>
      {communityUrl ? (
        <p className="mt-auto pt-2">
          <a href={communityUrl} {...externalLinkProps} className="font-semibold">
            {linkLabel} <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      ) : (
        <div className="mt-auto flex flex-col gap-2 rounded-md border border-border bg-muted/70 p-4 text-[0.9375rem] text-foreground">
          <Badge variant="highlight">{comingSoonLabel}</Badge>
          <p>{comingSoon}</p>
        </div>
      )}
    </Card>
  );
}
