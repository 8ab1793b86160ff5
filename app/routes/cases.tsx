import { ContentCardGrid } from "#app/components/sections/content-card-grid.tsx";
import { CaseCard } from "#app/components/cases/case-card.tsx";
import { CallToActionBanner } from "#app/components/sections/call-to-action-banner.tsx";
import { CardGrid } from "#app/components/sections/card-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { caseExamples } from "#app/content/cases.ts";
import { casesPage } from "#app/content/pages/cases.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/cases";
import { caseActions } from "#app/data/enforcement-data.server.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { Link } from "#app/components/ui/link.tsx";

/**
 * Build time: the cases, as route data rather than in the route's script (as the glossary's terms), and
 * each card's real actions from the enforcement record (/enforcement).
 */
export function loader() {
  return { items: caseExamples, actions: caseActions(caseExamples) };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...casesPage.meta, location });

export default function CasesRoute({ loaderData }: Route.ComponentProps) {
  const { hero, casesHeader, illustrativeNote, enforcement, cardLabels, lessons, links, next } = casesPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section hydrate={false} header={casesHeader}>
        <div className="-mt-4 mb-8 max-w-[65ch] border-l-4 border-highlight pl-4 text-[0.9375rem] text-muted-foreground">
          <p>{illustrativeNote}</p>
          <p className="mt-2">
            {enforcement.lead}{" "}
            <Link
              to={enforcement.link.href}
              className="font-semibold text-primary underline decoration-1 hover:decoration-2"
            >
              {enforcement.link.label}
            </Link>
            .
          </p>
        </div>
        <CardGrid columns={2}>
          {loaderData.items.map((item) => (
            <li key={item.id} id={item.id}>
              <CaseCard item={item} labels={cardLabels} actions={loaderData.actions[item.id] ?? []} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section hydrate={false} header={lessons.header} tone="muted">
        <ContentCardGrid columns={2} cards={lessons.cards} />
      </Section>
      <CallToActionBanner cta={{ ...next, primary: links.dashboard, secondary: links.tools }} />
    </>
  );
}
