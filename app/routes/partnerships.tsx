import { PartnershipProjectCard } from "~/components/about/partnership-project-card";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { CardGrid } from "~/components/sections/card-grid";
import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { partnershipsPage } from "~/content/pages/partnerships";
import { collaborationTypes, partnershipProjects } from "~/content/partnerships";
import { pageMeta } from "~/lib/seo";
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
