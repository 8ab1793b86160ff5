import { PageHero } from "~/components/sections/page-hero";
import { aboutPage } from "~/content/pages/about";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => pageMeta({ ...aboutPage.meta, path: "/about" });

export default function AboutRoute() {
  return <PageHero hero={aboutPage.hero} />;
}
