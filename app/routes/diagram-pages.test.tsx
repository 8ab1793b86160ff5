import { render, screen, within } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { gzipSync } from "node:zlib";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { toolsPage } from "#app/content/pages/tools.ts";
import { understandingPage } from "#app/content/pages/understanding.ts";
import { whatIsDigitalInfluencePage } from "#app/content/pages/what-is-digital-influence.ts";
import { whyItMattersPage } from "#app/content/pages/why-it-matters.ts";
import { journeySteps } from "#app/content/tools.ts";

/**
 * The four page diagrams as the pages render them: build-time SVG from each route's loader, placed
 * beside the HTML text it is described by.
 */

/** The first test to import a route module pays for its whole import graph. */
const coldImport = { timeout: 20_000 };

/** A route module as far as this test uses it: its build-time loader and its page component. */
type RouteModule = { loader: () => object; default: (props: never) => ReactNode };

async function renderPage<M extends RouteModule>(module: Promise<M>) {
  const { loader, default: component } = await module;
  const loaderData = loader() as ReturnType<M["loader"]>;
  // The page only reads `loaderData`; the route's other props (params, matches) are not used.
  const Page = component as unknown as ComponentType<{ loaderData: unknown }>;
  const view = render(
    <MemoryRouter>
      <main>
        <Page loaderData={loaderData} />
      </main>
    </MemoryRouter>,
  );
  return { ...view, loaderData };
}

/** The diagram named `label`, checked for what every diagram must be; returns its description's text. */
function expectDescribedDiagram(label: string, svgMarkup: string) {
  const svg = screen.getByRole("img", { name: label });
  expect(svg.tagName.toLowerCase()).toBe("svg");
  const ids = svg.getAttribute("aria-describedby")?.split(" ") ?? [];
  expect(ids.length).toBeGreaterThan(0);
  const description = ids
    .map((id) => {
      const element = document.getElementById(id);
      expect(element, `#${id}`).not.toBeNull();
      // The description is page text beside the picture, not inside it.
      expect(svg.contains(element)).toBe(false);
      return element!.textContent;
    })
    .join(" ");

  // Colours only through theme tokens: no raw colours, every fill/stroke class names a token.
  expect(svgMarkup).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(|oklch\(/i);
  expect(svgMarkup).not.toMatch(/\s(fill|stroke|style|color)="(?!none)/);
  const tokens =
    /^(fill|stroke)-(none|background|foreground|card|muted|muted-foreground|primary|primary-foreground|secondary|accent|highlight|highlight-foreground|destructive|border|input|ring)(\/\d+)?$/;
  const colourClasses = [...svgMarkup.matchAll(/class="([^"]*)"/g)]
    .flatMap((match) => match[1]!.split(/\s+/))
    .filter((name) => /^(fill|stroke)-/.test(name) && !/^stroke-\d/.test(name));
  expect(colourClasses.length).toBeGreaterThan(0);
  for (const name of colourClasses) expect(name).toMatch(tokens);

  // Small: a few KB of markup at most.
  expect(gzipSync(svgMarkup).length).toBeLessThan(2 * 1024);
  return { svg, description };
}

/** The numbers drawn in the SVG, in order. */
function drawnNumbers(svg: HTMLElement) {
  return [...svg.querySelectorAll("[data-node]")].map((node) => node.getAttribute("data-node"));
}

describe("the engagement feedback loop on /understanding", () => {
  it(
    "draws four numbered stages and two break points, described by the stages and the break points in HTML",
    coldImport,
    async () => {
      const { loaderData } = await renderPage(import("./understanding.tsx"));
      const { loop } = understandingPage;
      const { svg, description } = expectDescribedDiagram(loop.label, loaderData.loopSvg);
      expect(drawnNumbers(svg)).toEqual(["1", "2", "3", "4", "A", "B"]);
      for (const stage of [...loop.stages, ...loop.breaks]) {
        expect(description).toContain(stage.title);
        expect(description).toContain(stage.body);
      }
      const stages = within(document.getElementById("loop-stages")!).getAllByRole("listitem");
      expect(stages.map((item) => item.querySelector("p")!.textContent)).toEqual(
        loop.stages.map((stage, index) => `${index + 1}. ${stage.title}. ${stage.body}`),
      );
      expect(screen.getByRole("heading", { name: loop.breaksTitle })).toBeInTheDocument();
    },
  );
});

describe("the reward schedule on /what-is-digital-influence", () => {
  it(
    "draws a fixed and a variable timeline with the same number of rewards, described by the rows, the key and the animal-study note",
    coldImport,
    async () => {
      const { loaderData } = await renderPage(import("./what-is-digital-influence.tsx"));
      const { schedule } = whatIsDigitalInfluencePage;
      const { svg, description } = expectDescribedDiagram(schedule.label, loaderData.scheduleSvg);
      expect(drawnNumbers(svg)).toEqual(["1", "2"]);
      for (const row of schedule.rows) expect(description).toContain(row.body);
      expect(description).toContain(schedule.legend.check);
      expect(description).toContain(schedule.legend.reward);
      expect(svg.querySelectorAll("[data-reward]")).toHaveLength(8);
      expect(svg.querySelectorAll("[data-check]")).toHaveLength(16);
      expect(description).toContain(schedule.note);
      expect(schedule.note).toMatch(/animal studies/);
    },
  );
});

describe("the four areas on /why-it-matters", () => {
  it(
    "draws four numbered areas, described by the summary and the list of the page's four area titles",
    coldImport,
    async () => {
      const { loaderData } = await renderPage(import("./why-it-matters.tsx"));
      const { impactAreas } = whyItMattersPage;
      const { svg, description } = expectDescribedDiagram(impactAreas.diagram.label, loaderData.impactSvg);
      expect(drawnNumbers(svg)).toEqual(["1", "2", "3", "4"]);
      expect(description).toContain(impactAreas.diagram.body);
      const areas = within(document.getElementById("impact-areas")!).getAllByRole("listitem");
      expect(areas.map((item) => item.querySelector("p")!.textContent)).toEqual([
        "1. Attention and focus",
        "2. Mental wellbeing",
        "3. Autonomy and choice",
        "4. Democracy and public discourse",
      ]);
    },
  );
});

describe("the three-step journey on /tools", () => {
  it("draws the three steps as a path, described by the numbered steps", coldImport, async () => {
    const { loaderData } = await renderPage(import("./tools.tsx"));
    const { svg, description } = expectDescribedDiagram(
      toolsPage.journeyDiagram.label,
      loaderData.journeySvg,
    );
    expect(drawnNumbers(svg)).toEqual(["1", "2", "3"]);
    for (const step of journeySteps) {
      expect(description).toContain(step.title);
      expect(description).toContain(step.body);
    }
    expect(svg.textContent).toContain("Notice");
  });
});
