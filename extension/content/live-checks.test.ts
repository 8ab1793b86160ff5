// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import type { ControlLook } from "./controls.ts";
import { lopsidedChoices, preselectedBoxes, timerElements, timerText } from "./live-checks.ts";

const visible = (element: Element) => !element.closest("[hidden]");
const skip = (element: Element) => element.localName.startsWith("attune-");

beforeEach(() => {
  document.body.innerHTML = "";
});

describe("boxes ticked for the visitor", () => {
  it("finds ticked add-ons, insurance, consent and marketing, not harmless or unticked boxes", () => {
    document.body.innerHTML = `
      <label><input type="checkbox" name="a" checked> Add travel damage insurance for $7.99</label>
      <input type="checkbox" id="news" checked><label for="news">Send me offers by e-mail</label>
      <label><input type="checkbox" name="b"> Add gift wrapping</label>
      <label><input type="checkbox" name="c" checked> Remember me</label>
      <label><input type="checkbox" name="d" checked disabled> Share data with partners</label>
      <div role="checkbox" aria-checked="true" aria-label="Share my data with partners"></div>`;
    const found = preselectedBoxes(document.body, visible, skip);
    expect(found.map((box) => [box.topic, box.label])).toEqual([
      ["insurance", "Add travel damage insurance for $7.99"],
      ["marketing", "Send me offers by e-mail"],
      ["consent", "Share my data with partners"],
    ]);
  });
});

describe("a decline beside its accept", () => {
  const looks: Record<string, ControlLook> = {
    big: { fontSize: 18, area: 10_000, contrast: 6, opacity: 1 },
    tiny: { fontSize: 11, area: 700, contrast: 1.6, opacity: 1 },
  };
  const measure = (element: Element) => looks[element.getAttribute("data-look") ?? "big"]!;

  it("pairs the controls of one banner and reports a lopsided pair", () => {
    document.body.innerHTML = `
      <div class="banner"><p>We use cookies.</p>
        <button data-look="big">Accept all</button> <a href="/no" data-look="tiny">Reject</a></div>
      <div class="other"><button data-look="big">Allow counting</button><button data-look="big">No counting</button></div>`;
    const found = lopsidedChoices(document.body, visible, skip, measure);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ acceptLabel: "Accept all", declineLabel: "Reject" });
    expect(found[0]!.signs).toEqual(expect.arrayContaining(["font", "area", "contrast"]));
  });

  it("does not pair a decline with an accept elsewhere on the page", () => {
    document.body.innerHTML = `
      <main><section><div><div><p><button data-look="big">Accept all</button></p></div></div></section></main>
      <footer><div><div><div><div><a href="/no" data-look="tiny">Reject</a></div></div></div></div></footer>`;
    expect(lopsidedChoices(document.body, visible, skip, measure)).toEqual([]);
  });
});

describe("timers", () => {
  it("reads the innermost element showing a timer, without the check's own badges", () => {
    document.body.innerHTML = `<p>Sale ends in <span id="t">00:14:52</span><attune-badge>5</attune-badge></p><p>No timer here</p>`;
    const elements = timerElements(document.body, visible, skip);
    expect(elements.map((element) => element.id)).toEqual(["t"]);
    expect(timerText(document.body.firstElementChild!)).toBe("Sale ends in 00:14:52");
  });
});
