import { buildRobots } from "#app/lib/feeds.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

export function loader() {
  return new Response(buildRobots(absoluteUrl("/sitemap.xml")), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
