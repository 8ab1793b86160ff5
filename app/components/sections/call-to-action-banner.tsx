import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { CallToAction } from "#app/content/schemas.ts";
import { cn } from "#app/lib/utils.ts";
import { usePageFamily } from "./page-family.tsx";

/**
 * The closing band of a page: one primary action, one secondary. Explainers end on the filled panel; index
 * and organisation pages on a quieter ruled close, so the panel keeps its weight where it is the next step.
 */
export function CallToActionBanner({ cta }: { cta: CallToAction }) {
  const panel = usePageFamily() === "explainer";
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
      <div
        className={cn(
          panel
            ? "rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:py-14 forced-colors:border"
            : "border-t-4 border-primary pt-8",
        )}
      >
        <h2 id="cta-title" className="max-w-2xl text-3xl font-semibold tracking-tight sm:text-4xl">
          {cta.title}
        </h2>
        <p className={cn("mt-4 max-w-[60ch] text-lg", panel ? "opacity-90" : "text-muted-foreground")}>
          {cta.body}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" variant={panel ? "secondary" : "default"}>
            <Link to={cta.primary.href}>{cta.primary.label}</Link>
          </Button>
          {cta.secondary ? (
            <Button asChild size="lg" variant={panel ? "outline-inverse" : "outline"}>
              <Link to={cta.secondary.href}>{cta.secondary.label}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
