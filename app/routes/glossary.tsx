import { GlossaryExplorer } from "#app/components/glossary/glossary-explorer.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { TaxonomyPointer } from "#app/components/taxonomy/taxonomy-pointer.tsx";
import { glossaryTerms } from "#app/content/glossary.ts";
import { glossaryPage } from "#app/content/pages/glossary.ts";
import { dataOrDocument, revalidateOnNewPath } from "#app/lib/data-or-document.ts";
import { pagePath } from "#app/lib/page-path.ts";
import { absoluteUrl, jsonLd, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/glossary";

/* The terms travel as route data rather than in the route's script, as the pattern pages' labels do. */
export function loader() {
  return { terms: glossaryTerms };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const shouldRevalidate = revalidateOnNewPath;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const url = absoluteUrl(pagePath(location.pathname));
  return [
    ...pageMeta({ ...glossaryPage.meta, location }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "DefinedTermSet",
      "@id": url,
      name: glossaryPage.termSetName,
      description: glossaryPage.meta.description,
      url,
      hasDefinedTerm: (loaderData?.terms ?? []).map((entry) => ({
        "@type": "DefinedTerm",
        "@id": `${url}#${entry.id}`,
        url: `${url}#${entry.id}`,
        name: entry.term,
        description: entry.definition,
        inDefinedTermSet: url,
      })),
    }),
  ];
};

export default function GlossaryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={glossaryPage.hero} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
        <GlossaryExplorer terms={loaderData.terms} text={glossaryPage} />
        <TaxonomyPointer pointer={glossaryPage.taxonomy} className="mt-10" />
      </div>
    </>
  );
}
