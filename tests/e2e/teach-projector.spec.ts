import { teachPage } from "#app/content/pages/teach.ts";
import { patterns } from "#app/content/patterns.ts";
import { lessons } from "#app/content/teach.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/*
 * Issue 35.4: a lesson on a projector, one drawing or question to a screen, in large type, moved with
 * the keyboard (arrows, the Page keys a presentation remote sends, Home and End) or the buttons; the
 * screen shown is in the address.
 */
const lesson = lessons[0]!;
const path = `/teach/${lesson.id}/present`;
const text = teachPage.present;
const total = 1 + 1 + lesson.patterns.length * 2 + 1 + lesson.discussion.length + 1;
const counter = (number: number) =>
  text.counter.replace("{number}", String(number)).replace("{total}", String(total));
const first = patterns.find((pattern) => pattern.slug === lesson.patterns[0])!;

test.describe("on a projector, 1280 × 720", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("the lesson plan leads to it, and the keys and buttons move one screen at a time", async ({
    page,
  }) => {
    await page.goto(`/teach/${lesson.id}`);
    await page.getByRole("link", { name: text.linkLabel }).click();
    await expect(page).toHaveURL(path);
    await waitForHydration(page);
    const slides = page.locator("main ol > li[id^=slide-]");
    await expect(slides).toHaveCount(total);
    await expect(page.getByText(counter(1))).toBeVisible();
    const heading = page.getByRole("main").getByRole("heading", { level: 2 });
    // One screen at a time, its words large.
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText(lesson.title);
    expect(
      parseFloat(await heading.evaluate((element) => getComputedStyle(element).fontSize)),
    ).toBeGreaterThanOrEqual(40);

    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(`${path}?slide=2`);
    await expect(heading).toHaveText(lesson.starter.ask);
    await expect(page.getByText(counter(2))).toBeVisible();

    // A presentation remote's "next", then the pattern's drawing fills the screen beside its name.
    await page.keyboard.press("PageDown");
    await expect(heading).toHaveText(first.name);
    const drawing = page.getByRole("img", { name: first.harmful.label, exact: true });
    await expect(drawing).toBeInViewport({ ratio: 1 });
    await page.getByRole("button", { name: text.next }).click();
    await expect(page.getByRole("img", { name: first.humane.label, exact: true })).toBeInViewport({
      ratio: 1,
    });
    await expect(page).toHaveURL(`${path}?slide=4`);

    await page.keyboard.press("ArrowLeft");
    await expect(drawing).toBeVisible();
    await page.keyboard.press("End");
    await expect(heading).toHaveText(lesson.exit);
    await expect(page.getByRole("button", { name: text.next })).toBeDisabled();
    await page.keyboard.press("Home");
    await expect(heading).toHaveText(lesson.title);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("button", { name: text.previous })).toBeDisabled();
  });

  test("a reload keeps the screen, each discussion question has one, and the teacher's notes stay off it", async ({
    page,
  }) => {
    const question = 2 + lesson.patterns.length * 2 + 2;
    await page.goto(`${path}?slide=${question}`);
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      lesson.discussion[0]!.question,
    );
    await expect(page.getByText(counter(question))).toBeVisible();
    await expect(page.getByText(lesson.discussion[0]!.listenFor)).toHaveCount(0);
    // An address past the end shows the last screen, not an empty one.
    await page.goto(`${path}?slide=999`);
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(lesson.exit);
  });
});

test("on a phone the buttons are on the first screen and a tap moves on", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(path);
  await waitForHydration(page);
  const next = page.getByRole("button", { name: text.next });
  await expect(next).toBeInViewport({ ratio: 1 });
  const box = (await next.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.textContent ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe(text.next);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(lesson.starter.ask);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every screen is on the page, in order, to scroll through", async ({ page }) => {
    await page.goto(path);
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(total);
    await expect(headings.first()).toHaveText(lesson.title);
    await expect(headings.last()).toHaveText(lesson.exit);
    await expect(page.getByRole("button", { name: text.next })).toHaveCount(0);
  });
});
