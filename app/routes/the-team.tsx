import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { TeamMemberCard } from "#app/components/team/team-member-card.tsx";
import { WorkWithUs } from "#app/components/team/work-with-us.tsx";
import { theTeamPage } from "#app/content/pages/the-team.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { joinPath, siteConfig, siteTeam } from "#app/site.config.ts";
import { withInlinePortraits } from "#app/lib/team-portraits.server.ts";
import type { Route } from "./+types/the-team";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...theTeamPage.meta, location });

/** Build time: the profiles travel as this page's data, not in the site config every page's scripts carry. */
export function loader() {
  return { team: withInlinePortraits(siteTeam) };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export default function TheTeamRoute({ loaderData }: Route.ComponentProps) {
  const { hero, teamHeader, workWithUs, sampleLabel, sampleNote } = theTeamPage;
  const { team } = loaderData;
  const anySample = team.some((member) => member.sample);
  return (
    <>
      <PageHero hero={hero} />
      <Section hydrate={false} layout="stacked" header={teamHeader}>
        {anySample ? (
          <p className="mb-8 max-w-[65ch] rounded-md border-l-4 border-highlight-foreground bg-highlight px-4 py-3 text-highlight-foreground forced-colors:border forced-colors:border-l-4">
            {sampleNote}
          </p>
        ) : null}
        <ul className="grid list-none gap-6 p-0 lg:grid-cols-2">
          {team.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} sampleLabel={sampleLabel} />
            </li>
          ))}
        </ul>
      </Section>
      <WorkWithUs
        title={workWithUs.title}
        body={workWithUs.body}
        contactLink={{ label: workWithUs.contactLabel, href: "/contact" }}
        positionsLink={{
          label: workWithUs.positionsLabel,
          href: mailtoHref(siteConfig.email, { subject: workWithUs.positionsSubject }),
        }}
        joinLink={{ label: workWithUs.joinLabel, href: joinPath }}
      />
    </>
  );
}
