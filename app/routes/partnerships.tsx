import { PageHero } from "~/components/sections/page-hero";
import { partnershipsPage } from "~/content/pages/partnerships";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/partnerships";

export const meta: Route.MetaFunction = () => pageMeta({ ...partnershipsPage.meta, path: "/partnerships" });

export default function PartnershipsRoute() {
  return <PageHero hero={partnershipsPage.hero} />;
}
