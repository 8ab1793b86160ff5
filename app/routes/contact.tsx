import { PageHero } from "~/components/sections/page-hero";
import { contactPage } from "~/content/pages/contact";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageMeta({ ...contactPage.meta, path: "/contact" });

export default function ContactRoute() {
  return <PageHero hero={contactPage.hero} />;
}
