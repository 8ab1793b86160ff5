import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { thumbnailPath } from "#app/lib/reuse.ts";

export type PatternCardData = { slug: string; name: string; summary: string };

/**
 * One pattern on /patterns: a thumbnail of its illustration, its name and one-line definition.
 * The whole card is one link (the name), so a thumb can tap anywhere on it.
 */
export function PatternCard({ pattern }: { pattern: PatternCardData }) {
  // Decorative here: the name and definition beside it say what it shows. The words are drawn as bars, since
  // at this size none could be read (issue 26.2). A file per theme, as an image cannot read the page's theme;
  // the other theme's is not displayed, and a lazy image that is not displayed is never fetched. The images
  // wait in a <template> until the page has painted (useDeferredTemplates, ADR 044), in a box of the phone's
  // shape. Without scripts, images are never lazy and the theme is the system's: one picture, in <noscript>.
  const image = { alt: "", width: 320, height: 564, decoding: "async" } as const;
  return (
    <article className="group relative flex h-full gap-4 rounded-lg border border-border bg-card p-4 hover:border-primary/50 sm:p-5">
      <div aria-hidden="true" className="w-20 shrink-0 self-start sm:w-24">
        <div className="relative aspect-[320/564] rounded-[11%/6.4%] bg-muted noscript:hidden">
          <template data-deferred="">
            <img
              {...image}
              src={thumbnailPath(pattern.slug, "light")}
              loading="lazy"
              className="absolute inset-0 size-full dark:hidden"
            />
            <img
              {...image}
              src={thumbnailPath(pattern.slug, "dark")}
              loading="lazy"
              className="absolute inset-0 hidden size-full dark:block"
            />
          </template>
        </div>
        <noscript>
          <picture>
            <source srcSet={thumbnailPath(pattern.slug, "dark")} media="(prefers-color-scheme: dark)" />
            <img {...image} src={thumbnailPath(pattern.slug, "light")} className="h-auto w-full" />
          </picture>
        </noscript>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="font-heading text-xl font-semibold">
          <Link
            to={`/patterns/${pattern.slug}`}
            className="no-underline group-hover:underline after:absolute after:inset-0 after:rounded-lg"
          >
            {pattern.name}
          </Link>
        </h3>
        <p className="text-[0.9375rem] text-muted-foreground">{pattern.summary}</p>
        <Icon name="arrow-right" className="mt-auto size-4 text-primary" />
      </div>
    </article>
  );
}
