import { renderDiagram } from "~/components/diagrams/diagram.server";
import { JourneyDiagram } from "~/components/diagrams/journey-diagram";
import { Icon as SpriteIcon } from "~/components/icon";
import { SourceList } from "~/components/insights/source-list";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { CardGrid } from "~/components/sections/card-grid";
import { GuideDownload } from "~/components/tools/guide-download";
import { ToolCard } from "~/components/tools/tool-card";
import { Button } from "~/components/ui/button";
import { toolsPage } from "~/content/pages/tools";
import { sourceListText } from "~/content/references";
import { journeySteps, tools } from "~/content/tools";
import { pageMeta } from "~/lib/seo";
import { guidePath } from "~/site.config";
import type { Route } from "./+types/tools";
import { dataOrDocument } from "~/lib/data-or-document";

export const meta: Route.MetaFunction = () => pageMeta({ ...toolsPage.meta, path: "/tools" });

/**
 * Build time only: the cards need the steps, not the long write-ups the PDF guide prints, so those stay
 * out of the page; the journey diagram is static SVG markup, so its drawing code never ships (ADR 008).
 */
export function loader() {
  const { label, repeatLabel } = toolsPage.journeyDiagram;
  return {
    tools: tools.map(({ detail: _detail, ...card }) => card),
    journeySteps,
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
  const { tools, journeySteps, journeySvg } = loaderData;
  const { hero, toolsHeader, stepsLabel, guide, journeyHeader, sources } = toolsPage;
  return (
    <>
      <PageHero hero={hero}>
        <Button asChild variant="outline" size="lg">
          <a href={hero.guideLink.href}>
            <SpriteIcon name="arrow-down" />
            {hero.guideLink.label}
          </a>
        </Button>
      </PageHero>
      <Section header={toolsHeader}>
        <CardGrid columns={3}>
          {tools.map((tool) => (
            <li key={tool.id} id={tool.id}>
              <ToolCard tool={tool} stepsLabel={stepsLabel} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <GuideDownload
        title={guide.title}
        body={guide.body}
        buttonLabel={guide.buttonLabel}
        fileNote={guide.fileNote}
        href={guidePath}
      />
      <Section header={journeyHeader} tone="muted">
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
