import { PageHero } from "~/components/sections/page-hero";
import { whatIsDigitalInfluencePage } from "~/content/pages/what-is-digital-influence";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/what-is-digital-influence";

export const meta: Route.MetaFunction = () => pageMeta({ ...whatIsDigitalInfluencePage.meta, path: "/what-is-digital-influence" });

export default function WhatIsDigitalInfluenceRoute() {
  return <PageHero hero={whatIsDigitalInfluencePage.hero} />;
}
