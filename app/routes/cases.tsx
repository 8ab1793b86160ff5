import { PageHero } from "~/components/sections/page-hero";
import { casesPage } from "~/content/pages/cases";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/cases";

export const meta: Route.MetaFunction = () => pageMeta({ ...casesPage.meta, path: "/cases" });

export default function CasesRoute() {
  return <PageHero hero={casesPage.hero} />;
}
