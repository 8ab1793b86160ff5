import { expect, type Locator } from "@playwright/test";

/**
 * The navigation's labels, the one place tests pin them: the spec's entries in the spec's order, with the
 * site's own sections joined where decisions.md ("Navigation, turn 3"; "Beyond the spec (turn 4)") places them. The four dropdowns,
 * and every leaf link in order (the phone menu).
 */
export const mainDropdowns: { label: string; links: (readonly [string, string])[] }[] = [
  {
    label: "Insights",
    links: [
      ["What Is Digital Influence?", "/what-is-digital-influence"],
      ["Why It Matters", "/why-it-matters"],
      ["Real-World Examples", "/cases"],
      ["Enforcement Record", "/enforcement"],
    ],
  },
  {
    label: "Resources",
    links: [
      ["Pattern Library", "/patterns"],
      ["Spot the Pattern", "/spot-the-pattern"],
      ["Guides & Tools", "/tools"],
      ["Glossary", "/glossary"],
      ["Blog", "/blog"],
      ["Teaching Pack", "/teach"],
      ["The Guide", "/guide"],
      ["Report a pattern", "/report"],
    ],
  },
  {
    label: "About Us",
    links: [
      ["Our Mission", "/our-mission"],
      ["Our Approach", "/our-approach"],
      ["The Team", "/the-team"],
      ["Partnerships", "/partnerships"],
    ],
  },
  {
    label: "Contact",
    links: [
      ["Get In Touch", "/contact"],
      ["Join Attune", "/join-attune"],
    ],
  },
];

export const leafLinks = [["Home", "/"] as const, ...mainDropdowns.flatMap(({ links }) => links)];

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
