import { expect, test } from "@playwright/test";
import { tools } from "#app/content/tools.ts";

/*
 * With JavaScript off, /tools is its pre-rendered HTML: every tool's steps are in it (so find-in-page
 * finds them), closed, and the browser's own <details> opens them.
 */
test("every step is in the pre-rendered page, and a tool's steps open without JavaScript", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/tools");
  for (const tool of tools) {
    for (const step of tool.steps) await expect(page.getByText(step, { exact: true })).toHaveCount(1);
  }
  const tool = tools[1]!;
  const row = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: tool.title, exact: true }) });
  const firstStep = page.getByText(tool.steps[0]!, { exact: true });
  await expect(firstStep).toBeHidden();
  await row.locator("summary").click();
  await expect(firstStep).toBeVisible();
  await expect(row.getByRole("list").getByRole("listitem")).toContainText(tool.steps);
});
