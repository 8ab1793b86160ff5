import { Icon, type SpriteIconName } from "#app/components/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { externalLinkProps } from "#app/lib/links.ts";
import { siteConfig, type SocialLink } from "#app/site.config.ts";

const socialIcons: Record<SocialLink["icon"], SpriteIconName> = {
  network: "briefcase",
  code: "code",
  rss: "rss",
};

export function SocialLinks() {
  return (
    <ul className="flex gap-2">
      {siteConfig.social.map((link) => {
        const isExternal = link.url.startsWith("https://");
        return (
          <li key={link.label}>
            <Button asChild variant="outline" size="icon">
              <a
                href={link.url}
                aria-label={isExternal ? `${link.label} (opens in a new tab)` : link.label}
                title={link.label}
                {...(isExternal ? externalLinkProps : {})}
              >
                <Icon name={socialIcons[link.icon]} />
              </a>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
