import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";

export type PatternCardData = { slug: string; name: string; summary: string; thumbnailHtml: string };

/**
 * One pattern on /patterns: a thumbnail of its illustration, its name and one-line definition.
 * The whole card is one link (the name), so a thumb can tap anywhere on it.
 */
export function PatternCard({ pattern }: { pattern: PatternCardData }) {
  return (
    <article className="group relative flex h-full gap-4 rounded-lg border border-border bg-card p-4 hover:border-primary/50 sm:p-5">
      {/* Decorative here: the name and definition beside it say what it shows. Build-time SVG (ADR 008),
          its words drawn as bars: at this size none could be read (issue 26.2). The whole screen shows. */}
      <div
        aria-hidden="true"
        className="drawing-deferred w-20 shrink-0 self-start sm:w-24"
        dangerouslySetInnerHTML={{ __html: pattern.thumbnailHtml }}
      />
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
