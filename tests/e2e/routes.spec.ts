import { expect, test, waitForHydration } from "./fixtures";
import { sitePaths } from "./site-urls";

const paths = sitePaths();

test.describe("every route", () => {
  for (const path of paths) {
    test(`${path} is pre-rendered with its heading, title and description, and hydrates cleanly`, async ({
      page,
      request,
    }) => {
      // The raw HTML, before any JavaScript: content is pre-rendered.
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      const h1s = html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? [];
      expect(h1s, "exactly one h1 in the pre-rendered HTML").toHaveLength(1);
      expect(html).toMatch(/<title>[^<]{5,}\| Attune<\/title>|<title>Attune: /);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(/<html lang="en"/);

      // The page in the browser: hydrates without console errors or failed requests (fixture).
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const text = await page.locator("main").innerText();
      expect(text.split(/\s+/).length, "a real introduction, not a stub").toBeGreaterThan(40);
    });
  }

  test("titles and descriptions are unique across pages", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(titles.get(title), `title of ${path} also used by`).toBeUndefined();
      expect(descriptions.get(description), `description of ${path} also used by`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });
});
