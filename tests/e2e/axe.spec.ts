import { axe, axeInTheme } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/* The accessibility checks run axe-core through ./axe.ts: it must find what is planted, where it is told to look. */
test("the axe check finds a planted violation in the page or the part it is given, and reads colours alone when asked", async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><title>Planted</title>
    <main><h1>Planted</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">Faint text</p></main>
    <footer><p>Readable</p></footer></html>`);
  const ids = (results: Awaited<ReturnType<typeof axe>>) =>
    results.violations.map((violation) => violation.id).sort();

  expect(ids(await axe(page))).toEqual(["color-contrast", "image-alt"]);
  // Again on the same document: the source is not injected twice, and the result is the same.
  expect(ids(await axe(page))).toEqual(["color-contrast", "image-alt"]);
  expect(ids(await axe(page, { include: ["footer"] }))).toEqual([]);
  expect(ids(await axeInTheme(page, "dark"))).toEqual(["color-contrast"]);
  expect((await axeInTheme(page, "light", { include: ["main"] })).testEngine.name).toBe("axe-core");
});
