/**
 * What only a live page shows, read from the DOM: timers (read twice, see timer.ts), boxes ticked for the
 * visitor (preselection.ts) and a decline made smaller or fainter than its accept (controls.ts).
 */
import {
  classifyChoice,
  composite,
  contrastRatio,
  lopsidedSigns,
  parseColour,
  type ControlLook,
  type LopsidedSign,
  type Rgba,
} from "./controls.ts";
import { preselectionTopic, type PreselectionTopic } from "./preselection.ts";
import { looksLikeTimer } from "./timer.ts";

export type Visible = (element: Element) => boolean;
type Skip = (element: Element) => boolean;

const words = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

/** Elements showing timer-shaped text, innermost first: the ones to read again in a few seconds. */
export function timerElements(root: Element, visible: Visible, skip: Skip): Element[] {
  const found = new Set<Element>();
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let element = node.parentElement;
    // A timer drawn digit by digit ("<b>14</b>:<b>52</b>") shows its shape a level or two up.
    for (let level = 0; element && level < 3; level++, element = element.parentElement) {
      const text = words(element.textContent);
      if (text.length > 80) break;
      if (looksLikeTimer(text)) {
        if (!skip(element) && visible(element)) found.add(element);
        break;
      }
    }
  }
  // A line that holds a timer ("Sale ends in 00:14:52") reads as one too: keep the innermost.
  return [...found].filter(
    (element) => ![...found].some((other) => other !== element && element.contains(other)),
  );
}

/** The words a timer shows now, without the badges the check itself put there. */
export function timerText(element: Element): string {
  let text = "";
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest("attune-badge")) text += node.nodeValue ?? "";
  return words(text);
}

/** The words that name a control: its label, its own words, its value. */
export function controlLabel(element: Element): string {
  const aria = element.getAttribute("aria-label");
  if (aria) return words(aria);
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? "")
      .join(" ");
    if (words(text)) return words(text);
  }
  if (element instanceof HTMLInputElement) {
    const labels = [...(element.labels ?? [])].map((label) => label.textContent).join(" ");
    if (words(labels)) return words(labels);
    if (element.type !== "checkbox" && element.type !== "radio") return words(element.value);
  }
  return words((element as HTMLElement).innerText ?? element.textContent);
}

export type Preselected = { box: Element; target: Element; label: string; topic: PreselectionTopic };

/** Ticked boxes for an add-on, insurance, consent or marketing, with the element to mark. */
export function preselectedBoxes(root: Element, visible: Visible, skip: Skip): Preselected[] {
  const found: Preselected[] = [];
  const boxes = root.querySelectorAll<HTMLElement>(
    'input[type="checkbox"], [role="checkbox"][aria-checked="true"], [role="switch"][aria-checked="true"]',
  );
  for (const box of boxes) {
    if (skip(box)) continue;
    if (box instanceof HTMLInputElement && (!box.checked || box.disabled)) continue;
    if (box.getAttribute("aria-disabled") === "true") continue;
    let label = controlLabel(box);
    const labelElement = box instanceof HTMLInputElement ? box.labels?.[0] : undefined;
    if (!label) {
      // A box with no label of its own: the words of the line it sits on.
      const line = box.closest("li, p, tr, div");
      label = words(line?.textContent).slice(0, 200);
    }
    const topic = preselectionTopic(label);
    if (!topic) continue;
    // A styled box often hides the real one: then its label is what the visitor sees.
    const target = visible(box) ? box : (labelElement ?? box.parentElement ?? box);
    if (!visible(target)) continue;
    found.push({ box, target, label, topic });
  }
  return found;
}

const controlSelector =
  'button, a[href], [role="button"], input[type="submit"], input[type="button"], input[type="reset"]';

function effectiveOpacity(element: Element): number {
  let opacity = 1;
  for (let current: Element | null = element; current; current = current.parentElement)
    opacity *= Number.parseFloat(getComputedStyle(current).opacity || "1");
  return opacity;
}

function backgroundBehind(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let current: Element | null = element; current; current = current.parentElement) {
    const colour = parseColour(getComputedStyle(current).backgroundColor);
    if (colour && colour.a > 0) {
      layers.push(colour);
      if (colour.a >= 1) break;
    }
  }
  let behind: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of layers.reverse()) behind = composite(layer, behind);
  return behind;
}

/** What the visitor sees of a control: its type size, box, contrast and opacity. */
export function measureControl(element: Element): ControlLook {
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  const opacity = effectiveOpacity(element);
  const text = parseColour(style.color);
  const background = backgroundBehind(element);
  return {
    fontSize: Number.parseFloat(style.fontSize) || 16,
    area: box.width * box.height,
    contrast: text ? contrastRatio(composite(text, background, opacity), background) : undefined,
    opacity,
  };
}

export type Lopsided = {
  accept: Element;
  decline: Element;
  acceptLabel: string;
  declineLabel: string;
  signs: LopsidedSign[];
};

/**
 * Each decline control beside an accept control (within a few levels of the same container) that is
 * made much smaller or fainter than it. `measure` is passed in for the tests.
 */
export function lopsidedChoices(
  root: Element,
  visible: Visible,
  skip: Skip,
  measure: (element: Element) => ControlLook = measureControl,
): Lopsided[] {
  const controls = [...root.querySelectorAll(controlSelector)]
    .filter((element) => !skip(element) && visible(element))
    .map((element) => ({ element, label: controlLabel(element) }))
    .map((control) => ({ ...control, choice: classifyChoice(control.label) }));
  const accepts = controls.filter((control) => control.choice === "accept");
  const found: Lopsided[] = [];
  for (const decline of controls.filter((control) => control.choice === "decline")) {
    let partner: (typeof accepts)[number] | undefined;
    let container = decline.element.parentElement;
    for (let level = 0; container && !partner && level < 4; level++, container = container.parentElement) {
      partner = accepts.find(
        (accept) =>
          container!.contains(accept.element) &&
          !accept.element.contains(decline.element) &&
          !decline.element.contains(accept.element),
      );
    }
    if (!partner) continue;
    const signs = lopsidedSigns(measure(partner.element), measure(decline.element));
    if (signs.length > 0)
      found.push({
        accept: partner.element,
        decline: decline.element,
        acceptLabel: partner.label,
        declineLabel: decline.label,
        signs,
      });
  }
  return found;
}

/** Buttons whose words are in their value (`<input type="submit" value="…">`), not in a text node. */
export function valueButtons(
  root: Element,
  visible: Visible,
  skip: Skip,
): Array<{ element: HTMLInputElement; words: string }> {
  return [
    ...root.querySelectorAll<HTMLInputElement>(
      'input[type="submit"], input[type="button"], input[type="reset"]',
    ),
  ]
    .filter((element) => !skip(element) && visible(element))
    .map((element) => ({ element, words: words(element.value) }))
    .filter((button) => button.words !== "");
}
