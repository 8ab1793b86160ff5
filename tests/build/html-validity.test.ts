import { expect, test } from "vitest";
import { HtmlValidate } from "html-validate";
import { builtPages } from "./built-files.ts";

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document", "html-validate:a11y"],
  rules: {
    // Subresource integrity protects files from other origins; every asset here is same-origin.
    "require-sri": "off",
  },
});

for (const page of builtPages()) {
  test(`${page.urlPath} is valid HTML`, async () => {
    const report = await validator.validateString(page.html, page.file);
    const messages = report.results
      .flatMap((result) => result.messages)
      .map((message) => `${message.ruleId}: ${message.message} (${message.selector})`);
    expect(messages).toEqual([]);
  });
}
