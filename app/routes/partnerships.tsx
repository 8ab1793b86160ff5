import { PartnershipProjectCard } from "#app/components/about/partnership-project-card.tsx";
import { CallToActionBanner } from "#app/components/sections/call-to-action-banner.tsx";
import { CardGrid } from "#app/components/sections/card-grid.tsx";
import { ContentCardGrid } from "#app/components/sections/content-card-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { partnershipsPage } from "#app/content/pages/partnerships.ts";
import { collaborationTypes, partnershipProjects } from "#app/content/partnerships.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/partnerships";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...partnershipsPage.meta, location });

export default function PartnershipsRoute() {
  const { hero, projectsHeader, projectLabels, collaborationHeader, closing } = partnershipsPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section id="projects" header={projectsHeader}>
        <CardGrid columns={2} className="gap-10!">
          {partnershipProjects.map((project) => (
            <li key={project.title}>
              <PartnershipProjectCard project={project} labels={projectLabels} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section id="collaboration" header={collaborationHeader} tone="muted">
        <ContentCardGrid cards={collaborationTypes} />
      </Section>
      <CallToActionBanner cta={closing} />
    </>
  );
}
