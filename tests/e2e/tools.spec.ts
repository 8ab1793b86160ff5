import type { Page } from "@playwright/test";
import { toolsPage } from "#app/content/pages/tools.ts";
import { tools } from "#app/content/tools.ts";
import { formatFileSize } from "#app/lib/file-size.ts";
import { guidePath, guidePathFor } from "#app/site.config.ts";
import { axeInTheme } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

// A British visitor: the PDFs offered first are A4 (paper.spec.ts checks US Letter for en-US).
test.use({ locale: "en-GB" });

/*
 * /tools on a phone (issue 18.7): six tools a visitor can scan, each with its steps behind a native
 * disclosure, body text of 17–18 px, and a hero link that downloads the guide itself.
 */

const toolsSection = (page: Page) => page.getByRole("region", { name: toolsPage.toolsHeader.title });
/** A tool's row in the list, found by its heading. */
const toolRow = (page: Page, title: string) =>
  toolsSection(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
/** A <summary> has no ARIA role of its own, so it is found as an element, then checked by its name. */
const stepsToggle = (page: Page, title: string) => toolRow(page, title).locator("summary");

async function open(page: Page) {
  await page.goto("/tools");
  await waitForHydration(page);
}

test.describe("/tools: each tool's steps in a disclosure", () => {
  test("every tool's steps start collapsed, behind a summary that counts them and names the tool", async ({
    page,
  }) => {
    await open(page);
    for (const tool of tools) {
      const toggle = stepsToggle(page, tool.title);
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveText(`${tool.steps.length} steps to ${tool.stepsGoal}`);
      await expect(toggle).toHaveAccessibleName(
        `${tool.steps.length} steps to ${tool.stepsGoal} ${tool.title}`,
      );
      // Closed, the steps are out of the accessibility tree, but in the page.
      const steps = toolRow(page, tool.title)
        .getByRole("list", { includeHidden: true })
        .getByRole("listitem", { includeHidden: true });
      await expect(steps).toHaveCount(tool.steps.length);
      await expect(steps.first()).toBeHidden();
    }
  });

  test("a click opens a tool's steps and closes them again, leaving the others closed", async ({ page }) => {
    await open(page);
    const [first, second] = tools;
    const steps = toolRow(page, first!.title).getByRole("list").getByRole("listitem");
    await stepsToggle(page, first!.title).click();
    await expect(steps).toContainText(first!.steps);
    for (const step of first!.steps) await expect(page.getByText(step, { exact: true })).toBeVisible();
    await expect(page.getByText(second!.steps[0]!, { exact: true })).toBeHidden();

    await stepsToggle(page, first!.title).click();
    await expect(page.getByText(first!.steps[0]!, { exact: true })).toBeHidden();
  });

  test("the keyboard reaches each summary after the guide links and opens it with Enter or Space", async ({
    page,
  }) => {
    await open(page);
    await page.getByRole("link", { name: toolsPage.hero.guideLink.label }).focus();
    // The guide in the other paper size comes next (issue 35.4), then the tools.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /^also in US Letter/ }).first()).toBeFocused();
    const [first, second] = tools;
    // A tool the site has made real offers it under its summary (Dark Pattern Detection: /check), first.
    if (first!.action) {
      await page.keyboard.press("Tab");
      await expect(
        toolRow(page, first!.title).getByRole("link", { name: first!.action.label }),
      ).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(stepsToggle(page, first!.title)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(first!.steps[0]!, { exact: true })).toBeVisible();

    // Past the open steps (plain text, no stops), to where they lead when the tool says (issue 36: the
    // detection tool's "where to report it"), then to the next tool's summary.
    if (first!.link) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: first!.link.label })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(stepsToggle(page, second!.title)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByText(second!.steps.at(-1)!, { exact: true })).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.getByText(second!.steps.at(-1)!, { exact: true })).toBeHidden();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`with every tool open, axe finds no ${colorScheme === "light" ? "WCAG 2.2 A/AA" : "colour"} violations at 375 px (${colorScheme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.emulateMedia({ colorScheme });
      await open(page);
      for (const tool of tools) await stepsToggle(page, tool.title).click();
      await expect(page.getByText(tools.at(-1)!.steps.at(-1)!, { exact: true })).toBeVisible();
      const results = await axeInTheme(page, colorScheme, { include: ["main"] });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }

  test("print shows every tool's steps, without opening anything", async ({ page }) => {
    await open(page);
    await page.emulateMedia({ media: "print" });
    for (const tool of tools) {
      await expect(page.getByText(tool.steps.at(-1)!, { exact: true })).toBeVisible();
    }
  });
});

test.describe("/tools on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("steps and descriptions are set at 17 px or more, on a measure of at most 65 characters", async ({
    page,
  }) => {
    await open(page);
    const tool = tools[2]!;
    await stepsToggle(page, tool.title).click();
    for (const text of [tool.summary, tool.steps[0]!]) {
      const element = page.getByText(text, { exact: true });
      await expect(element).toBeVisible();
      const { fontSize, width } = await element.evaluate((node) => ({
        fontSize: Number.parseFloat(getComputedStyle(node).fontSize),
        width: node.getBoundingClientRect().width,
      }));
      expect(fontSize, text).toBeGreaterThanOrEqual(17);
      // An average character is about half an em wide: 65 characters ≈ 32.5 em.
      expect(width / fontSize, text).toBeLessThanOrEqual(32.5);
    }
  });

  test("the page is less than 8,000 px tall with the steps closed (it was 11,641 with all 33 shown)", async ({
    page,
  }) => {
    await open(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(8_000);
    // Nothing sticks out sideways either (WCAG 1.4.10).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("the hero's guide link downloads the PDF itself and says its type and size", async ({
    page,
    request,
  }) => {
    await open(page);
    const link = page.getByRole("link", { name: toolsPage.hero.guideLink.label });
    await expect(link).toBeInViewport();
    await expect(link).toHaveAttribute("href", guidePath);
    await expect(link).toHaveAttribute("download");

    const response = await request.get(guidePath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
    const size = formatFileSize((await response.body()).length);
    const letter = await request.get(guidePathFor("letter"));
    expect(letter.status()).toBe(200);
    const letterSize = formatFileSize((await letter.body()).length);
    await expect(link).toHaveAccessibleDescription(`PDF, A4, ${size} · also in US Letter, ${letterSize}`);
    await expect(page.getByText(`PDF, A4, ${size}`)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(guidePath.split("/").at(-1));
    await expect(page).toHaveURL(/\/tools$/);
  });
});

test("a link to one tool, from a pattern page or an address, opens that tool's steps", async ({ page }) => {
  await page.goto("/patterns/confirmshaming");
  await waitForHydration(page);
  const [detection, other] = [tools.find((tool) => tool.id === "dark-pattern-detection")!, tools[1]!];
  await page.getByRole("link", { name: detection.title, exact: true }).click();
  await expect(page).toHaveURL(/\/tools#dark-pattern-detection$/);
  await expect(page.getByText(detection.steps[0]!, { exact: true })).toBeVisible();
  await expect(page.getByText(other.steps[0]!, { exact: true })).toBeHidden();

  // A new visit straight to another tool's address.
  await page.goto("/");
  await page.goto(`/tools#${other.id}`);
  await waitForHydration(page);
  await expect(page.getByText(other.steps[0]!, { exact: true })).toBeVisible();
  await expect(page.getByText(detection.steps[0]!, { exact: true })).toBeHidden();
});
