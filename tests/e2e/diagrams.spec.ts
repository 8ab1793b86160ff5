import type { Page } from "@playwright/test";
import { toolsPage } from "#app/content/pages/tools.ts";
import { understandingPage } from "#app/content/pages/understanding.ts";
import { whatIsDigitalInfluencePage } from "#app/content/pages/what-is-digital-influence.ts";
import { whyItMattersPage } from "#app/content/pages/why-it-matters.ts";
import { journeySteps } from "#app/content/tools.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** The four page diagrams: each a described picture with its words in the page beside it. */
const diagrams = [
  {
    path: "/understanding",
    section: understandingPage.loop.header.title,
    label: understandingPage.loop.label,
    text: [...understandingPage.loop.stages, ...understandingPage.loop.breaks].map((stage) => stage.title),
  },
  {
    path: "/what-is-digital-influence",
    section: whatIsDigitalInfluencePage.schedule.header.title,
    label: whatIsDigitalInfluencePage.schedule.label,
    text: [
      ...whatIsDigitalInfluencePage.schedule.rows.map((row) => row.title),
      whatIsDigitalInfluencePage.schedule.note,
    ],
  },
  {
    path: "/why-it-matters",
    section: whyItMattersPage.impactAreas.header.title,
    label: whyItMattersPage.impactAreas.diagram.label,
    text: whyItMattersPage.impactAreas.cards.map((card) => card.title),
  },
  {
    path: "/tools",
    section: toolsPage.journeyHeader.title,
    label: toolsPage.journeyDiagram.label,
    text: journeySteps.map((step) => step.title),
  },
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

for (const diagram of diagrams) {
  test.describe(diagram.path, () => {
    test("shows its diagram with the text that describes it beside it", async ({ page }) => {
      await open(page, diagram.path);
      const section = page.getByRole("main").getByRole("region", { name: diagram.section });
      const picture = section.getByRole("img", { name: diagram.label });
      await expect(picture).toBeVisible();
      const box = await picture.boundingBox();
      expect(box!.width).toBeGreaterThan(200);

      // The description the SVG points at is visible page text holding every stage.
      const ids = (await picture.getAttribute("aria-describedby"))!.split(" ");
      const description = (
        await Promise.all(
          ids.map(async (id) => {
            const element = page.locator(`[id="${id}"]`);
            await expect(element).toBeVisible();
            return element.innerText();
          }),
        )
      ).join("\n");
      for (const text of diagram.text) expect(description).toContain(text);
    });

    test("fits a 320 px screen without sideways scrolling", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await open(page, diagram.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await page.getByRole("img", { name: diagram.label }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      // Legible: drawn at no less than 85% of its design size (320 units wide), and every word in it,
      // numbers included, at 11 px or more as drawn.
      expect(box!.width).toBeGreaterThanOrEqual(272);
      const sizes = await page
        .getByRole("img", { name: diagram.label })
        .locator("text")
        .evaluateAll((texts) =>
          texts.map((text) => {
            const svg = (text as SVGTextElement).ownerSVGElement!;
            const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
            return Number.parseFloat(getComputedStyle(text).fontSize) * scale;
          }),
        );
      expect(sizes.length).toBeGreaterThan(0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    });
  });
}
