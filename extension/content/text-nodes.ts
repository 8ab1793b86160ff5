/**
 * The page's visible words as one string for the checker, and the way back from a span of that string to
 * the text nodes it came from. Whitespace runs read as one space, and each block (a paragraph, a button, a
 * table cell) starts a new line, as the checker's rules expect of pasted text. How "visible" and "block"
 * are decided is passed in, so the mapping is tested in jsdom, which lays nothing out.
 */

export type TextPiece = {
  node: Text;
  /** Where the node's words start in the joined text. */
  start: number;
  /** For each character of the node's words in the joined text, its offset in the node; one more at the end. */
  offsets: number[];
};

export type PageText = { text: string; pieces: TextPiece[] };

export type TextOptions = {
  /** Whether an element's words can be seen (its own and its ancestors' display, visibility, opacity). */
  isVisible?: (element: Element) => boolean;
  /** Whether an element starts a line of its own. */
  isBlock?: (element: Element) => boolean;
  /** Elements whose words are not the page's (the extension's own panel and marks). */
  skip?: (element: Element) => boolean;
};

const unread = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEMPLATE",
  "TEXTAREA",
  "SELECT",
  "OPTION",
  "IFRAME",
  "OBJECT",
  "SVG",
  "svg",
]);

const view = (element: Element) => element.ownerDocument.defaultView;

export function defaultIsVisible(element: Element): boolean {
  const check = (element as Element & { checkVisibility?: (options?: object) => boolean }).checkVisibility;
  if (typeof check === "function")
    return check.call(element, {
      opacityProperty: true,
      visibilityProperty: true,
      contentVisibilityAuto: true,
    });
  for (let current: Element | null = element; current; current = current.parentElement) {
    const style = view(current)?.getComputedStyle(current);
    if (!style) break;
    if (style.display === "none" || (current === element && style.visibility === "hidden")) return false;
    if (style.opacity === "0") return false;
  }
  return !element.closest("[hidden]");
}

export function defaultIsBlock(element: Element): boolean {
  const display = view(element)?.getComputedStyle(element).display ?? "inline";
  return display !== "" && !display.startsWith("inline") && display !== "contents";
}

/** The visible words under `root`, in document order, and where each text node's words sit in them. */
export function collectText(root: Element, options: TextOptions = {}): PageText {
  const isVisible = options.isVisible ?? defaultIsVisible;
  const isBlock = options.isBlock ?? defaultIsBlock;
  const skip = options.skip ?? (() => false);
  const visible = new Map<Element, boolean>();
  const blockOf = new Map<Element, Element>();

  const seen = (element: Element): boolean => {
    let known = visible.get(element);
    if (known === undefined) {
      known = !unread.has(element.tagName) && !skip(element) && isVisible(element);
      if (known && element.parentElement && element !== root) known = seen(element.parentElement);
      visible.set(element, known);
    }
    return known;
  };
  const block = (element: Element): Element => {
    let found = blockOf.get(element);
    if (!found) {
      found =
        element === root || isBlock(element) || !element.parentElement
          ? element
          : block(element.parentElement);
      blockOf.set(element, found);
    }
    return found;
  };

  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const pieces: TextPiece[] = [];
  let text = "";
  let lastBlock: Element | undefined;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    const raw = node.data;
    if (!parent || !/\S/.test(raw) || !seen(parent)) continue;
    const here = block(parent);
    if (lastBlock && here !== lastBlock) text += "\n";
    lastBlock = here;
    const offsets: number[] = [];
    let words = "";
    for (let index = 0; index < raw.length; index++) {
      const char = raw[index]!;
      if (/\s/.test(char)) {
        const before = words.length > 0 ? words[words.length - 1] : text[text.length - 1];
        if (before === undefined || before === " " || before === "\n") continue;
        words += " ";
      } else words += char;
      offsets.push(index);
    }
    if (words.length === 0) continue;
    offsets.push(raw.length);
    pieces.push({ node, start: text.length, offsets });
    text += words;
  }
  return { text, pieces };
}

export type NodeSpan = { node: Text; from: number; to: number };

/** The text nodes, and the offsets in each, that the joined text's [start, end) came from. */
export function spansFor(pieces: readonly TextPiece[], start: number, end: number): NodeSpan[] {
  const spans: NodeSpan[] = [];
  for (const piece of pieces) {
    const length = piece.offsets.length - 1;
    const pieceEnd = piece.start + length;
    if (pieceEnd <= start) continue;
    if (piece.start >= end) break;
    const from = Math.max(start, piece.start) - piece.start;
    const to = Math.min(end, pieceEnd) - piece.start;
    // The last character's offset plus one, so a span ending on a character keeps it whole.
    const rawFrom = piece.offsets[from]!;
    const rawTo = to === length ? piece.offsets[length]! : piece.offsets[to - 1]! + 1;
    if (rawTo > rawFrom) spans.push({ node: piece.node, from: rawFrom, to: rawTo });
  }
  return spans;
}

/**
 * A finding's span without the neighbouring lines that hold no words: a rule whose gap allows any space
 * can reach across a line break ("$129.00⏎Only 3 left in stock"), and on a page that is another element.
 */
export function trimToWords(text: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  for (let cut = text.indexOf("\n", from); cut !== -1 && cut < to; cut = text.indexOf("\n", from)) {
    if (/\p{L}/u.test(text.slice(from, cut))) break;
    from = cut + 1;
  }
  for (let cut = text.lastIndexOf("\n", to - 1); cut >= from; cut = text.lastIndexOf("\n", to - 1)) {
    if (/\p{L}/u.test(text.slice(cut + 1, to))) break;
    to = cut;
  }
  return from < to ? [from, to] : [start, end];
}
