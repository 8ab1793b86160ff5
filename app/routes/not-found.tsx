/**
 * Catch-all route: any path no other route matches. Pre-rendered as /404 and moved to 404.html at
 * build, which static hosts and the server answer with HTTP 404 for any unknown path, an unknown
 * article or pattern included. That page does not hydrate (ADR 033), so it logs the attempted path
 * with an inline script; a client-side navigation here logs it from the effect.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { notFoundPage } from "#app/content/pages/not-found.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { notFoundLogScript, notFoundMessage } from "#app/lib/not-found-log.ts";
import { documentTitle } from "#app/lib/seo.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: documentTitle(notFoundPage.meta.title) },
  { name: "description", content: notFoundPage.meta.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();

  useEffect(() => {
    console.error(notFoundMessage(pathname));
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start px-4 py-20 sm:px-6 md:py-28">
      {/* Only in the pre-rendered page: a script React renders in the browser never runs. */}
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: notFoundLogScript }} />}
      <p aria-hidden="true" className="font-heading text-7xl font-semibold text-primary sm:text-8xl">
        {notFoundPage.code}
      </p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">
        <span className="sr-only">{notFoundPage.code}: </span>
        {notFoundPage.title}
      </h1>
      <p className="mt-4 max-w-[60ch] text-lg text-muted-foreground">{notFoundPage.body}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{notFoundPage.homeLabel}</Link>
      </Button>
      <h2 className="mt-12 text-xl font-semibold">{notFoundPage.suggestionsTitle}</h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
        {notFoundPage.suggestions.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="inline-flex min-h-11 items-center font-medium">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
