import { footerContent } from "#app/content/footer.ts";
import { siteConfig } from "#app/site.config.ts";
import { specLabels } from "../spec-text.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const copy = footerContent.subscribe;

test.describe("Stay Informed subscribe form", () => {
  test("an empty or invalid address is stopped by the browser and shows no success toast", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    const input = footer.getByRole("textbox", { name: copy.inputLabel });
    // The toast can only come from the form's submit handler: count the submissions the browser lets through.
    await page.evaluate(() => {
      const counts = { invalid: 0, submit: 0 };
      (window as unknown as { formEvents: typeof counts }).formEvents = counts;
      document.addEventListener("invalid", () => counts.invalid++, true);
      document.addEventListener("submit", () => counts.submit++, true);
    });
    const formEvents = () => page.evaluate(() => (window as unknown as { formEvents: object }).formEvents);
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("required", "");

    await footer.getByRole("button", { name: specLabels.subscribe }).click();
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);

    await input.fill("not-an-email");
    await footer.getByRole("button", { name: specLabels.subscribe }).click();
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.typeMismatch)).toBe(true);
    expect(await input.evaluate((element: HTMLInputElement) => element.validationMessage)).not.toBe("");

    await expect.poll(formEvents).toEqual({ invalid: 2, submit: 0 });
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });

  test("a valid address opens a pre-filled e-mail to the contact address and says what happens next", async ({
    page,
  }) => {
    await page.goto("/tools");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    // Said before Subscribe, and tied to the field for screen readers.
    await expect(footer.getByText(copy.mailtoHint)).toBeVisible();
    await expect(footer.getByRole("textbox", { name: copy.inputLabel })).toHaveAccessibleDescription(
      copy.mailtoHint,
    );
    await footer.getByRole("textbox", { name: copy.inputLabel }).fill("ada@example.org");
    await footer.getByRole("button", { name: specLabels.subscribe }).click();

    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(copy.mailtoNext);
    // Nothing has been sent yet: an information notice, not a success with its tick.
    await expect(toast).toHaveAttribute("data-type", "info");
    // It cannot know whether the message is sent, so it never claims a subscription.
    await expect(toast).not.toContainText(/subscribed|thank you|success/i);
    const link = toast.getByRole("link", { name: copy.mailtoAgain });
    const href = await link.getAttribute("href");
    const url = new URL(href!);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(siteConfig.email);
    // decisions.md: a mailto with the subject "Subscribe".
    expect(url.searchParams.get("subject")).toBe(specLabels.subscribe);
    expect(url.searchParams.get("body")).toContain("ada@example.org");
    // The form is cleared for the next visitor of a shared computer.
    await expect(footer.getByRole("textbox", { name: copy.inputLabel })).toHaveValue("");
  });

  test("Alt+T moves focus to the notifications region", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: copy.inputLabel }).fill("ada@example.org");
    await footer.getByRole("button", { name: specLabels.subscribe }).click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await page.keyboard.press("Alt+t");
    await expect(page.locator("[data-sonner-toaster]")).toBeFocused();
  });
});
