import { ArrowLink } from "~/components/shared/arrow-link";
import { OnThisPage } from "~/components/about/on-this-page";
import { Prose } from "~/components/about/prose";
import { CallToActionBanner } from "~/components/sections/call-to-action-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TeamSummary } from "~/components/team/team-summary";
import { SplitSummary } from "~/components/about/split-summary";
import { aboutPage } from "~/content/pages/about";
import { ourApproachPage } from "~/content/pages/our-approach";
import { partnershipProjects } from "~/content/partnerships";
import { pageMeta } from "~/lib/seo";
import { siteTeam } from "~/site.config";
import { dataOrDocument } from "~/lib/data-or-document";
import { withInlinePortraits } from "~/lib/team-portraits.server";
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
      <Section id={mission.id} header={mission.header}>
        <Prose paragraphs={mission.paragraphs} />
        <ArrowLink link={mission.link} className="mt-4" />
      </Section>
      <Section id={approach.id} header={approach.header} tone="muted">
        <SplitSummary asideTitle={approach.asideTitle} items={loaderData.principles}>
          <Prose paragraphs={[approach.body]} />
          <ArrowLink link={approach.link} className="mt-4" />
        </SplitSummary>
      </Section>
      <Section id={partnerships.id} header={partnerships.header}>
        <SplitSummary asideTitle={partnerships.asideTitle} items={loaderData.programs}>
          <Prose paragraphs={[partnerships.body]} />
          <ArrowLink link={partnerships.link} className="mt-4" />
        </SplitSummary>
      </Section>
      <Section id={team.id} header={team.header} tone="muted">
        <TeamSummary members={loaderData.team} sampleLabel={team.sampleLabel} />
        <ArrowLink link={team.link} className="mt-4" />
      </Section>
      <CallToActionBanner cta={closing} />
    </>
  );
}
