import { GlossaryExplorer } from "~/components/glossary/glossary-explorer";
import { PageHero } from "~/components/sections/page-hero";
import { glossaryTerms } from "~/content/glossary";
import { glossaryPage } from "~/content/pages/glossary";
import { absoluteUrl, jsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/glossary";

export const meta: Route.MetaFunction = () => {
  const url = absoluteUrl("/glossary");
  return [
    ...pageMeta({ ...glossaryPage.meta, path: "/glossary" }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "DefinedTermSet",
      "@id": url,
      name: glossaryPage.termSetName,
      description: glossaryPage.meta.description,
      url,
      hasDefinedTerm: glossaryTerms.map((entry) => ({
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

export default function GlossaryRoute() {
  return (
    <>
      <PageHero hero={glossaryPage.hero} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
        <GlossaryExplorer terms={glossaryTerms} text={glossaryPage} />
      </div>
    </>
  );
}
