import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SourceList } from "#app/components/shared/source-list.tsx";
import { guide } from "#app/content/guide.ts";
import { guideReferencesPage } from "#app/content/pages/guide-references.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/guide-references";

/** Build time only: the guide's references (content/guide.ts, the PDF's), as loader data (ADR 017). */
export function loader() {
  const { intro, references } = guide.chapters.references;
  return {
    intro,
    references: references.map(({ authors, year, title, source, url }) => ({
      id: url ?? title,
      authors,
      year,
      title,
      source,
      url,
    })),
  };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...guideReferencesPage.meta, location });

export default function GuideReferencesRoute({ loaderData }: Route.ComponentProps) {
  const page = guideReferencesPage;
  return (
    <>
      <PageHero hero={page.hero}>
        <Link to="/guide" className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
          <Icon name="arrow-left" className="size-4" />
          {page.back}
        </Link>
      </PageHero>
      <SourceList
        references={loaderData.references}
        text={{ title: page.listTitle, lead: loaderData.intro }}
      />
    </>
  );
}
