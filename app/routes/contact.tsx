import { CommunityCard } from "~/components/contact/community-card";
import { FaqList } from "~/components/contact/faq-list";
import { CardGrid } from "~/components/sections/card-grid";
import { ContentCard } from "~/components/sections/content-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { faqs } from "~/content/faq";
import { contactPage } from "~/content/pages/contact";
import { mailtoHref } from "~/lib/mailto";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";
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
