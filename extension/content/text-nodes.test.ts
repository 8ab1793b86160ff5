// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { collectText, spansFor, trimToWords, type TextOptions } from "./text-nodes.ts";

// jsdom lays nothing out: what is hidden and what starts a line are read from the markup here.
const options: TextOptions = {
  isVisible: (element) =>
    !element.hasAttribute("hidden") && (element as HTMLElement).style.display !== "none",
  isBlock: (element) => ["P", "DIV", "LI", "UL", "BUTTON", "H1", "BODY", "LABEL"].includes(element.tagName),
};

beforeEach(() => {
  document.body.innerHTML = "";
});

describe("the page's visible words", () => {
  it("joins inline text, starts a line per block, collapses whitespace and skips hidden and unread parts", () => {
    document.body.innerHTML = `
      <h1>Summit   backpack</h1>
      <p>Flash sale ends in <span id="timer">00:14:52</span></p>
      <p hidden>Hidden text</p>
      <div style="display: none">Not shown</div>
      <script>const words = "script";</script>
      <p>Only <b>3</b> left
         in stock</p>`;
    const { text } = collectText(document.body, options);
    expect(text).toBe("Summit backpack\nFlash sale ends in 00:14:52\nOnly 3 left in stock");
  });

  it("maps a span of the joined text back to the text nodes it came from", () => {
    document.body.innerHTML = `<p>Hurry:   only <b>3</b> left in stock!</p>`;
    const page = collectText(document.body, options);
    const start = page.text.indexOf("only");
    const end = page.text.indexOf("stock") + "stock".length;
    const spans = spansFor(page.pieces, start, end);
    expect(spans.map((span) => span.node.data.slice(span.from, span.to))).toEqual([
      "only ",
      "3",
      " left in stock",
    ]);
  });

  it("keeps the offsets of text after collapsed whitespace", () => {
    document.body.innerHTML = `<p>\n      Sale   ends   today\n   </p>`;
    const page = collectText(document.body, options);
    const start = page.text.indexOf("ends");
    const [span] = spansFor(page.pieces, start, start + "ends today".length);
    expect(span!.node.data.slice(span!.from, span!.to)).toBe("ends   today");
  });

  it("skips what `skip` names (the extension's own marks and panel)", () => {
    document.body.innerHTML = `<p>Price <attune-badge>1</attune-badge>$10</p>`;
    const page = collectText(document.body, {
      ...options,
      skip: (element) => element.localName === "attune-badge",
    });
    expect(page.text).toBe("Price $10");
  });
});

describe("a finding's span without lines that hold no words", () => {
  it("drops a price on the line before", () => {
    const text = "$89.00 $129.00\nOnly 3 left in stock";
    const start = text.indexOf("129.00");
    const [from, to] = trimToWords(text, start, text.length);
    expect(text.slice(from, to)).toBe("Only 3 left in stock");
  });

  it("keeps a span whose lines all hold words", () => {
    const text = "Hurry!\nSale ends soon";
    expect(trimToWords(text, 0, text.length)).toEqual([0, text.length]);
  });
});
