import { PageHero } from "~/components/sections/page-hero";
import { glossaryPage } from "~/content/pages/glossary";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/glossary";

export const meta: Route.MetaFunction = () => pageMeta({ ...glossaryPage.meta, path: "/glossary" });

export default function GlossaryRoute() {
  return <PageHero hero={glossaryPage.hero} />;
}
