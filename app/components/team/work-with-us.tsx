import { Icon } from "#app/components/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { ArrowLink } from "#app/components/shared/arrow-link.tsx";
import { Button } from "#app/components/ui/button.tsx";

/** The closing block of /the-team: a link to /contact, an open-positions e-mail and the join page. */
export function WorkWithUs({
  title,
  body,
  contactLink,
  positionsLink,
  joinLink,
}: {
  title: string;
  body: string;
  contactLink: { label: string; href: string };
  positionsLink: { label: string; href: string };
  joinLink: { label: string; href: string };
}) {
  return (
    <section aria-labelledby="work-with-us-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
      <div className="rounded-xl border border-border bg-highlight/60 px-6 py-10 sm:px-10 md:py-12">
        <h2 id="work-with-us-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-[62ch] text-lg text-foreground">{body}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={contactLink.href}>{contactLink.label}</Link>
          </Button>
          {/* A long label wraps on narrow phones instead of overflowing the flex row. */}
          <Button asChild size="lg" variant="outline" className="max-w-full">
            <a href={positionsLink.href}>
              <Icon name="mail" />
              {positionsLink.label}
            </a>
          </Button>
        </div>
        <ArrowLink link={joinLink} className="mt-4" />
      </div>
    </section>
  );
}
