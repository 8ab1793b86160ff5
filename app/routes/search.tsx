import { useSearchParams } from "react-router";
import { Section } from "~/components/sections/section";
import { PageHero } from "~/components/sections/page-hero";
import { AllPagesList, type ListedPage } from "~/components/search/all-pages-list";
import { getSearchDocuments } from "~/data/search-documents.server";
import { SearchResultsPage } from "~/components/search/search-results-page";
import { searchPage } from "~/content/pages/search";
import { useHydrated } from "~/hooks/use-hydrated";
import { pageMeta } from "~/lib/seo";
import { dataOrDocument, revalidateOnNewPath } from "~/lib/data-or-document";
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
