import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/utils.ts";

export type PatternPairData = {
  slug: string;
  name: string;
  definition: string;
  /** Build-time SVG markup (ADR 008) of the two drawings, without their numbered markers. */
  harmfulSvg: string;
  humaneSvg: string;
};

/**
 * A pattern to show in a lesson: its name and definition, then its two screens side by side, the
 * pattern and the same screen done honestly, and a link to its page for the research and the law.
 * Kept on one sheet of paper when printed.
 */
export function PatternPair({
  pattern,
  titles,
  linkLabel,
}: {
  pattern: PatternPairData;
  titles: { harmful: string; humane: string };
  linkLabel: string;
}) {
  const drawings = [
    { tone: "harmful", title: titles.harmful, svg: pattern.harmfulSvg },
    { tone: "humane", title: titles.humane, svg: pattern.humaneSvg },
  ] as const;
  return (
    // On paper the words stand above the two screens, each 7 cm wide so its smallest word prints at
    // 8 pt (13 of 320 units; issue 35.4): a pattern to a page.
    <article className="break-inside-avoid border-t border-border pt-6 print:pt-4">
      <div>
        <h3 className="text-xl font-semibold">{pattern.name}</h3>
        <p className="mt-2 max-w-[65ch]">{pattern.definition}</p>
        <Link
          to={`/patterns/${pattern.slug}`}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary underline decoration-1 hover:decoration-2"
        >
          {linkLabel}
        </Link>
      </div>
      {/* On screen each drawing keeps the site's 18rem, so its words render at 11 px or more (issue 26.2):
          side by side only where two fit. */}
      <div className="mt-3 grid max-w-[38rem] grid-cols-1 gap-6 md:grid-cols-2 print:grid-cols-2 print:gap-4">
        {drawings.map((drawing) => (
          <figure key={drawing.tone} className="w-full max-w-[18rem] print:mx-auto print:max-w-[7cm]">
            <figcaption className="mb-2 flex items-center gap-2 font-semibold print:text-[9pt]">
              <span
                aria-hidden="true"
                className={cn(
                  "size-3 rounded-full",
                  drawing.tone === "harmful" ? "bg-destructive" : "bg-primary",
                )}
              />
              {drawing.title}
            </figcaption>
            <div dangerouslySetInnerHTML={{ __html: drawing.svg }} />
          </figure>
        ))}
      </div>
    </article>
  );
}
