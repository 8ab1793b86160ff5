import { Link } from "#app/components/ui/link.tsx";
import { staleChecks, updateEntries } from "#app/data/updates-data.server.ts";
import { UpdatesList } from "#app/components/updates/updates-list.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { updatesPage } from "#app/content/pages/updates.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/updates";

/** Build time: every change, newest first; and a warning in the build's output for anything overdue a check. */
export function loader() {
  for (const warning of staleChecks(new Date().toISOString().slice(0, 10)))
    console.warn(`\x1b[33m[content] not checked in 180 days: ${warning}\x1b[0m`);
  // A new record's entry is its title and link: its summary is on its own page (and in the feed), and the
  // page's hydration data would otherwise carry every record's summary again.
  const entries = updateEntries().map((entry) => (entry.kind === "record" ? { ...entry, text: "" } : entry));
  return { entries, kinds: updatesPage.kinds, empty: updatesPage.empty };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...updatesPage.meta, location });

export default function UpdatesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={updatesPage.hero}>
        <Link reloadDocument to="/updates.xml" className="inline-flex min-h-11 items-center font-semibold">
          {updatesPage.feedLink}
        </Link>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <UpdatesList entries={loaderData.entries} kinds={loaderData.kinds} empty={loaderData.empty} />
      </div>
    </>
  );
}
