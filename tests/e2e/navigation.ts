import { expect, type Locator } from "@playwright/test";
import { mainNav, navLeaves } from "#app/site.config.ts";

/**
 * The navigation as the site declares it (mainNav in app/site.config.ts), never a copy: the dropdowns,
 * each with its links as [label, target], and every leaf link in order (the phone menu). The spec's
 * labels, which the config must keep word for word, are pinned in tests/spec-text.ts (specNavigation)
 * and checked against the config in app/site.config.test.ts.
 */
export const mainDropdowns: { label: string; links: (readonly [string, string])[] }[] = mainNav.flatMap(
  (item) =>
    item.type === "dropdown"
      ? [{ label: item.name, links: item.items.map(({ name, path }) => [name, path] as const) }]
      : [],
);

export const leafLinks: (readonly [string, string])[] = navLeaves.map(
  ({ name, path }) => [name, path] as const,
);

/**
 * A control a thumb can actually tap: scrolled into view if its container scrolls, at least 44 px tall,
 * and the element the browser hits at its centre is the control itself (not something drawn over it,
 * nor a clipped strip of it).
 */
export async function expectTappable(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, "drawn on screen").not.toBeNull();
  expect(box!.height, "touch target height").toBeGreaterThanOrEqual(44);
  const hit = await control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const inViewport = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
    const target = document.elementFromPoint(x, y);
    return { inViewport, hits: !!target && (target === element || element.contains(target)) };
  });
  expect(hit.inViewport, "centre inside the viewport").toBe(true);
  expect(hit.hits, "the tap at its centre lands on it").toBe(true);
}
