import { expect, type Locator } from "@playwright/test";

/** The spec's navigation: every leaf link in order (the phone menu), and the four dropdowns. */
export const leafLinks = [
  ["Home", "/"],
  ["What Is Digital Influence?", "/what-is-digital-influence"],
  ["Why It Matters", "/why-it-matters"],
  ["Real-World Examples", "/cases"],
  ["Enforcement Record", "/enforcement"],
  ["Guides & Tools", "/tools"],
  ["Glossary", "/glossary"],
  ["Blog", "/blog"],
  ["Our Mission", "/our-mission"],
  ["Our Approach", "/our-approach"],
  ["The Team", "/the-team"],
  ["Partnerships", "/partnerships"],
  ["Get In Touch", "/contact"],
  ["Join Attune", "/join-attune"],
] as const;

export const mainDropdowns = [
  { label: "Insights", links: leafLinks.slice(1, 5) },
  { label: "Resources", links: leafLinks.slice(5, 8) },
  { label: "About Us", links: leafLinks.slice(8, 12) },
  { label: "Contact", links: leafLinks.slice(12, 14) },
] as const;

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
