import { afterEach, describe, expect, it, vi } from "vitest";
import { notFoundLogScript, notFoundMessage } from "./not-found-log.ts";

describe("the not-found log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the same message from the static page's script as from the route", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    new Function("location", notFoundLogScript)({ pathname: "/blog/not-a-post" });
    expect(error).toHaveBeenCalledWith(notFoundMessage("/blog/not-a-post"));
    expect(notFoundMessage("/x")).toBe("404 Error: User attempted to access non-existent route: /x");
  });
});
