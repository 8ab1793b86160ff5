import { ContentCardGrid } from "~/components/sections/content-card-grid";
import { JobCard } from "~/components/join/job-card";
import { CardGrid } from "~/components/sections/card-grid";
import { ContentCard } from "~/components/sections/content-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { jobs } from "~/content/jobs";
import { joinPage } from "~/content/pages/join";
import type { Card } from "~/content/schemas";
import { mailtoHref } from "~/lib/mailto";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";
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
      <Section id="why-join" header={whyJoin.header}>
        <ContentCardGrid columns={2} cards={whyJoin.cards} />
      </Section>
      <Section id="ways-to-contribute" header={waysToContribute.header} tone="muted">
        <ContentCardGrid columns={4} cards={waysToContribute.cards} />
      </Section>
      <Section id={opportunities.id} header={opportunities.header}>
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
      <Section id={volunteer.id} header={volunteer.header} tone="muted">
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
      <Section id="ready-to-join" header={readyToJoin.header}>
        <CardGrid columns={2}>
          <li>
            <ContentCard card={mailCard(readyToJoin.careers)} />
          </li>
          <li>
            <ContentCard card={mailCard(readyToJoin.volunteer)} />
          </li>
        </CardGrid>
      </Section>
      <Section id="what-we-look-for" header={lookFor.header} tone="muted">
        <ContentCardGrid columns={3} cards={lookFor.cards} />
      </Section>
    </>
  );
}
