import { CommunityCard } from "#app/components/contact/community-card.tsx";
import { FaqList } from "#app/components/contact/faq-list.tsx";
import { CardGrid } from "#app/components/sections/card-grid.tsx";
import { ContentCard } from "#app/components/sections/content-card.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { faqs } from "#app/content/faq.ts";
import { contactPage } from "#app/content/pages/contact.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteConfig } from "#app/site.config.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...contactPage.meta, location });

export default function ContactRoute() {
  const { hero, cardsHeader, cards, faqHeader } = contactPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section layout="stacked" id="get-in-touch" header={cardsHeader}>
        <CardGrid columns={3}>
          <li>
            <ContentCard
              card={{
                ...cards.email,
                link: { label: siteConfig.email, href: mailtoHref(siteConfig.email) },
              }}
            />
          </li>
          <li>
            <ContentCard
              card={{
                icon: cards.social.icon,
                title: cards.social.title,
                body: cards.social.body,
                link: { label: cards.social.linkLabel, href: siteConfig.linkedinUrl },
              }}
            />
          </li>
          {/* Three cards: the third spans the row while the grid has two columns (tablets). */}
          <li className="md:col-span-2 lg:col-span-1">
            <CommunityCard {...cards.community} communityUrl={siteConfig.communityUrl} />
          </li>
        </CardGrid>
      </Section>
      <Section id="faq" header={faqHeader} tone="muted">
        <FaqList faqs={faqs} />
      </Section>
    </>
  );
}
