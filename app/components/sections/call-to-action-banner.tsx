import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { CallToAction } from "~/content/schemas";

/** The closing band of a page: one primary action, one secondary. */
export function CallToActionBanner({ cta }: { cta: CallToAction }) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
      <div className="rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:py-14 forced-colors:border">
        <h2 id="cta-title" className="max-w-2xl text-3xl font-semibold tracking-tight sm:text-4xl">
          {cta.title}
        </h2>
        <p className="mt-4 max-w-[60ch] text-lg opacity-90">{cta.body}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link to={cta.primary.href}>{cta.primary.label}</Link>
          </Button>
          {cta.secondary ? (
            <Button asChild size="lg" variant="outline-inverse">
              <Link to={cta.secondary.href}>{cta.secondary.label}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
