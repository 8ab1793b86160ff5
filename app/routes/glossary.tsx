import { GlossaryExplorer } from "~/components/glossary/glossary-explorer";
import { PageHero } from "~/components/sections/page-hero";
import { TaxonomyPointer } from "~/components/taxonomy/taxonomy-pointer";
import { glossaryTerms } from "~/content/glossary";
import { glossaryPage } from "~/content/pages/glossary";
import { dataOrDocument, revalidateOnNewPath } from "~/lib/data-or-document";
import { pagePath } from "~/lib/page-path";
import { absoluteUrl, jsonLd, pageMeta } from "~/lib/seo";
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
