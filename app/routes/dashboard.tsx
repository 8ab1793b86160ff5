import { PageHero } from "~/components/sections/page-hero";
import { dashboardPage } from "~/content/pages/dashboard";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta({ ...dashboardPage.meta, path: "/dashboard" });

export default function DashboardRoute() {
  return <PageHero hero={dashboardPage.hero} />;
}
