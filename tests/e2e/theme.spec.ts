import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * The dark theme (issue 18.4): it follows the system until the visitor chooses in the header, the
 * choice survives a reload and applies before the page's scripts run, and the drawings follow it.
 */

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** Relative lightness of the page background, 0 (black) to 1 (white), from its computed colour. */
const isDark = async (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement("canvas").getContext("2d")!;
    probe.fillStyle = getComputedStyle(document.body).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
    return (r! + g! + b!) / 3 < 80;
  });

const themeButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Color theme/ });
/** Opens the theme control and picks one of its three choices. */
async function chooseTheme(page: Page, name: "System" | "Light" | "Dark") {
  await themeButton(page).click();
  const choices = page.getByRole("group", { name: "Color theme" });
  await expect(choices.getByRole("radio")).toHaveCount(3);
  await choices.getByRole("radio", { name }).check();
  await expect(choices.getByRole("radio", { name })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(choices).toBeHidden();
  await expect(themeButton(page)).toBeFocused();
}

test.describe("with the system in dark mode", () => {
  test.use({ colorScheme: "dark" });

  test("the site is dark without any choice, and a choice of light overrides it", async ({ page }) => {
    await page.goto("/");
    expect(await isDark(page)).toBe(true);
    await waitForHydration(page);
    await expect(themeButton(page)).toHaveAccessibleName("Color theme: System");
    await chooseTheme(page, "Light");
    await expect(themeButton(page)).toHaveAccessibleName("Color theme: Light");
    expect(await isDark(page)).toBe(false);
  });
});

test.describe("with the system in light mode", () => {
  test.use({ colorScheme: "light" });

  test("Dark in the header persists, is in place before the scripts run, and System forgets it", async ({
    page,
  }) => {
    await page.goto("/glossary");
    await waitForHydration(page);
    const light = await background(page);
    // The three choices are offered at once, the one in force checked: Dark is one choice away.
    await themeButton(page).click();
    const choices = page.getByRole("group", { name: "Color theme" });
    await expect(choices.getByRole("radio", { name: "System" })).toBeChecked();
    await expect(choices.getByRole("radio", { name: "Light" })).not.toBeChecked();
    await page.keyboard.press("Escape");
    await chooseTheme(page, "Dark");
    await expect(themeButton(page)).toHaveAccessibleName("Color theme: Dark");
    expect(await isDark(page)).toBe(true);

    // Another page, loaded from the server, with the app's scripts held back: it is dark from its
    // HTML and CSS alone, as it is at its first paint (the scripts wait for that paint, ADR 006).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/patterns");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await isDark(page)).toBe(true);
    release();

    await waitForHydration(page);
    await expect(themeButton(page)).toHaveAccessibleName("Color theme: Dark");
    await chooseTheme(page, "System");
    await expect(themeButton(page)).toHaveAccessibleName("Color theme: System");
    expect(await background(page)).toBe(light);
    // Nothing about the visitor is kept: at most the note that the faces are cached (app/lib/web-fonts.ts).
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain("attune-theme");
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== "attune-fonts")),
    ).toEqual([]);
  });
});

test.describe("the pattern drawings in the dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("the phone stays a dark device, its screen follows the theme", async ({ page }) => {
    await page.goto("/patterns/ai-sycophancy");
    const phone = page.locator('svg[viewBox="0 0 320 564"]').first();
    await expect(phone).toBeVisible();
    const [device, screen, text] = await phone.evaluate((svg) => {
      const level = (color: string) => {
        const probe = document.createElement("canvas").getContext("2d")!;
        probe.fillStyle = color;
        probe.fillRect(0, 0, 1, 1);
        const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
        return (r! + g! + b!) / 3;
      };
      const [body, screenRect] = svg.querySelectorAll("rect");
      const label = svg.querySelector("text");
      return [body, screenRect, label].map((element) => level(getComputedStyle(element!).fill));
    });
    expect(device).toBeLessThan(40);
    expect(screen).toBeLessThan(80);
    expect(screen).toBeGreaterThan(device!);
    expect(text).toBeGreaterThan(150);
  });
});
