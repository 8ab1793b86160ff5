import { ArrowLink } from "#app/components/shared/arrow-link.tsx";
import { OnThisPage } from "#app/components/about/on-this-page.tsx";
import { Prose } from "#app/components/about/prose.tsx";
import { CallToActionBanner } from "#app/components/sections/call-to-action-banner.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { TeamSummary } from "#app/components/team/team-summary.tsx";
import { SplitSummary } from "#app/components/about/split-summary.tsx";
import { aboutPage } from "#app/content/pages/about.ts";
import { ourApproachPage } from "#app/content/pages/our-approach.ts";
import { partnershipProjects } from "#app/content/partnerships.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteTeam } from "#app/site.config.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { withInlinePortraits } from "#app/lib/team-portraits.server.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...aboutPage.meta, location });

/*
 * The two summaries need only titles from other pages' content, so they are taken at build time: importing
 * those modules would ship both pages' full text in this page's scripts (ADR 005).
 */
export function loader() {
  return {
    principles: ourApproachPage.principles.cards.map((card) => ({ title: card.title })),
    programs: partnershipProjects.map((project) => ({ title: project.title, detail: project.partnerType })),
    // The team's profiles likewise: the site config would otherwise ship them in every page's scripts.
    team: withInlinePortraits(siteTeam),
  };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { hero, mission, approach, partnerships, team, onThisPage, closing } = aboutPage;
  const sections = [mission, approach, partnerships, team];
  return (
    <>
      <PageHero hero={hero} />
      <OnThisPage
        label={onThisPage}
        links={sections.map((section) => ({
          id: section.id,
          label: section.header.eyebrow ?? section.header.title,
        }))}
      />
      <Section hydrate={false} id={mission.id} header={mission.header}>
        <Prose paragraphs={mission.paragraphs} />
        <ArrowLink link={mission.link} className="mt-4" />
      </Section>
      <Section hydrate={false} id={approach.id} header={approach.header} tone="muted">
        <SplitSummary asideTitle={approach.asideTitle} items={loaderData.principles}>
          <Prose paragraphs={[approach.body]} />
          <ArrowLink link={approach.link} className="mt-4" />
        </SplitSummary>
      </Section>
      <Section hydrate={false} id={partnerships.id} header={partnerships.header}>
        <SplitSummary asideTitle={partnerships.asideTitle} items={loaderData.programs}>
          <Prose paragraphs={[partnerships.body]} />
          <ArrowLink link={partnerships.link} className="mt-4" />
        </SplitSummary>
      </Section>
      <Section hydrate={false} id={team.id} header={team.header} tone="muted">
        <TeamSummary members={loaderData.team} sampleLabel={team.sampleLabel} />
        <ArrowLink link={team.link} className="mt-4" />
      </Section>
      <CallToActionBanner cta={closing} />
    </>
  );
}
