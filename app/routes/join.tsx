import { ContentCardGrid } from "#app/components/sections/content-card-grid.tsx";
import { JobCard } from "#app/components/join/job-card.tsx";
import { CardGrid } from "#app/components/sections/card-grid.tsx";
import { ContentCard } from "#app/components/sections/content-card.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { jobs } from "#app/content/jobs.ts";
import { joinPage } from "#app/content/pages/join.ts";
import type { Card } from "#app/content/schemas.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteConfig } from "#app/site.config.ts";
import type { Route } from "./+types/join";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...joinPage.meta, location });

type MailCardContent = typeof joinPage.readyToJoin.careers;

/** A content card that ends in an e-mail to the organisation with the card's subject line. */
function mailCard({ linkLabel, subject, ...card }: MailCardContent): Card {
  return { ...card, link: { label: linkLabel, href: mailtoHref(siteConfig.email, { subject }) } };
}

export default function JoinRoute() {
  const { hero, heroActions, whyJoin, waysToContribute, opportunities, volunteer, readyToJoin, lookFor } =
    joinPage;
  return (
    <>
      <PageHero hero={hero}>
        <Button asChild size="lg">
          <a href={`#${opportunities.id}`}>{heroActions.opportunities}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={`#${volunteer.id}`}>{heroActions.volunteer}</a>
        </Button>
      </PageHero>
      <Section hydrate={false} id="why-join" header={whyJoin.header}>
        <ContentCardGrid columns={2} cards={whyJoin.cards} />
      </Section>
      <Section hydrate={false} id="ways-to-contribute" header={waysToContribute.header} tone="muted">
        <ContentCardGrid columns={4} cards={waysToContribute.cards} />
      </Section>
      <Section hydrate={false} id={opportunities.id} header={opportunities.header}>
        <ul className="flex list-none flex-col gap-5 p-0">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                labels={opportunities}
                applyHref={mailtoHref(siteConfig.email, { subject: job.title })}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section hydrate={false} id={volunteer.id} header={volunteer.header} tone="muted">
        <CardGrid columns={2}>
          <li>
            <ContentCard
              card={{
                ...volunteer.openSource,
                link: { label: volunteer.openSource.linkLabel, href: siteConfig.githubUrl },
              }}
            />
          </li>
          <li>
            <ContentCard card={mailCard(volunteer.educators)} />
          </li>
        </CardGrid>
      </Section>
      <Section hydrate={false} id="ready-to-join" header={readyToJoin.header}>
        <CardGrid columns={2}>
          <li>
            <ContentCard card={mailCard(readyToJoin.careers)} />
          </li>
          <li>
            <ContentCard card={mailCard(readyToJoin.volunteer)} />
          </li>
        </CardGrid>
      </Section>
      <Section hydrate={false} id="what-we-look-for" header={lookFor.header} tone="muted">
        <ContentCardGrid columns={3} cards={lookFor.cards} />
      </Section>
    </>
  );
}
