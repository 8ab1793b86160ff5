import { TeachPointer } from "#app/components/teach/teach-pointer.tsx";
import { renderDiagram } from "#app/components/diagrams/diagram.server.tsx";
import { JourneyDiagram } from "#app/components/diagrams/journey-diagram.tsx";
import { SourceList } from "#app/components/shared/source-list.tsx";
import { NumberedSteps } from "#app/components/sections/numbered-steps.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { GuideDownload } from "#app/components/tools/guide-download.tsx";
import { GuideLink } from "#app/components/tools/guide-link.tsx";
import { ToolItem } from "#app/components/tools/tool-item.tsx";
import { toolsPage } from "#app/content/pages/tools.ts";
import { sourceListText } from "#app/content/references.ts";
import { journeySteps, tools } from "#app/content/tools.ts";
import { paperFiles } from "#app/lib/download-file.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { guidePathFor } from "#app/site.config.ts";
import type { Route } from "./+types/tools";
import { useOpenAtHash } from "#app/hooks/use-open-at-hash.ts";
import { dataOrDocument } from "#app/lib/data-or-document.ts";
import { fillTemplate } from "#app/lib/template.ts";
export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...toolsPage.meta, location });

/**
 * Build time only: the tools need the steps, not the long write-ups the PDF guide prints, so those stay
 * out of the page; the journey diagram is static SVG markup, so its drawing code never ships (ADR 008);
 * the guide's size is read from the PDF the build has just written.
 */
export function loader() {
  const { label, repeatLabel } = toolsPage.journeyDiagram;
  return {
    tools: tools.map(({ detail: _detail, ...card }) => card),
    journeySteps,
    guideFiles: paperFiles(guidePathFor),
    journeySvg: renderDiagram(
      <JourneyDiagram
        label={label}
        describedBy="journey-steps"
        stepLabels={journeySteps.map((step) => step.title)}
        repeatLabel={repeatLabel}
      />,
    ),
  };
}

/** Client-side navigations: the pre-rendered data, or the page as a document if it cannot be fetched. */
export const clientLoader = (args: Route.ClientLoaderArgs) => dataOrDocument(args);

export default function ToolsRoute({ loaderData }: Route.ComponentProps) {
  const { tools, journeySteps, guideFiles, journeySvg } = loaderData;
  // A link to one tool (from a pattern page or a search result) is a link to what to do: open its steps.
  useOpenAtHash();
  const { hero, toolsHeader, stepsSummary, guide, journeyHeader, sources } = toolsPage;
  return (
    <>
      <PageHero hero={hero}>
        <GuideLink label={hero.guideLink.label} note={hero.guideLink.note} files={guideFiles} />
      </PageHero>
      <Section hydrate={false} header={toolsHeader}>
        <ul className="list-none divide-y divide-border p-0">
          {tools.map((tool) => (
            <ToolItem
              key={tool.id}
              tool={tool}
              summaryText={fillTemplate(stepsSummary, { count: tool.steps.length, goal: tool.stepsGoal })}
            />
          ))}
        </ul>
        <TeachPointer pointer={toolsPage.teach} className="mt-10" />
      </Section>
      <GuideDownload
        title={guide.title}
        body={guide.body}
        buttonLabel={guide.buttonLabel}
        fileNote={guide.fileNote}
        files={guideFiles}
        webLink={{ label: guide.webLink, href: "/guide" }}
      />
      <Section hydrate={false} header={journeyHeader} tone="muted">
        <div
          data-diagram=""
          className="mx-auto mb-10 w-full max-w-[26rem]"
          dangerouslySetInnerHTML={{ __html: journeySvg }}
        />
        <NumberedSteps id="journey-steps" steps={journeySteps} />
      </Section>
      <SourceList references={sources} text={sourceListText} />
    </>
  );
}
