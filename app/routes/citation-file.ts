import { data } from "react-router";
import { patternCitation, postCitation, recordCitation } from "~/content/citations.server";
import { bibtexCitation, risCitation, toCrlf } from "~/lib/cite-formats";
import type { Route } from "./+types/citation-file";

/**
 * Pre-rendered at build beside each article and pattern page (routes.ts lists one route per file):
 * /blog/<slug>.bib and .ris, /patterns/<slug>.bib and .ris, /enforcement/<id>.bib and .ris, the same citation the page shows. They are
 * files, not pages, so the sitemap leaves them out. The static server sends their types
 * (scripts/pipeline/headers/headers.ts); the Content-Type here is what the pre-render records.
 */
export function loader({ url }: Route.LoaderArgs) {
  const match = /^\/(blog|patterns|enforcement)\/([a-z0-9-]+)\.(bib|ris)$/.exec(url.pathname);
  const [, section, slug = "", format] = match ?? [];
  const source =
    section === "blog"
      ? postCitation(slug)
      : section === "patterns"
        ? patternCitation(slug)
        : recordCitation(slug);
  if (!source) throw data(null, { status: 404 });
  return format === "bib"
    ? new Response(`${bibtexCitation(source)}\n`, {
        headers: { "Content-Type": "application/x-bibtex; charset=utf-8" },
      })
    : new Response(toCrlf(risCitation(source)), {
        headers: { "Content-Type": "application/x-research-info-systems; charset=utf-8" },
      });
}
