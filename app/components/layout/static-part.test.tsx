import { act, useEffect, useState } from "react";
import type * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reactOutput } from "../../../scripts/pipeline/deliver/framework-output.ts";
import { StaticPart } from "./static-part.tsx";

function Rows({ ids }: { ids: string[] }) {
  return (
    <StaticPart as="ul" version={ids.join(" ")} data-testid="rows">
      {ids.map((id) => (
        <li key={id}>{id}</li>
      ))}
    </StaticPart>
  );
}

/** The rows with a filter, set from outside as a visitor's choice would set it. */
const filter: { set?: (ids: string[]) => void } = {};
function Explorer() {
  const [ids, setIds] = useState(["a", "b", "c"]);
  useEffect(() => {
    filter.set = setIds;
  }, []);
  return <Rows ids={ids} />;
}
const narrow = () => filter.set?.(["b"]);
const widen = () => filter.set?.(["a", "b", "c"]);

// React's act() outside Testing Library: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The pre-rendered HTML, rendered as the build does: in Node, where there is no document. */
function prerender(element: React.ReactElement): string {
  const { document } = globalThis;
  vi.stubGlobal("document", undefined);
  try {
    return renderToString(element);
  } finally {
    vi.stubGlobal("document", document);
  }
}

const owned = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith(reactOutput.fiberKeyPrefix));

describe("StaticPart", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("renders its children on the server", () => {
    expect(prerender(<Rows ids={["a", "b"]} />)).toBe('<ul data-testid="rows"><li>a</li><li>b</li></ul>');
  });

  it("keeps the pre-rendered content at hydration without React taking it over, then renders it once it changes, for good", async () => {
    const container = document.createElement("div");
    container.innerHTML = prerender(<Explorer />);
    document.body.append(container);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Explorer />, { onRecoverableError: errors });
    });
    const list = container.querySelector("ul")!;
    expect(errors).not.toHaveBeenCalled();
    expect([...list.children].map((li) => li.textContent)).toEqual(["a", "b", "c"]);
    expect(owned(list)).toBe(true);
    expect(list.querySelector("li") && owned(list.querySelector("li")!)).toBe(false);

    await act(async () => narrow());
    expect([...list.children].map((li) => li.textContent)).toEqual(["b"]);
    // Back to the first rows: rendered by React now, not emptied.
    await act(async () => widen());
    expect([...list.children].map((li) => li.textContent)).toEqual(["a", "b", "c"]);
    expect(owned(list.querySelector("li")!)).toBe(true);
  });

  it("renders its children when the app renders it rather than hydrating it (a client-side navigation)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      createRoot(container).render(<Rows ids={["a", "b"]} />);
    });
    expect(container.innerHTML).toBe('<ul data-testid="rows"><li>a</li><li>b</li></ul>');
  });

  it("passes its ref and handlers to its element while kept: a click on a kept link reaches the part's handler", async () => {
    const clicked = vi.fn();
    const ref = { current: null as HTMLElement | null };
    const Links = () => (
      <StaticPart as="ul" ref={ref} onClick={(event) => clicked((event.target as Element).tagName)}>
        <li>
          <a href="/about">About</a>
        </li>
      </StaticPart>
    );
    const container = document.createElement("div");
    container.innerHTML = prerender(<Links />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Links />);
    });
    const link = container.querySelector("a")!;
    expect(owned(link)).toBe(false);
    expect(ref.current).toBe(container.querySelector("ul"));
    link.addEventListener("click", (event) => event.preventDefault());
    await act(async () => link.click());
    expect(clicked).toHaveBeenCalledWith("A");
  });
});
