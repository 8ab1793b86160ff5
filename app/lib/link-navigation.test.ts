// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { clientNavigationTarget } from "./link-navigation.ts";

const here = { origin: "http://localhost:3000", pathname: "/patterns", search: "" };

function click(html: string, init: Partial<MouseEvent> = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector("[data-target]") ?? document.querySelector("a")!;
  return clientNavigationTarget(
    {
      button: 0,
      metaKey: false,
      altKey: false,
      ctrlKey: false,
      shiftKey: false,
      defaultPrevented: false,
      target,
      ...init,
    },
    here,
  );
}

describe("clientNavigationTarget", () => {
  it("navigates within the app to another page of the site, from the link or anything inside it", () => {
    expect(click('<a href="/enforcement?pattern=x#list">x</a>')).toBe("/enforcement?pattern=x#list");
    expect(click('<a href="/about"><span data-target>About</span></a>')).toBe("/about");
  });

  it("leaves new tabs, downloads, files, documents, other sites and jumps within the page to the browser", () => {
    expect(click('<a href="/about">x</a>', { ctrlKey: true })).toBeNull();
    expect(click('<a href="/about">x</a>', { button: 1 })).toBeNull();
    expect(click('<a href="/about">x</a>', { defaultPrevented: true })).toBeNull();
    expect(click('<a href="/about" target="_blank">x</a>')).toBeNull();
    expect(click('<a href="/report.csv" download>x</a>')).toBeNull();
    expect(click('<a href="/guide/attune-guide.pdf">x</a>')).toBeNull();
    expect(click('<a href="/updates" data-document>x</a>')).toBeNull();
    expect(click('<a href="https://example.org/">x</a>')).toBeNull();
    expect(click('<a href="/patterns#by-harm">x</a>')).toBeNull();
    expect(click("<button data-target>not a link</button>")).toBeNull();
  });
});
