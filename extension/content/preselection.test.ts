import { describe, expect, it } from "vitest";
import { preselectionTopic } from "./preselection.ts";

describe("what a ticked box is for", () => {
  it.each([
    ["Add travel damage insurance for $7.99", "insurance"],
    ["Protect your purchase with a 3-year warranty", "insurance"],
    ["Send me offers and news by e-mail", "marketing"],
    ["Keep me updated about special offers", "marketing"],
    ["Share my details with our partners", "consent"],
    ["I agree to personalised ads", "consent"],
    ["Add gift wrapping (+ $4.99)", "add-on"],
    ["Add a donation of $2 to our charity", "add-on"],
    ["Priority delivery", "add-on"],
  ])("%s → %s", (label, topic) => {
    expect(preselectionTopic(label)).toBe(topic);
  });

  it.each([
    "Remember me on this device",
    "Keep me signed in on this computer",
    "Billing address same as shipping address",
    "Same as delivery address",
    "Show password",
    "Strictly necessary cookies",
    "",
  ])("%s is not a finding", (label) => {
    expect(preselectionTopic(label)).toBeUndefined();
  });
});
