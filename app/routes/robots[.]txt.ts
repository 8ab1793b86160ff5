import { buildRobots } from "~/lib/feeds";
import { absoluteUrl } from "~/lib/seo";

export function loader() {
  return new Response(buildRobots(absoluteUrl("/sitemap.xml")), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
