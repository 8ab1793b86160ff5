import { PageHero } from "~/components/sections/page-hero";
import { ourApproachPage } from "~/content/pages/our-approach";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/our-approach";

export const meta: Route.MetaFunction = () => pageMeta({ ...ourApproachPage.meta, path: "/our-approach" });

export default function OurApproachRoute() {
  return <PageHero hero={ourApproachPage.hero} />;
}
