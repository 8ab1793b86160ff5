/**
 * The introduction: the guide's opening paragraphs, then how influence works in three of the site's
 * diagrams (the engagement loop, the reward schedule, the areas of life affected), each with the
 * text its page shows beside it, and how to use the guide.
 */
import { createElement } from "react";
import { EngagementLoopDiagram } from "#app/components/diagrams/engagement-loop-diagram.tsx";
import { ImpactAreasDiagram } from "#app/components/diagrams/impact-areas-diagram.tsx";
import { RewardScheduleDiagram } from "#app/components/diagrams/reward-schedule-diagram.tsx";
import { guide } from "#app/content/guide.ts";
import { understandingPage } from "#app/content/pages/understanding.ts";
import { whatIsDigitalInfluencePage } from "#app/content/pages/what-is-digital-influence.ts";
import { whyItMattersPage } from "#app/content/pages/why-it-matters.ts";
import { type DiagramSectionOptions, diagramSection } from "../diagram-section.ts";
import type { GuideDocument } from "../../pdf/document.ts";
import { list, openChapter, paragraph, subheading } from "../../pdf/layout.ts";
import { diagramSvg } from "../../pdf/print-svg.ts";

export function drawIntroduction(g: GuideDocument) {
  const { section } = openChapter(g, guide.introduction.title, guide.labels.introductionEyebrow);
  for (const text of guide.introduction.paragraphs) paragraph(g, section, text);
  g.doc.moveDown(0.4);
  for (const diagram of [engagementLoop(g), rewardSchedule(g), impactAreas(g)]) {
    diagramSection(g, section, { ...diagram, contentsEntry: true });
  }
  const howToUse = subheading(g, section, guide.howToUse.title, { contentsEntry: true });
  paragraph(g, howToUse, guide.howToUse.body);
  list(g, howToUse, guide.howToUse.items, "bullet");
}

/** The engagement loop of /understanding: its stages, and where the loop can be broken. */
function engagementLoop(g: GuideDocument): DiagramSectionOptions {
  const { loop } = understandingPage;
  return {
    header: loop.header,
    svg: diagramSvg(
      createElement(EngagementLoopDiagram, {
        label: loop.label,
        describedBy: "",
        shortLabels: loop.stages.map((stage) => stage.short),
      }),
      g.theme,
    ),
    alt: loop.label,
    keys: [
      { title: loop.stagesTitle, items: loop.stages, marks: "numbers" },
      { title: loop.breaksTitle, items: loop.breaks, marks: "letters" },
    ],
  };
}

/** The reward schedules of /what-is-digital-influence: fixed and variable rewards over time. */
function rewardSchedule(g: GuideDocument): DiagramSectionOptions {
  const { schedule } = whatIsDigitalInfluencePage;
  return {
    header: schedule.header,
    svg: diagramSvg(
      createElement(RewardScheduleDiagram, {
        label: schedule.label,
        describedBy: "",
        rowLabels: schedule.rows.map((row) => row.short),
        timeLabel: schedule.timeLabel,
      }),
      g.theme,
    ),
    alt: schedule.label,
    keys: [
      { items: schedule.rows, marks: "numbers" },
      { items: [{ title: schedule.legend.check }, { title: schedule.legend.reward }], marks: "dots" },
    ],
    note: schedule.note,
  };
}

/** The areas of life of /why-it-matters that influence reaches. */
function impactAreas(g: GuideDocument): DiagramSectionOptions {
  const { impactAreas } = whyItMattersPage;
  return {
    header: impactAreas.header,
    svg: diagramSvg(
      createElement(ImpactAreasDiagram, {
        label: impactAreas.diagram.label,
        describedBy: "",
        captions: impactAreas.diagram.captions,
      }),
      g.theme,
    ),
    alt: impactAreas.diagram.label,
    intro: impactAreas.diagram.body,
    keys: [
      {
        title: impactAreas.diagram.listTitle,
        items: impactAreas.cards.map((card) => ({ title: card.title })),
        marks: "numbers",
      },
    ],
  };
}
