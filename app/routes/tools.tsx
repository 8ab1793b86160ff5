import { PageHero } from "~/components/sections/page-hero";
import { toolsPage } from "~/content/pages/tools";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tools";

export const meta: Route.MetaFunction = () => pageMeta({ ...toolsPage.meta, path: "/tools" });

export default function ToolsRoute() {
  return <PageHero hero={toolsPage.hero} />;
}
