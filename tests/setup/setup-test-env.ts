import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Component tests render into jsdom: each starts from an empty document.
afterEach(() => {
  cleanup();
});
