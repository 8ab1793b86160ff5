import { data } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { staleChecks, updateEntries } from "#app/data/updates-data.server.ts";
import { UpdatesList } from "#app/components/updates/updates-list.tsx";
import { UpdatesPages } from "#app/components/updates/updates-pages.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { updatesPage } from "#app/content/pages/updates.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pagePath } from "#app/lib/page-path.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { updatesPageCount, updatesPageNumber, updatesPerPage } from "#app/lib/updates-pages.ts";
import type { Route } from "./+types/updates";

/**
 * Build time: /updates, the newest changes, and the older ones a page at a time (/updates/page/2 …, a
 * dynamic route of its own in routes.ts); and a warning in the build's output for anything overdue a check.
 */
export function loader({ url }: Route.LoaderArgs) {
  const all = updateEntries();
  const pages = updatesPageCount(all.length);
  const page = updatesPageNumber(/^\/updates\/page\/([^/]+)$/.exec(pagePath(url.pathname))?.[1], pages);
  if (page === null) throw data(null, { status: 404 });
  if (page === 1)
    for (const warning of staleChecks(new Date().toISOString().slice(0, 10)))
      console.warn(`\x1b[33m[content] not checked in 180 days: ${warning}\x1b[0m`);
  // A new record's entry is its title and link: its summary is on its own page (and in the feed), and the
  // page's hydration data would otherwise carry every record's summary again.
  const entries = all
    .slice((page - 1) * updatesPerPage, page * updatesPerPage)
    .map((entry) => (entry.kind === "record" ? { ...entry, text: "" } : entry));
  return { entries, page, pages, kinds: updatesPage.kinds, empty: updatesPage.empty };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData || loaderData.page === 1) return pageMeta({ ...updatesPage.meta, location });
  const values = { page: loaderData.page, pages: loaderData.pages };
  return pageMeta({
    title: fillTemplate(updatesPage.pageTitle, values),
    description: fillTemplate(updatesPage.pageDescription, values),
    location,
  });
};

export default function UpdatesRoute({ loaderData }: Route.ComponentProps) {
  const { entries, page, pages, kinds, empty } = loaderData;
  const hero =
    page === 1
      ? updatesPage.hero
      : { ...updatesPage.hero, title: fillTemplate(updatesPage.pageTitle, { page, pages }) };
  return (
    <>
      <PageHero hero={hero}>
        <Link reloadDocument to="/updates.xml" className="inline-flex min-h-11 items-center font-semibold">
          {updatesPage.feedLink}
        </Link>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <UpdatesList entries={entries} kinds={kinds} empty={empty} />
        <UpdatesPages page={page} pages={pages} text={updatesPage.pages} />
      </div>
    </>
  );
}
