import { useId } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import type { HomePage } from "~/content/pages/home";

/**
 * What the site offers, straight under the hero, as gov.uk lists its services: each entry a link with
 * one line on what is behind it, set between rules rather than in boxes. The guide's entry also
 * downloads the PDF directly, so a teacher who came for it does not have to look for it on /tools.
 */
export function OfferList({
  offer,
  guideFile,
}: {
  offer: HomePage["offer"];
  guideFile: { href: string; note: string };
}) {
  const headingId = useId();
  const entries = [offer.library, offer.selfCheck, { ...offer.guide, download: guideFile }];
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 md:pt-12">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {offer.title}
      </h2>
      <ul className="mt-3 grid list-none gap-x-10 p-0 md:mt-5 md:grid-cols-3">
        {entries.map((entry) => (
          <li
            key={entry.link.href}
            className="border-t border-border pt-2 pb-3 md:border-t-2 md:border-foreground md:pt-4"
          >
            <h3 className="text-xl font-semibold">
              <Link to={entry.link.href} className="group inline-flex min-h-11 items-center gap-2">
                {entry.link.label}
                <Icon
                  name="arrow-right"
                  className="size-4.5 transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </h3>
            <p className="text-muted-foreground">{entry.body}</p>
            {"ai" in entry ? (
              <p className="mt-1">
                <Link to={entry.ai.href} className="inline-flex min-h-11 items-center gap-2 font-semibold">
                  <Icon name="bot" className="size-4.5 shrink-0" />
                  {entry.ai.label}
                </Link>
              </p>
            ) : null}
            {"download" in entry ? (
              <p className="mt-1">
                <a
                  href={entry.download.href}
                  download
                  className="inline-flex min-h-11 items-center gap-2 font-semibold"
                >
                  <Icon name="download" className="size-4.5 shrink-0" />
                  <span>
                    {entry.downloadLabel}{" "}
                    <span className="font-normal text-muted-foreground">({entry.download.note})</span>
                  </span>
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
