import { useId } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { HomePage } from "#app/content/pages/home.ts";
import { usePreferredPaper, type PaperFiles } from "#app/lib/paper.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { paperLabels } from "#app/site.config.ts";

/**
 * What the site offers, straight under the hero, as gov.uk lists its services: each entry a link with
 * one line on what is behind it, set between rules rather than in boxes. The self-check's entry also leads
 * to the checker (/check), which finds the same patterns in the visitor's own screens. The guide's entry also
 * downloads the PDF directly, so a teacher who came for it does not have to look for it on /tools: in the
 * paper size the visitor's language suggests (lib/paper.ts); /tools and /guide offer the other beside it,
 * which here would push the latest articles out of the first two screens of a phone.
 */
export function OfferList({
  offer,
  guideFiles,
  guideNote,
}: {
  offer: HomePage["offer"];
  guideFiles: PaperFiles;
  /** "PDF, {paper}, {size}" */
  guideNote: string;
}) {
  const headingId = useId();
  const paper = usePreferredPaper();
  const file = guideFiles[paper];
  const download = {
    href: file.href,
    note: fillTemplate(guideNote, { paper: paperLabels[paper], size: file.size }),
  };
  const entries = [offer.library, offer.selfCheck, { ...offer.guide, download }];
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
            <p className="text-muted-foreground">
              {entry.body}
              {"check" in entry ? (
                <>
                  {" "}
                  <Link to={entry.check.href} className="font-semibold underline">
                    {entry.check.label}
                  </Link>
                </>
              ) : null}
            </p>
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
