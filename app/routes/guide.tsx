import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { TableOfContents } from "#app/components/blog/table-of-contents.tsx";
import { GuideSection } from "#app/components/guide/guide-section.tsx";
import { GuideTool } from "#app/components/guide/guide-tool.tsx";
import { Checklist } from "#app/components/mdx/checklist.tsx";
import { NumberedSteps } from "#app/components/sections/numbered-steps.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { GuideLink } from "#app/components/tools/guide-link.tsx";
import { guide, guideParts, type GuidePartKey } from "#app/content/guide.ts";
import { guidePage } from "#app/content/pages/guide.ts";
import { understandingPage } from "#app/content/pages/understanding.ts";
import { whatIsDigitalInfluencePage } from "#app/content/pages/what-is-digital-influence.ts";
import { whyItMattersPage } from "#app/content/pages/why-it-matters.ts";
import { patternFamilies } from "#app/content/schemas.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { paperFiles } from "#app/lib/download-file.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { guidePathFor } from "#app/site.config.ts";
import type { Route } from "./+types/guide";

/**
 * Build time only. The guide's text comes from content/guide.ts, the module the PDF is printed from, and
 * reaches the page as loader data: importing it here would put the whole pattern library, glossary and
 * references in the page's JavaScript (content/pages/guide.ts, the page's own copy, imports none of it). Only what
 * the page shows travels: the patterns and glossary terms as names that link to their pages (the PDF's
 * drawings and definitions are there), the diagrams as links to the pages that draw them.
 */
export function loader() {
  const { chapters, labels } = guide;
  return {
    parts: guideParts,
    guideFiles: paperFiles(guidePathFor),
    labels: {
      contents: labels.contentsTitle,
      toolOfTotal: labels.toolOfTotal,
      steps: labels.steps,
      eyebrows: {
        introduction: labels.introductionEyebrow,
        tools: labels.toolsEyebrow,
        journey: labels.journeyEyebrow,
        checklist: labels.checklistEyebrow,
        patterns: labels.patternsEyebrow,
        glossary: labels.glossaryEyebrow,
        references: labels.referencesEyebrow,
      } satisfies Partial<Record<GuidePartKey, string>>,
    },
    introduction: {
      paragraphs: guide.introduction.paragraphs,
      diagrams: [
        { path: "/understanding", title: understandingPage.loop.header.title },
        { path: "/what-is-digital-influence", title: whatIsDigitalInfluencePage.schedule.header.title },
        { path: "/why-it-matters", title: whyItMattersPage.impactAreas.header.title },
      ],
    },
    howToUse: { body: guide.howToUse.body, items: guide.howToUse.items },
    tools: {
      intro: chapters.tools.intro,
      tools: chapters.tools.tools.map(({ id, title, summary, detail, steps, link }) => ({
        id,
        title,
        summary,
        detail,
        steps,
        link,
      })),
    },
    journey: { intro: chapters.journey.intro, steps: chapters.journey.steps },
    checklist: { intro: chapters.checklist.intro, items: chapters.checklist.items },
    closing: guide.closing.body,
    patterns: {
      intro: chapters.patterns.intro,
      families: patternFamilies.map((family) => ({
        id: family,
        name: chapters.patterns.familyNames[family],
        patterns: chapters.patterns.patterns
          .filter((pattern) => pattern.family === family)
          .map(({ slug, name }) => ({ path: `/patterns/${slug}`, name })),
      })),
    },
    glossary: {
      intro: chapters.glossary.intro,
      terms: chapters.glossary.terms.map(({ id, term }) => ({ path: `/glossary#${id}`, term })),
    },
    // The list itself is /guide/references: it was most of this page's weight (issue 56).
    references: { count: chapters.references.references.length },
  };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...guidePage.meta, location });

export default function GuideRoute({ loaderData }: Route.ComponentProps) {
  const page = guidePage;
  const { parts, guideFiles, labels, introduction, howToUse, tools, journey, checklist, closing } =
    loaderData;
  const { patterns, glossary, references } = loaderData;
  const part = (key: GuidePartKey) => {
    const found = parts.find((entry) => entry.key === key)!;
    return {
      id: found.id,
      title: found.title,
      linkLabel: fillTemplate(page.sectionLink, { title: found.title }),
    };
  };
  const eyebrows: Partial<Record<GuidePartKey, string>> = labels.eyebrows;

  const sections: Record<GuidePartKey, ReactNode> = {
    introduction: (
      <>
        {introduction.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>{page.diagrams.lead}</p>
        <ul className="flex list-disc flex-col gap-1 pl-6 marker:text-primary">
          {introduction.diagrams.map((diagram) => (
            <li key={diagram.path}>
              <Link to={diagram.path} className="font-semibold">
                {diagram.title}
              </Link>
            </li>
          ))}
        </ul>
      </>
    ),
    howToUse: (
      <>
        <p>{howToUse.body}</p>
        <ul className="flex list-disc flex-col gap-3 pl-6 marker:text-primary">
          {howToUse.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </>
    ),
    tools: (
      <>
        <p className="text-muted-foreground">{tools.intro}</p>
        <div>
          {tools.tools.map((tool, index) => (
            <GuideTool
              key={tool.id}
              tool={tool}
              position={fillTemplate(labels.toolOfTotal, { n: index + 1, total: tools.tools.length })}
              stepsLabel={labels.steps}
              linkLabel={fillTemplate(page.sectionLink, { title: tool.title })}
            />
          ))}
        </div>
      </>
    ),
    journey: (
      <>
        <p className="text-muted-foreground">{journey.intro}</p>
        <NumberedSteps steps={journey.steps} className="md:grid-cols-1" />
      </>
    ),
    checklist: (
      <>
        <p className="text-muted-foreground">{checklist.intro}</p>
        <Checklist items={checklist.items} />
      </>
    ),
    closing: <p>{closing}</p>,
    patterns: (
      <>
        <p className="text-muted-foreground">{patterns.intro}</p>
        <p>{page.patternsNote}</p>
        {patterns.families.map((family) => (
          <div key={family.id}>
            <h3 className="text-xl font-semibold">{family.name}</h3>
            <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
              {family.patterns.map((pattern) => (
                <li key={pattern.path}>
                  <Link to={pattern.path} className="inline-flex min-h-11 items-center font-semibold">
                    {pattern.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </>
    ),
    glossary: (
      <>
        <p className="text-muted-foreground">{glossary.intro}</p>
        <p>{page.glossaryNote}</p>
        <ul className="grid gap-x-6 sm:grid-cols-2">
          {glossary.terms.map((term) => (
            <li key={term.path}>
              <Link to={term.path} className="inline-flex min-h-11 items-center font-semibold">
                {term.term}
              </Link>
            </li>
          ))}
        </ul>
      </>
    ),
    references: (
      <>
        <p>{page.referencesNote}</p>
        <p>
          <Link to="/guide/references" className="inline-flex min-h-11 items-center font-semibold">
            {fillTemplate(page.referencesLink, { count: references.count })}
          </Link>
        </p>
      </>
    ),
  };

  return (
    <>
      <PageHero hero={page.hero}>
        <GuideLink label={page.download.label} note={page.download.note} files={guideFiles} />
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 md:pt-14">
        <TableOfContents
          title={labels.contents}
          headings={parts.map((entry) => ({ id: entry.id, text: entry.title }))}
        />
        {parts.map((entry) => {
          const { id, title, linkLabel } = part(entry.key);
          return (
            <GuideSection key={id} id={id} title={title} eyebrow={eyebrows[entry.key]} linkLabel={linkLabel}>
              {sections[entry.key]}
            </GuideSection>
          );
        })}
      </div>
    </>
  );
}
