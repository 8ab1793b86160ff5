import { statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { patterns } from "#app/content/patterns.ts";
import { guidePdfBudget } from "../../scripts/pipeline/guide/budget.ts";
import { clientDir } from "./built-files.ts";

// The page budgets are measured as loaded in the browser (tests/e2e/routes.spec.ts); the guide is a file.
const pdfBudget = guidePdfBudget(patterns.length);

it("the guide PDF stays within its budget", () => {
  const size = statSync(path.join(clientDir, "downloads", "attune-strategic-guide.pdf")).size;
  expect(size).toBeLessThanOrEqual(pdfBudget);
});
