/**
 * Marks on the page itself: each flagged phrase wrapped in an outlined <attune-mark>, each flagged element
 * (a timer, a ticked box, a decline) outlined, and a numbered badge before each phrase and after each element, so a finding is told by its
 * outline and number as well as its colour. Solid outlines for clear signs, dashed for possible ones.
 * Everything is undone by `clear()`: the page is left as it was found.
 */
import type { NodeSpan } from "./text-nodes.ts";

export type Strength = "clear" | "possible";
export type SpanFinding = { number: number; strength: Strength; spans: NodeSpan[] };

const ink = "#7a1616";
const outline = (strength: Strength) => `2px ${strength === "clear" ? "solid" : "dashed"} ${ink}`;

/** An inline style string where every declaration wins over the page's own rules. */
const important = (declarations: Record<string, string>) =>
  Object.entries(declarations)
    .map(([property, value]) => `${property}: ${value} !important`)
    .join("; ");

export class PageMarks {
  private undo: Array<() => void> = [];
  /** The first mark of each finding, to scroll to. */
  private first = new Map<number, HTMLElement>();

  private readonly document: Document;

  constructor(document: Document) {
    this.document = document;
  }

  /** Whether an element is one of the marks or badges. */
  static isOwn(element: Element): boolean {
    return element.localName === "attune-mark" || element.localName === "attune-badge";
  }

  private badge(number: number): HTMLElement {
    const badge = this.document.createElement("attune-badge");
    badge.setAttribute("aria-hidden", "true");
    badge.setAttribute("data-attune-finding", String(number));
    badge.setAttribute(
      "style",
      important({
        all: "initial",
        display: "inline-block",
        "min-width": "1.25em",
        margin: "0 0.15em",
        padding: "0 0.3em",
        "border-radius": "999px",
        background: ink,
        color: "#ffffff",
        font: "700 12px/1.5 system-ui, sans-serif",
        "text-align": "center",
        "vertical-align": "middle",
        "box-shadow": "0 0 0 2px #ffffff",
      }),
    );
    badge.textContent = String(number);
    this.undo.push(() => badge.remove());
    return badge;
  }

  /**
   * Wraps each finding's words, its number before them (before, as a timer's words are replaced each second
   * by the page); overlapping findings share one mark and show both numbers.
   */
  markSpans(findings: readonly SpanFinding[]): void {
    type Cut = { from: number; to: number; numbers: number[]; strength: Strength; opens: number[] };
    const byNode = new Map<Text, Cut[]>();
    for (const finding of findings) {
      finding.spans.forEach((span, index) => {
        const cuts = byNode.get(span.node) ?? [];
        cuts.push({
          from: span.from,
          to: span.to,
          numbers: [finding.number],
          strength: finding.strength,
          opens: index === 0 ? [finding.number] : [],
        });
        byNode.set(span.node, cuts);
      });
    }
    for (const [node, cuts] of byNode) {
      cuts.sort((a, b) => a.from - b.from);
      const merged: Cut[] = [];
      for (const cut of cuts) {
        const previous = merged[merged.length - 1];
        if (previous && cut.from < previous.to) {
          previous.to = Math.max(previous.to, cut.to);
          previous.numbers.push(...cut.numbers);
          previous.opens.push(...cut.opens);
          if (cut.strength === "clear") previous.strength = "clear";
        } else merged.push({ ...cut, numbers: [...cut.numbers], opens: [...cut.opens] });
      }
      // From the end, so splitting the node leaves the offsets of the earlier cuts as they were.
      for (const cut of merged.reverse())
        this.wrap(node, cut.from, cut.to, cut.numbers, cut.strength, cut.opens);
    }
  }

  private wrap(node: Text, from: number, to: number, numbers: number[], strength: Strength, opens: number[]) {
    node.splitText(to);
    const words = node.splitText(from);
    const mark = this.document.createElement("attune-mark");
    mark.setAttribute("data-attune-finding", numbers.join(" "));
    mark.setAttribute(
      "style",
      important({
        outline: outline(strength),
        "outline-offset": "1px",
        // A light ring inside the outline, so it shows on dark and coloured backgrounds too.
        "box-shadow": "0 0 0 1px #ffffff",
        "border-radius": "2px",
        "background-color": "rgba(255, 213, 79, 0.45)",
        color: "inherit",
        "box-decoration-break": "clone",
        "-webkit-box-decoration-break": "clone",
      }),
    );
    words.before(mark);
    mark.append(words);
    for (const number of opens) mark.before(this.badge(number));
    for (const number of numbers) if (!this.first.has(number)) this.first.set(number, mark);
    this.undo.push(() => {
      const parent = mark.parentNode;
      if (!parent) return;
      mark.replaceWith(...mark.childNodes);
      parent.normalize();
    });
  }

  /** Outlines an element the live checks found, with its number after it. */
  markElement(element: HTMLElement, number: number, strength: Strength): void {
    const previous = {
      value: element.style.getPropertyValue("outline"),
      priority: element.style.getPropertyPriority("outline"),
      offset: element.style.getPropertyValue("outline-offset"),
      offsetPriority: element.style.getPropertyPriority("outline-offset"),
      shadow: element.style.getPropertyValue("box-shadow"),
      shadowPriority: element.style.getPropertyPriority("box-shadow"),
    };
    element.style.setProperty("outline", outline(strength), "important");
    element.style.setProperty("outline-offset", "2px", "important");
    element.style.setProperty("box-shadow", "0 0 0 2px #ffffff", "important");
    element.after(this.badge(number));
    if (!this.first.has(number)) this.first.set(number, element);
    this.undo.push(() => {
      element.style.setProperty("outline", previous.value, previous.priority);
      element.style.setProperty("outline-offset", previous.offset, previous.offsetPriority);
      element.style.setProperty("box-shadow", previous.shadow, previous.shadowPriority);
    });
  }

  /** Scrolls a finding's first mark into view and moves focus to it. */
  show(number: number): void {
    const target = this.first.get(number);
    if (!target) return;
    target.scrollIntoView({ block: "center" });
    // A mark, a timer or a label takes no focus on its own: it may for as long as the marks are shown.
    if (!target.hasAttribute("tabindex") && target.tabIndex < 0) {
      target.setAttribute("tabindex", "-1");
      this.undo.push(() => target.removeAttribute("tabindex"));
    }
    target.focus({ preventScroll: true });
  }

  clear(): void {
    for (const step of this.undo.reverse()) step();
    this.undo = [];
    this.first.clear();
  }
}
