import { AccuracyTable } from "#app/components/check/accuracy-table.tsx";
import { CannotSeeList } from "#app/components/check/cannot-see-list.tsx";
import { CheckTool } from "#app/components/check/check-tool.tsx";
import { ExtensionDownload } from "#app/components/check/extension-download.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { checkPageData } from "#app/data/check-page.server.ts";
import { extensionSiteText } from "#app/content/extension.ts";
import { checkPage } from "#app/content/pages/check.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/check";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...checkPage.meta, location });

/**
 * Build time only: the library's name for each pattern the checker can name, and its measured accuracy.
 * The checker itself is not here: the page fetches it when the visitor first uses the tool
 * (hooks/use-checker.ts), so no other page, and no visitor who only reads, loads it.
 */
export function loader() {
  return checkPageData();
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export default function CheckRoute({ loaderData }: Route.ComponentProps) {
  const { names, accuracy } = loaderData;
  const { cannotSee } = checkPage;
  return (
    <>
      <PageHero hero={checkPage.hero} />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-12">
        <CheckTool text={checkPage} names={names} cannotSee={cannotSee.items} />
      </div>
      <Section id="cannot-see" header={cannotSee.header} tone="muted">
        {/* The same list for every visitor: React leaves the pre-rendered part alone. */}
        <StaticPart>
          <CannotSeeList items={cannotSee.items} className="max-w-[68ch] text-lg" />
        </StaticPart>
      </Section>
      <Section id="accuracy" header={checkPage.accuracy.header}>
        <AccuracyTable accuracy={accuracy} text={checkPage.accuracy} />
      </Section>
      <ExtensionDownload text={extensionSiteText} />
    </>
  );
}
