import { PageHero } from "~/components/sections/page-hero";
import { theTeamPage } from "~/content/pages/the-team";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/the-team";

export const meta: Route.MetaFunction = () => pageMeta({ ...theTeamPage.meta, path: "/the-team" });

export default function TheTeamRoute() {
  return <PageHero hero={theTeamPage.hero} />;
}
