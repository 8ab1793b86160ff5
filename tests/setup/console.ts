import { beforeEach, vi } from "vitest";

/*
 * A console.error or console.warn during a test fails it, so React key and
 * act() warnings cannot pass unnoticed. A test that expects one mocks the
 * console method itself (vi.spyOn(console, "error").mockImplementation(...)).
 */
beforeEach(() => {
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called during a test: ${args.map(String).join(" ")}`);
    });
  }
});
