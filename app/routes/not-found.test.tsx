import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notFoundLogScript, notFoundMessage } from "#app/lib/not-found-log.ts";
import NotFound from "./not-found.tsx";

/** The catch-all route logs the attempted path once, however the visitor got there (ADR 033). */

afterEach(() => vi.restoreAllMocks());

describe("not-found route", () => {
  it("pre-renders the log script for the static 404 page", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/404"]}>
        <NotFound />
      </MemoryRouter>,
    );
    expect(html).toContain(`<script>${notFoundLogScript}</script>`);
  });

  it("after a client-side navigation logs from its effect, and renders no script", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(
      <MemoryRouter initialEntries={["/no-such-page"]}>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
    expect(container.querySelector("script")).toBeNull();
    expect(error.mock.calls).toEqual([[notFoundMessage("/no-such-page")]]);
  });
});
