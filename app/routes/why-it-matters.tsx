import { PageHero } from "~/components/sections/page-hero";
import { whyItMattersPage } from "~/content/pages/why-it-matters";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/why-it-matters";

export const meta: Route.MetaFunction = () => pageMeta({ ...whyItMattersPage.meta, path: "/why-it-matters" });

export default function WhyItMattersRoute() {
  return <PageHero hero={whyItMattersPage.hero} />;
}
