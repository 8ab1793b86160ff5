import { ArrowLink } from "#app/components/shared/arrow-link.tsx";
import { PatternExample } from "#app/components/shared/pattern-example.tsx";

/**
 * One pattern from the library, the key part of its screen above its humane alternative, in the hero's right half: the
 * site's work shown at once rather than described. The drawings are build-time SVG markup (loader data,
 * never drawing code in JavaScript), and inline SVG is not a candidate for the largest contentful paint,
 * so the headline stays it.
 */
export function HeroExample({
  label,
  harmful,
  humane,
  link,
}: {
  label: string;
  harmful: { svgHtml: string; caption: string };
  humane: { svgHtml: string; caption: string };
  link: { label: string; href: string };
}) {
  return (
    <div className="rounded-xl bg-muted/70 px-4 pt-4 pb-2 sm:px-6 sm:pt-5 forced-colors:border">
      <p className="mb-2 text-sm font-semibold tracking-wider text-muted-foreground uppercase">{label}</p>
      {/* Side by side only where both fit at a legible size: on a tablet, where the hero is one column. */}
      <PatternExample harmful={harmful} humane={humane} sideBySide="sm:grid-cols-2 lg:grid-cols-1" />
      <p className="mt-1">
        <ArrowLink link={link} />
      </p>
    </div>
  );
}
