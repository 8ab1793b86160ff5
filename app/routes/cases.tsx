import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { CaseCard } from "~/components/cases/case-card";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { CardGrid } from "~/components/sections/card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { caseExamples } from "~/content/cases";
import { casesPage } from "~/content/pages/cases";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/cases";
import { PageFamily } from "~/components/sections/page-family";

export const meta: Route.MetaFunction = () => pageMeta({ ...casesPage.meta, path: "/cases" });

export default function CasesRoute() {
  const { hero, casesHeader, illustrativeNote, cardLabels, lessons, links, next } = casesPage;
  return (
    <PageFamily family="index">
      <PageHero hero={hero} />
      <Section header={casesHeader}>
        <p className="-mt-4 mb-8 max-w-[65ch] border-l-4 border-highlight pl-4 text-[0.9375rem] text-muted-foreground">
          {illustrativeNote}
        </p>
        <CardGrid columns={2}>
          {caseExamples.map((item) => (
            <li key={item.id} id={item.id}>
              <CaseCard item={item} labels={cardLabels} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section header={lessons.header} tone="muted">
        <ContentCardGrid columns={2} cards={lessons.cards} />
      </Section>
      <CallToActionBanner cta={{ ...next, primary: links.dashboard, secondary: links.tools }} />
    </PageFamily>
  );
}
