import { useSearchParams } from "react-router";
import { Section } from "#app/components/sections/section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { AllPagesList, type ListedPage } from "#app/components/search/all-pages-list.tsx";
import { getSearchDocuments } from "#app/data/search-documents.server.ts";
import { SearchResultsPage } from "#app/components/search/search-results-page.tsx";
import { searchPage } from "#app/content/pages/search.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { dataOrDocument, revalidateOnNewPath } from "#app/lib/data-or-document.ts";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...searchPage.meta, location });

/**
 * Build time: the list of every page, from the same documents the search index holds; parts of a page
 * that search finds at their anchor (the guide's chapters) are not pages of their own.
 */
export function loader() {
  const pages: ListedPage[] = getSearchDocuments().flatMap(({ url, title, type }) =>
    (type === "page" || type === "pattern" || type === "article") && !url.includes("#")
      ? [{ url, title, type }]
      : [],
  );
  return { pages };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const shouldRevalidate = revalidateOnNewPath;

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  // The pre-rendered page has no query; the browser's address is read once hydrated.
  const hydrated = useHydrated();
  const query = hydrated ? (params.get("q") ?? "") : "";
  return (
    <>
      <PageHero hero={searchPage.hero} />
      <Section id="results">
        <SearchResultsPage
          copy={searchPage}
          query={query}
          hydrated={hydrated}
          onQueryChange={(next) =>
            setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true })
          }
        />
      </Section>
      <Section id="all-pages-section" tone="muted">
        <AllPagesList copy={searchPage} pages={loaderData.pages} />
      </Section>
    </>
  );
}
