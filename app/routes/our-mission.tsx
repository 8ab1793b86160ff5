import { PageHero } from "~/components/sections/page-hero";
import { ourMissionPage } from "~/content/pages/our-mission";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/our-mission";

export const meta: Route.MetaFunction = () => pageMeta({ ...ourMissionPage.meta, path: "/our-mission" });

export default function OurMissionRoute() {
  return <PageHero hero={ourMissionPage.hero} />;
}
