import { blogPage } from "#app/content/pages/blog.ts";
import { references } from "#app/content/references.ts";
import { transparency } from "#app/content/transparency.ts";
import { formatDateStable } from "#app/lib/format-date.ts";
import { siteConfig } from "#app/site.config.ts";
import { routerOutput } from "../../scripts/pipeline/deliver/framework-output.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { specArticleTitles } from "../spec-text.ts";
import { articleCitations, articleHeadings, articleTitle } from "./articles.ts";
import { sitePaths } from "./site-urls.ts";

/** The blog as a visitor meets it: the index, the seven articles, the feed and unknown slugs. */

const author = siteConfig.author.name;

/** The spec's four full articles, in its order. */
const listed = (
  ["ai-neutrality", "nudging-experience-part2", "nudging-experience-part1", "ai-choice-architecture"] as const
).map((slug) => ({ slug, title: specArticleTitles[slug] }));

/** The three short articles, in a section of their own, newest (highest id) first. */
const short = ["netflix-personalization", "infinite-scroll-psychology", "digital-services-act"].map(
  (slug) => ({
    slug,
    title: articleTitle(slug),
  }),
);

const articles = [...listed, ...short];

/** The date of an article's latest logged correction (see /transparency), which it shows as "Updated". */
const lastCorrected = (slug: string) =>
  transparency.corrections
    .filter((entry) => entry.path === `/blog/${slug}`)
    .map((entry) => entry.date)
    .sort()
    .at(-1);

test.describe("/blog", () => {
  test("lists the four full articles in order, then the three short ones, each with its metadata and a Read More link", async ({
    page,
  }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(7);
    // toHaveText normalises white space, so the no-break space that keeps " - " on the first line matches " ".
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      ...listed.map((post) => post.title),
      "Shorter reads",
      "Stay Informed",
    ]);
    const shortSection = page.getByRole("region", { name: "Shorter reads" });
    await expect(shortSection.getByRole("heading", { level: 3 })).toHaveText(short.map((post) => post.title));
    for (const [index, post] of articles.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText("Responsible AI");
      await expect(card).toContainText(author);
      await expect(card).toContainText("April 12, 2025");
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
      await expect(card.getByRole("link", { name: "Read More" })).toHaveAttribute(
        "href",
        `/blog/${post.slug}`,
      );
    }
  });

  test("shows each article's read time on its card and on its page alike, computed from its length", async ({
    page,
  }) => {
    await page.goto("/blog");
    const minutes: Record<string, number> = {};
    for (const post of articles) {
      const card = page.getByRole("main").getByRole("article").filter({ hasText: post.title });
      minutes[post.slug] = Number.parseInt(await card.getByText(/^\d+ min read$/).innerText(), 10);
    }
    for (const post of articles) {
      await page.goto(`/blog/${post.slug}`);
      await expect(
        page
          .getByRole("main")
          .locator("article > header")
          .getByText(/^\d+ min read$/),
      ).toHaveText(`${minutes[post.slug]} min read`);
    }
    // Not one figure for all: the long parts read longer than the short introductions.
    expect(minutes["nudging-experience-part2"]!).toBeGreaterThan(2 * minutes["digital-services-act"]!);
  });

  test("has one sign-up form: the page's own Stay Informed, not a second one in the footer", async ({
    page,
  }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Subscribe" })).toHaveCount(1);
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })).toHaveCount(0);
    await page.goto("/tools");
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })).toHaveCount(1);
  });

  test("Read More opens the article client-side", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole("main")
      .getByRole("article")
      .first()
      .getByRole("link", { name: "Read More" })
      .click();
    await expect(page).toHaveURL("/blog/ai-neutrality");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listed[0]!.title);
    await expect(
      page.getByRole("heading", { level: 2, name: articleHeadings("ai-neutrality")[0] }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("has the Stay Informed sign-up with an e-mail field and a Subscribe button", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Stay Informed" })).toBeVisible();
    await expect(main.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
    await expect(main.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });
});

test.describe("dates in the visitor's locale", () => {
  test.use({ locale: "de-DE" });

  test("pre-renders a fixed date, then shows the visitor's format without a hydration mismatch", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/blog")).text();
    expect(html).toContain("April 12, 2025");
    await page.goto("/blog");
    await waitForHydration(page);
    const firstCard = page.getByRole("main").getByRole("article").first();
    await expect(firstCard.locator("time")).toHaveText("12. April 2025");
    await expect(firstCard.locator("time")).toHaveAttribute("datetime", "2025-04-12");
  });
});

test.describe("article pages", () => {
  for (const article of articles) {
    test(`/blog/${article.slug} shows its frame and navigates back to /blog client-side`, async ({
      page,
    }) => {
      const response = await page.goto(`/blog/${article.slug}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(article.title);
      const header = page.getByRole("main").locator("article > header");
      await expect(header).toContainText("Responsible AI");
      await expect(header).toContainText(author);
      await expect(header).toContainText("April 12, 2025");
      await expect(header).toContainText(/\b\d+ min read\b/);
      const updated = lastCorrected(article.slug);
      if (updated) await expect(header).toContainText(`Updated ${formatDateStable(updated)}`);
      else await expect(header).not.toContainText("Updated");
      await expect(page.getByRole("heading", { level: 2, name: "References" })).toBeVisible();

      const backLinks = page.getByRole("main").getByRole("link", { name: "Back to Blog" });
      await expect(backLinks).toHaveCount(2);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await backLinks.last().click();
      await expect(page).toHaveURL("/blog");
      await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    });
  }

  test("the pre-rendered HTML holds the whole article in reading order, with Article JSON-LD", async ({
    request,
  }) => {
    const html = await (await request.get("/blog/nudging-experience-part2")).text();
    // The body is in place, not in a hidden Suspense segment revealed by script.
    expect(html).not.toMatch(/<div hidden id="S:/);
    // Its last section heading comes before the footer.
    expect(html.indexOf(articleHeadings("nudging-experience-part2").at(-1)!)).toBeLessThan(
      html.indexOf("Quick Links"),
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
      "@type": "Article",
      headline: specArticleTitles["nudging-experience-part2"],
      datePublished: "2025-04-12",
      // No person is configured: the research team, as an Organization, is the author.
      author: { "@type": "Organization", name: `${siteConfig.name} research team` },
      // The date of its latest correction (see /transparency).
      dateModified: lastCorrected("nudging-experience-part2"),
    });
  });

  test("each article's text is in its page once: not repeated in the hydration data", async ({ request }) => {
    for (const { slug } of listed) {
      const html = await (await request.get(`/blog/${slug}`)).text();
      const body = /<div class="article-body"[^>]*>([\s\S]*?)<footer/.exec(html)?.[1] ?? "";
      const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1])
        .join("");
      expect(body.length, slug).toBeGreaterThan(10_000);
      // React Router's hydration data carries the article's title, date and contents, a fraction of its text.
      expect(inlineScripts.length, slug).toBeLessThan(body.length / 4);
    }
  });

  test("part 2 links to part 1 as the previous article", async ({ page }) => {
    await page.goto("/blog/nudging-experience-part2");
    await waitForHydration(page);
    const previous = page.getByRole("link", { name: /Previous article/ });
    await expect(previous).toHaveAttribute("href", "/blog/nudging-experience-part1");
    await previous.click();
    await expect(page).toHaveURL("/blog/nudging-experience-part1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listed[2]!.title);
    // The body is part 1's, fetched with the navigation, not part 2's left in place: a heading only part 1
    // has is there, and one only part 2 has is gone.
    const part1 = articleHeadings("nudging-experience-part1");
    const part2 = articleHeadings("nudging-experience-part2");
    const onlyIn = (mine: string[], other: string[]) => mine.find((heading) => !other.includes(heading))!;
    await expect(page.getByRole("heading", { level: 2, name: onlyIn(part1, part2) })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: onlyIn(part2, part1) })).toHaveCount(0);
    // Part 1 is the first part: it has no previous-article link of its own, and leads on to part 2.
    await expect(page.getByRole("link", { name: /Previous article/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Next article/ })).toHaveAttribute(
      "href",
      "/blog/nudging-experience-part2",
    );
  });

  test("the two Nudging Experience parts name their series and link to each other", async ({ page }) => {
    for (const [index, current] of [listed[2]!, listed[1]!].entries()) {
      await page.goto(`/blog/${current.slug}`);
      const series = page.getByRole("navigation", { name: "Part of the series A Nudging Experience" });
      await expect(series.getByRole("listitem")).toHaveText([listed[2]!.title, listed[1]!.title]);
      const other = index === 0 ? listed[1]! : listed[2]!;
      await expect(series.getByRole("link")).toHaveCount(1);
      await expect(series.getByRole("link", { name: other.title })).toHaveAttribute(
        "href",
        `/blog/${other.slug}`,
      );
      await expect(series.locator('[aria-current="page"]')).toHaveText(current.title);
    }
    await page.goto("/blog/ai-neutrality");
    await expect(page.getByRole("navigation", { name: /Part of the series/ })).toHaveCount(0);
  });

  test("the table of contents of each long article links to headings that exist", async ({ page }) => {
    // Every long article in turn: about 27 s on 2 idle cores.
    test.setTimeout(90_000);
    for (const { slug } of listed) {
      await page.goto(`/blog/${slug}`);
      await waitForHydration(page);
      const toc = page.getByRole("navigation", { name: "In this article" });
      const links = toc.getByRole("link");
      const count = await links.count();
      expect(count, slug).toBeGreaterThanOrEqual(4);
      for (let index = 0; index < count; index++) {
        const link = links.nth(index);
        const href = (await link.getAttribute("href"))!;
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        const target = page.locator(href);
        await expect(target, `${slug} ${href}`).toHaveCount(1);
        await expect(target).toHaveText((await link.textContent())!);
      }
      // Following a link lands on its heading, below the fixed navigation bar.
      await links.nth(1).click();
      const heading = page.locator((await links.nth(1).getAttribute("href"))!);
      await expect(heading).toBeInViewport();
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(64);
    }
  });

  test("citations jump to their numbered reference", async ({ page }) => {
    await page.goto("/blog/ai-neutrality");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Reference 2" }).first().click();
    await expect(page).toHaveURL(/#ref-2$/);
    await expect(page.locator("#ref-2")).toBeInViewport();
    // The second source the article cites, as the reference registry titles it.
    const cited = [...new Set(articleCitations("ai-neutrality"))];
    const second = references.find((reference) => reference.id === cited[1])!;
    await expect(page.locator("#ref-2")).toContainText(second.title);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a wide comparison table scrolls inside its own box, not the page", async ({ page }) => {
    await page.goto("/blog/nudging-experience-part2");
    await waitForHydration(page);
    const box = page.getByRole("region", { name: /Four platform groups/ });
    await box.scrollIntoViewIfNeeded();
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByText(blogPage.tableScrollHint)).toBeVisible();
  });
});

test.describe("RSS feed", () => {
  test("/rss.xml is served as well-formed RSS with 7 items and absolute https links", async ({
    page,
    request,
  }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await page.goto("/blog");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        root: doc.documentElement.tagName,
        version: doc.documentElement.getAttribute("version"),
        links: [...doc.querySelectorAll("item > link")].map((link) => link.textContent ?? ""),
        titles: [...doc.querySelectorAll("item > title")].map((title) => title.textContent ?? ""),
      };
    }, xml);
    expect(feed.errors).toBe(0);
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.links).toHaveLength(7);
    for (const link of feed.links) expect(link).toMatch(/^https:\/\/[^/]+\/blog\/[a-z0-9-]+$/);
    expect([...feed.titles].sort()).toEqual(articles.map((article) => article.title).sort());
  });

  test("every page's head links the feed with rel=alternate", async ({ request }) => {
    for (const path of sitePaths()) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const alternate = [...head.matchAll(/<link\b[^>]*>/g)]
        .map((match) => match[0])
        .find((tag) => /rel="alternate"/.test(tag) && /type="application\/rss\+xml"/.test(tag));
      expect(alternate, path).toBeDefined();
      expect(alternate, path).toMatch(/href="\/rss\.xml"/);
    }
  });
});

test.describe("when an article's data cannot be fetched", () => {
  test.use({ expectedConsoleErrors: /status of 503/ });

  test("an article whose data cannot be fetched client-side still opens, as a full page load", async ({
    page,
  }) => {
    await page.goto("/blog/nudging-experience-part2");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // Only the client-side fetch of the article's data fails; loading it as a document still works.
    let failed = 0;
    await page.route(
      (url) => url.pathname === `/blog/nudging-experience-part1${routerOutput.dataSuffix}`,
      (route) => {
        failed++;
        return route.fulfill({ status: 503 });
      },
    );
    await page.getByRole("link", { name: /Previous article/ }).click();
    await expect(page).toHaveURL("/blog/nudging-experience-part1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listed[2]!.title);
    await expect(page.getByRole("heading", { level: 2, name: "What is a nudge?" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(failed).toBe(1);
  });
});

test.describe("reading an article on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** Sums the layout shifts (not caused by input) from now on, in window.shifts. */
  const recordShifts = () =>
    new Promise<void>((resolve) => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: false });
      resolve();
    });
  const totalShift = () =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0);
  /** Two rendered frames: whatever the scroll laid out has been painted, and its shifts reported. */
  const twoFrames = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  for (const { slug } of articles) {
    test(`/blog/${slug} does not shift under the reader while scrolling to the end`, async ({ page }) => {
      await page.goto(`/blog/${slug}`);
      await waitForHydration(page);
      await page.evaluate(recordShifts);
      // Scroll a screen at a time, as a reader does, and give each step time to lay out.
      for (let step = 0; step < 200; step++) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.8);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        });
        await page.evaluate(twoFrames);
        if (atEnd) break;
      }
      await expect(page.getByRole("contentinfo")).toBeInViewport();
      expect(await page.evaluate(totalShift), "summed layout shift while scrolling").toBeLessThan(0.01);
    });

    test(`/blog/${slug} keeps its footer still after a jump to the end`, async ({ page }) => {
      await page.goto(`/blog/${slug}`);
      await waitForHydration(page);
      await page.evaluate(recordShifts);
      // A jump (the End key, a footer link tapped after a fling): the footer must stay where it was drawn.
      const footer = page.getByRole("contentinfo");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(twoFrames);
      const before = await footer.evaluate((element) => element.getBoundingClientRect().top);
      await page.evaluate(twoFrames);
      await page.evaluate(twoFrames);
      const after = await footer.evaluate((element) => element.getBoundingClientRect().top);
      expect(after, "footer position a moment later").toBe(before);
      expect(await page.evaluate(totalShift), "summed layout shift after the jump").toBeLessThan(0.01);
    });
  }
});
