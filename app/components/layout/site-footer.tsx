import { Link } from "#app/components/ui/link.tsx";
import { StaticPart } from "./static-part.tsx";
import { SubscribeForm } from "#app/components/subscribe/subscribe-form.tsx";
import { footerContent } from "#app/content/footer.ts";
import { externalLinkProps } from "#app/lib/links.ts";
import { copyrightLine, siteConfig } from "#app/site.config.ts";
import { BrandMark } from "./brand-mark.tsx";
import { SocialLinks } from "./social-links.tsx";

/**
 * The footer of every page. `subscribe` is false on a page that has a sign-up form of its own
 * (/blog), so no page shows two. Everything but the form is links and text that never change, so it
 * keeps its pre-rendered HTML for as long as the page is open (StaticPart, issue 56).
 */
export function SiteFooter({ subscribe: showSubscribe = true }: { subscribe?: boolean }) {
  const {
    blurb,
    quickLinksTitle,
    quickLinks,
    subscribe,
    followTitle,
    licenceNote,
    transparencyLabel,
    exploreLinks,
  } = footerContent;
  const [before, after] = licenceNote.split("{licence}");
  return (
    // The id is what the head's render-blocking link waits for (root.tsx, ADR 046).
    <footer id="site-footer" className="mt-auto border-t border-border bg-muted/60 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.4fr]">
        <StaticPart className="flex flex-col gap-4">
          <BrandMark />
          <p className="max-w-sm text-[0.9375rem] text-muted-foreground">{blurb}</p>
          <ul className="flex list-none flex-wrap gap-x-5 p-0">
            {exploreLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="inline-flex min-h-11 items-center font-semibold">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="sr-only">{followTitle}</h2>
          <SocialLinks />
        </StaticPart>
        <StaticPart as="nav" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-heading text-lg font-semibold">
            {quickLinksTitle}
          </h2>
          <ul className="mt-3 flex flex-col">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex min-h-11 items-center text-foreground underline decoration-border underline-offset-4 hover:decoration-primary"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </StaticPart>
        {showSubscribe ? <SubscribeForm {...subscribe} className="md:col-span-2 lg:col-span-1" /> : null}
      </div>
      <StaticPart className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-muted-foreground sm:px-6">
          {copyrightLine}. {before}
          <a href={siteConfig.contentLicence.url} {...externalLinkProps} className="font-medium underline">
            {siteConfig.contentLicence.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {after}{" "}
          <Link to="/transparency" className="font-medium underline">
            {transparencyLabel}
          </Link>
        </p>
      </StaticPart>
    </footer>
  );
}
