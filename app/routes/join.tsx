import { PageHero } from "~/components/sections/page-hero";
import { joinPage } from "~/content/pages/join";
import { pageMeta } from "~/lib/seo";
import { joinPath } from "~/site.config";
import type { Route } from "./+types/join";

export const meta: Route.MetaFunction = () => pageMeta({ ...joinPage.meta, path: joinPath });

export default function JoinRoute() {
  return <PageHero hero={joinPage.hero} />;
}
