import { PageHero } from "~/components/sections/page-hero";
import { understandingPage } from "~/content/pages/understanding";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/understanding";

export const meta: Route.MetaFunction = () => pageMeta({ ...understandingPage.meta, path: "/understanding" });

export default function UnderstandingRoute() {
  return <PageHero hero={understandingPage.hero} />;
}
