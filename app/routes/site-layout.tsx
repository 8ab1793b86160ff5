import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { usePagePath } from "#app/hooks/use-page-path.ts";
import { HydrationMark } from "#app/components/layout/hydration-mark.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { Notifications } from "#app/components/layout/notifications.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { PageFamily } from "#app/components/sections/page-family.tsx";
import { pageFamilies } from "#app/site-pages.ts";
import { clientNavigationTarget } from "#app/lib/link-navigation.ts";

/**
 * The shared frame. Scrolling is React Router's ScrollRestoration (top on a
 * new path, the target on a hash, the old position on back/forward); this
 * layout adds the focus move, so that after a client-side navigation keyboard
 * and screen-reader users start at the new page's heading.
 */
export default function SiteLayout() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const pathname = usePagePath();
  const firstRender = useRef(true);
  // A page with a sign-up form of its own says so in its route `handle`, and the footer leaves its form out.
  const hasOwnSubscribeForm = useMatches().some(
    (match) => (match.handle as { ownSubscribeForm?: boolean } | undefined)?.ownSubscribeForm === true,
  );

  // The site's links are plain anchors (components/ui/link.tsx); this one listener makes a click on any
  // of them a client-side navigation. It listens on the document after React's own listener, so a
  // component that prevents a click's default has done so by then.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = clientNavigationTarget(event, window.location);
      if (to === null) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      {/*
        Suspense boundaries split hydration: React hydrates the header first, then the page, then the
        footer, each committed in a task of its own instead of one long commit of the whole page on a
        slow phone (ADR 006). They never show a fallback: route modules load before a route renders.
      */}
      <Suspense>
        <main id="main" tabIndex={-1} className="flex-1 pt-header outline-none">
          <PageFamily family={pageFamilies[pathname] ?? "explainer"}>
            {/*
              Keyed by path: one route serves a whole family (every pattern, routes.ts), and the next
              pattern is a new page, so it starts afresh (screen shown, open panels) as a document would.
            */}
            <Outlet key={pathname} />
          </PageFamily>
        </main>
        <Suspense>
          <SiteFooter subscribe={!hasOwnSubscribeForm} />
          <HydrationMark />
        </Suspense>
      </Suspense>
      <Notifications />
    </div>
  );
}
