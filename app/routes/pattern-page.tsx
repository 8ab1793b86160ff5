import { data } from "react-router";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { CiteThis } from "#app/components/cite/cite-this.tsx";
import { ShareButton } from "#app/components/cite/share-button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { ReferenceList } from "#app/components/shared/reference-list.tsx";
import { drawingDownloadBlock } from "#app/data/drawing-downloads.server.ts";
import { renderIllustration } from "#app/components/patterns/illustration.server.tsx";
import { PatternEnforcement } from "#app/components/patterns/pattern-enforcement.tsx";
import { PatternViews } from "#app/components/patterns/pattern-views.tsx";
import { AnchoredHeading } from "#app/components/sections/anchored-heading.tsx";
import { getAllPosts } from "#app/content/blog/posts.server.ts";
import { caseExamples } from "#app/content/cases.ts";
import { patternCitation } from "#app/content/citations.server.ts";
import { glossaryTerms } from "#app/content/glossary.ts";
import { patternsPage } from "#app/content/pages/patterns.ts";
import { patternFamilyNames, patterns } from "#app/content/patterns.ts";
import { references } from "#app/content/references.ts";
import { tools } from "#app/content/tools.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { patternEnforcement } from "#app/data/enforcement-data.server.ts";
import { pickReferences } from "#app/lib/references.ts";
import { pageCitation } from "#app/lib/cite-formats.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { formatDateStable } from "#app/lib/format-date.ts";
import { absoluteUrl, jsonLd, pageMeta } from "#app/lib/seo.ts";
import { patternCardAlt } from "#app/content/reuse-text.server.ts";
import { pagePath } from "#app/lib/page-path.ts";
import type { Route } from "./+types/pattern-page";

/**
 * Build time, once per pattern (pre-rendered from family-paths.ts): the pattern's content
 * with its sources numbered in order of first citation, its two illustrations as static SVG, and
 * the titles of everything it links to.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { slug } = params;
  const index = patterns.findIndex((pattern) => pattern.slug === slug);
  const pattern = patterns[index];
  if (!pattern) throw data(null, { status: 404 });

  const keys: string[] = [];
  const cite = (key: string) => {
    if (!keys.includes(key)) keys.push(key);
    return keys.indexOf(key) + 1;
  };
  const howItWorks = pattern.howItWorks.map((paragraph) => ({
    text: paragraph.text,
    refs: paragraph.cite.map(cite),
  }));
  const evidence = pattern.evidence.map((item) => ({ text: item.text, refs: [cite(item.cite)] }));
  const law = pattern.law.map((item) => ({
    instrument: item.instrument,
    provision: item.provision,
    text: item.text,
    refs: item.cite ? [cite(item.cite)] : [],
  }));
  const posts = getAllPosts();
  const neighbour = (offset: number) => {
    const other = patterns[index + offset];
    return other ? { slug: other.slug, name: other.name } : null;
  };
  const citation = patternCitation(slug)!;

  return {
    pattern: {
      slug: pattern.slug,
      name: pattern.name,
      family: patternFamilyNames[pattern.family],
      definition: pattern.definition,
      alsoKnownAs: pattern.alsoKnownAs,
      /** The social card's text alternative, made here so its words ship as data, not script. */
      cardAlt: patternCardAlt(pattern.name),
      harmful: {
        callouts: pattern.harmful.callouts,
        download: drawingDownloadBlock(
          "harmful",
          pattern.slug,
          pattern.name,
          "harmful",
          patternsPage.page.harmfulTitle,
        ),
        svgHtml: renderIllustration(pattern.slug, "harmful", {
          label: pattern.harmful.label,
          describedBy: "harmful-callouts",
        }),
      },
      humane: {
        callouts: pattern.humane.callouts,
        download: drawingDownloadBlock(
          "humane",
          pattern.slug,
          pattern.name,
          "humane",
          patternsPage.page.humaneTitle,
        ),
        svgHtml: renderIllustration(pattern.slug, "humane", {
          label: pattern.humane.label,
          describedBy: "humane-callouts",
        }),
      },
      howItWorks,
      evidence,
      law,
      lawChecked: formatDateStable(pattern.lawCheckedOn),
      resist: pattern.resist,
      tools: pickReferences(tools, pattern.tools, slug).map(({ id, title }) => ({ id, title })),
      glossary: pickReferences(glossaryTerms, pattern.related.glossary, slug).map(({ id, term }) => ({
        id,
        term,
      })),
      articles: pattern.related.articles.map((articleSlug) => {
        const post = posts.find((entry) => entry.slug === articleSlug);
        if (!post) throw new Error(`content/patterns/${slug}.ts: no article "${articleSlug}"`);
        return { path: post.path, title: post.title };
      }),
      cases: pickReferences(caseExamples, pattern.related.cases, slug).map(({ id, platform }) => ({
        id,
        platform,
      })),
      sources: pickReferences(references, keys, slug),
    },
    enforcement: patternEnforcement(slug),
    /** The library's words around a pattern, as data: the library page's copy stays out of this page's scripts. */
    labels: patternsPage.page,
    libraryTitle: patternsPage.meta.title,
    previous: neighbour(-1),
    next: neighbour(1),
    citation: pageCitation(citation, `/patterns/${slug}`),
  };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { pattern } = loaderData;
  const path = pagePath(location.pathname);
  return [
    ...pageMeta({
      title: `${pattern.name}: ${loaderData.libraryTitle}`,
      description: pattern.definition,
      location,
      imageAlt: pattern.cardAlt,
    }),
    ...loaderData.citation.tags,
    jsonLd({
      "@context": "https://schema.org",
      "@type": "DefinedTerm",
      name: pattern.name,
      alternateName: pattern.alsoKnownAs.length > 0 ? pattern.alsoKnownAs : undefined,
      description: pattern.definition,
      url: absoluteUrl(path),
      inDefinedTermSet: {
        "@type": "DefinedTermSet",
        name: loaderData.libraryTitle,
        url: absoluteUrl("/patterns"),
      },
    }),
  ];
};

/** "[1][3]": citation marks pointing at the page's source list. */
function Refs({ refs }: { refs: number[] }) {
  return refs.map((n) => (
    <sup key={n} className="leading-none">
      <a href={`#ref-${n}`} aria-label={`Source ${n}`} className="px-px no-underline hover:underline">
        [{n}]
      </a>
    </sup>
  ));
}

export default function PatternPageRoute({ loaderData }: Route.ComponentProps) {
  const { pattern, enforcement, labels, previous, next, citation } = loaderData;
  const sectionLink = (heading: string) => fillTemplate(labels.sectionLinkLabel, { heading });
  const figureOf = (tone: "harmful" | "humane") => ({
    title: tone === "harmful" ? labels.harmfulTitle : labels.humaneTitle,
    svgHtml: pattern[tone].svgHtml,
    callouts: pattern[tone].callouts,
    fullSize: { href: `/drawings/${pattern.slug}-${tone}.svg`, label: labels.fullSizeLabel },
    download: pattern[tone].download,
  });
  const hasRelated = pattern.glossary.length + pattern.articles.length + pattern.cases.length > 0;
  return (
    <article aria-labelledby="pattern-title">
      <header className="border-b border-border bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 sm:px-6 md:pt-12">
          <div className="flex items-center justify-between gap-4">
            <Link to="/patterns" className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
              <Icon name="arrow-left" className="size-4" />
              {labels.backLabel}
            </Link>
            <ShareButton title={pattern.name} url={citation.url} />
          </div>
          {/* The pattern's name and definition never change after load: not hydrated (issue 56). */}
          <StaticPart>
            <p className="mt-6 text-sm font-semibold tracking-wider text-primary uppercase">
              {labels.eyebrow} · {pattern.family}
            </p>
            <h1 id="pattern-title" className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
              {pattern.name}
            </h1>
            <p className="mt-5 max-w-[65ch] text-lg sm:text-xl">{pattern.definition}</p>
            {pattern.alsoKnownAs.length > 0 ? (
              <p className="mt-3 text-muted-foreground">
                {labels.alsoKnownAs}: {pattern.alsoKnownAs.join(", ")}
              </p>
            ) : null}
            {/* The practical part comes late on a long page; a visitor who came for it gets there in one tap. */}
            <p className="mt-2">
              <a href="#resist" className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
                <Icon name="arrow-down" className="size-4" />
                {labels.resistJump}
              </a>
            </p>
          </StaticPart>
        </div>
      </header>

      <PatternViews
        switchLabel={labels.viewSwitchLabel}
        harmful={figureOf("harmful")}
        humane={figureOf("humane")}
      />

      <div className="reading mx-auto flex max-w-3xl flex-col gap-12 px-4 pb-14 text-lg leading-relaxed sm:px-6">
        <section aria-labelledby="how-it-works">
          <AnchoredHeading
            id="how-it-works"
            label={sectionLink(labels.howItWorksTitle)}
            className="text-3xl font-semibold"
          >
            {labels.howItWorksTitle}
          </AnchoredHeading>
          <StaticPart>
            {pattern.howItWorks.map((paragraph) => (
              <p key={paragraph.text} className="mt-4">
                {paragraph.text}
                <Refs refs={paragraph.refs} />
              </p>
            ))}
          </StaticPart>
        </section>

        <section aria-labelledby="evidence">
          <AnchoredHeading
            id="evidence"
            label={sectionLink(labels.evidenceTitle)}
            className="text-3xl font-semibold"
          >
            {labels.evidenceTitle}
          </AnchoredHeading>
          {pattern.evidence.length > 0 ? (
            <StaticPart as="ul" className="mt-4 flex list-disc flex-col gap-3 pl-6 marker:text-primary">
              {pattern.evidence.map((item) => (
                <li key={item.text}>
                  {item.text}
                  <Refs refs={item.refs} />
                </li>
              ))}
            </StaticPart>
          ) : (
            <p className="mt-4">{labels.noEvidence}</p>
          )}
        </section>

        {/* Law, records, advice and related pages: text and links that never change after load. */}
        <StaticPart className="flex flex-col gap-12">
          <section aria-labelledby="law">
            <AnchoredHeading id="law" label={sectionLink(labels.lawTitle)} className="text-3xl font-semibold">
              {labels.lawTitle}
            </AnchoredHeading>
            {pattern.law.length > 0 ? (
              <dl className="mt-4 flex flex-col gap-5">
                {pattern.law.map((item) => (
                  <div key={`${item.instrument}-${item.provision}`}>
                    <dt className="font-semibold">
                      {item.instrument}, {item.provision}
                    </dt>
                    <dd className="mt-1">
                      {item.text}
                      <Refs refs={item.refs} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-4">{labels.noLaw}</p>
            )}
            <p className="mt-4 text-base text-muted-foreground">
              {fillTemplate(labels.lawChecked, { date: pattern.lawChecked })}
            </p>
          </section>

          <PatternEnforcement
            enforcement={enforcement}
            labels={labels}
            sectionLink={sectionLink(labels.enforcementTitle)}
          />

          <section aria-labelledby="resist">
            <AnchoredHeading
              id="resist"
              label={sectionLink(labels.resistTitle)}
              className="text-3xl font-semibold"
            >
              {labels.resistTitle}
            </AnchoredHeading>
            <ul className="mt-4 flex list-disc flex-col gap-3 pl-6 marker:text-primary">
              {pattern.resist.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
            <p className="mt-5">{labels.toolsLead}</p>
            <ul className="mt-2 flex list-none flex-wrap gap-x-6 p-0">
              {pattern.tools.map((tool) => (
                <li key={tool.id}>
                  <Link to={`/tools#${tool.id}`} className="inline-flex min-h-11 items-center font-semibold">
                    {tool.title}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-5">{labels.check.lead}</p>
            <p>
              <Link
                to={labels.check.link.href}
                className="inline-flex min-h-11 items-center gap-2 font-semibold"
              >
                {labels.check.link.label}
                <Icon name="arrow-right" className="size-4.5 shrink-0" />
              </Link>
            </p>
            <p className="mt-5">{labels.reportLead}</p>
            <p>
              <Link
                to={`/report?pattern=${pattern.slug}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold"
              >
                {labels.reportLink}
                <Icon name="arrow-right" className="size-4.5 shrink-0" />
              </Link>
            </p>
          </section>

          {hasRelated ? (
            <section aria-labelledby="related">
              <AnchoredHeading
                id="related"
                label={sectionLink(labels.relatedTitle)}
                className="text-3xl font-semibold"
              >
                {labels.relatedTitle}
              </AnchoredHeading>
              <dl className="mt-4 grid gap-5 text-base sm:grid-cols-3">
                {pattern.glossary.length > 0 ? (
                  <div>
                    <dt className="font-semibold">{labels.glossaryLabel}</dt>
                    {pattern.glossary.map((term) => (
                      <dd key={term.id}>
                        <Link to={`/glossary#${term.id}`} className="inline-flex min-h-11 items-center">
                          {term.term}
                        </Link>
                      </dd>
                    ))}
                  </div>
                ) : null}
                {pattern.articles.length > 0 ? (
                  <div>
                    <dt className="font-semibold">{labels.articlesLabel}</dt>
                    {pattern.articles.map((article) => (
                      <dd key={article.path}>
                        <Link to={article.path} className="inline-flex min-h-11 items-center py-1">
                          {article.title}
                        </Link>
                      </dd>
                    ))}
                  </div>
                ) : null}
                {pattern.cases.length > 0 ? (
                  <div>
                    <dt className="font-semibold">{labels.casesLabel}</dt>
                    {pattern.cases.map((item) => (
                      <dd key={item.id}>
                        <Link to={`/cases#${item.id}`} className="inline-flex min-h-11 items-center">
                          {item.platform}
                        </Link>
                      </dd>
                    ))}
                  </div>
                ) : null}
              </dl>
            </section>
          ) : null}
        </StaticPart>

        <CiteThis citation={citation} />

        <section aria-labelledby="sources">
          <AnchoredHeading
            id="sources"
            label={sectionLink(labels.sourcesTitle)}
            className="text-3xl font-semibold"
          >
            {labels.sourcesTitle}
          </AnchoredHeading>
          <StaticPart>
            <ReferenceList references={pattern.sources} />
          </StaticPart>
        </section>

        {/* Not the blog's AdjacentPostLink: sharing it between the two routes splits it into a chunk of
            its own, one script file more on every article, over the budget (ADR 005). */}
        <StaticPart
          as="nav"
          aria-label={labels.adjacentLabel}
          className="grid gap-4 border-t border-border pt-8 sm:grid-cols-2"
        >
          {previous ? (
            <Link
              to={`/patterns/${previous.slug}`}
              rel="prev"
              className="flex flex-col gap-1 rounded-lg border border-border bg-card p-5 no-underline hover:border-primary/50"
            >
              <span className="text-sm text-muted-foreground">{labels.previousLabel}</span>
              <span className="font-heading text-xl font-semibold">{previous.name}</span>
            </Link>
          ) : null}
          {next ? (
            <Link
              to={`/patterns/${next.slug}`}
              rel="next"
              className="flex flex-col gap-1 rounded-lg border border-border bg-card p-5 no-underline hover:border-primary/50 sm:col-start-2 sm:text-right"
            >
              <span className="text-sm text-muted-foreground">{labels.nextLabel}</span>
              <span className="font-heading text-xl font-semibold">{next.name}</span>
            </Link>
          ) : null}
        </StaticPart>
      </div>
    </article>
  );
}
