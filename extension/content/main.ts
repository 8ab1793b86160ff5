/**
 * The content script, injected into the tab when the visitor clicks the extension's button (background.ts)
 * and never otherwise. It reads the page's visible words with the site's checker, looks for what only a
 * live page shows (a countdown that counts down, boxes ticked for the visitor, a decline made smaller or
 * fainter than its accept), marks each finding on the page and lists them in a panel. It sends nothing and
 * keeps nothing; clicking the button again checks the page afresh.
 */
import { checkText } from "#app/lib/checker/index.ts";
import { bundleData } from "../bundle-data.ts";
import { PageMarks } from "./highlight.ts";
import { lopsidedChoices, preselectedBoxes, timerElements, timerText, valueButtons } from "./live-checks.ts";
import { openPanel, type PanelFinding } from "./panel.ts";
import { collectText, defaultIsVisible, spansFor, trimToWords } from "./text-nodes.ts";
import { countedDown } from "./timer.ts";

/** How long the check watches timers: two readings this far apart. */
export const timerSampleMs = 2500;

type Running = { close: () => void };
const key = "__attuneCheck";
const scope = globalThis as typeof globalThis & { [key]?: Running };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

function check(): Running {
  const { names, live, panel: text, siteName, siteUrl } = bundleData;
  const root = document.body ?? document.documentElement;
  const marks = new PageMarks(document);
  const isOwn = (element: Element) => PageMarks.isOwn(element) || element.localName === "attune-check-panel";
  const visible = (element: Element) => defaultIsVisible(element);

  // Read and measure everything before the first mark changes the page.
  const timers = timerElements(root, visible, isOwn).map((element) => ({
    element,
    before: timerText(element),
  }));
  const firstReading = performance.now();
  const page = collectText(root, { isVisible: visible, skip: isOwn });
  const wording = checkText(page.text, { mode: "page" });
  const buttons = valueButtons(root, visible, isOwn).map((button) => ({
    ...button,
    findings: checkText(button.words, { mode: "page" }),
  }));
  const boxes = preselectedBoxes(root, visible, isOwn);
  const lopsided = lopsidedChoices(root, visible, isOwn);

  const findings: PanelFinding[] = [];
  const nameOf = (slug: string) => names[slug] ?? slug;
  const add = (finding: Omit<PanelFinding, "number" | "name">) => {
    const number = findings.length + 1;
    findings.push({ ...finding, number, name: nameOf(finding.pattern) });
    return number;
  };

  marks.markSpans(
    wording.map((finding) => {
      const [start, end] = trimToWords(page.text, finding.start, finding.end);
      const number = add({
        pattern: finding.pattern,
        label: finding.label,
        reason: finding.reason,
        strength: finding.strength,
        text: page.text.slice(start, end).replace(/\s+/g, " "),
      });
      return { number, strength: finding.strength, spans: spansFor(page.pieces, start, end) };
    }),
  );
  for (const button of buttons)
    for (const finding of button.findings) {
      const number = add({
        pattern: finding.pattern,
        label: finding.label,
        reason: finding.reason,
        strength: finding.strength,
        text: finding.text,
      });
      marks.markElement(button.element, number, finding.strength);
    }
  for (const box of boxes) {
    const number = add({
      pattern: live.preselected,
      ...text.live.preselected,
      strength: "clear",
      text: box.label,
    });
    marks.markElement(box.target as HTMLElement, number, "clear");
  }
  for (const pair of lopsided) {
    const number = add({
      pattern: live.lopsided,
      label: text.live.lopsided.label,
      reason: fill(text.live.lopsided.reason, { accept: pair.acceptLabel, decline: pair.declineLabel }),
      strength: "clear",
      text: pair.declineLabel,
    });
    marks.markElement(pair.decline as HTMLElement, number, "clear");
  }

  let timeout: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    if (timeout !== undefined) clearTimeout(timeout);
    marks.clear();
    panel.remove();
    if (scope[key] === running) delete scope[key];
  };
  const panel = openPanel(document, {
    text,
    siteName,
    siteUrl,
    onClose: close,
    onShow: (number) => marks.show(number),
  });
  panel.render({ findings, watching: timers.length > 0 });

  if (timers.length > 0) {
    timeout = setTimeout(() => {
      timeout = undefined;
      const elapsed = performance.now() - firstReading;
      for (const timer of timers) {
        if (!timer.element.isConnected) continue;
        const after = timerText(timer.element);
        if (!countedDown(timer.before, after, elapsed)) continue;
        const number = add({
          pattern: live.countdown,
          ...text.live.countdown,
          strength: "clear",
          text: after,
        });
        marks.markElement(timer.element as HTMLElement, number, "clear");
      }
      panel.render({ findings, watching: false });
    }, timerSampleMs);
  }
  const running: Running = { close };
  return running;
}

scope[key]?.close();
scope[key] = check();
