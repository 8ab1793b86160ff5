import { describe, expect, it } from "vitest";

import { amountInText, dateInText, stageInText } from "./evidence";

describe("a passage that states a record's fact", () => {
  it("finds a date however the authority writes it", () => {
    for (const passage of [
      "September 2, 2020 — ABCmouse will pay",
      "On 2 September 2020, the FTC announced",
      "Le 2 septembre 2020, la CNIL a sanctionné",
      "published 2020-09-02",
      "Roma, 2 settembre 2020 –",
      "2.9.2020",
      "Warszawa, 02-09-2020",
      "2020年9月2日",
    ])
      expect(dateInText("2020-09-02", passage), passage).toBe(true);
    expect(dateInText("2020-09-02", "On 12 September 2020")).toBe(false);
    expect(dateInText("2020-09-02", "September 2, 2021")).toBe(false);
    expect(dateInText("2024-12", "In December 2024 the FTC…")).toBe(true);
    expect(dateInText("2024-12", "In November 2024 the FTC…")).toBe(false);
  });

  it("finds an amount in figures or in words, and not a different one", () => {
    expect(amountInText(10_000_000, "will pay $10 million")).toBe(true);
    expect(amountInText(10_000_000, "pay 10,000,000 dollars")).toBe(true);
    expect(amountInText(150_000_000, "150 millions d'euros")).toBe(true);
    expect(amountInText(9_700_000, "$9.7 million in refunds")).toBe(true);
    expect(amountInText(4_500_000, "4,5 milioni di euro")).toBe(true);
    expect(amountInText(1_578_061, "PLN 1 578 061")).toBe(true);
    expect(amountInText(5_000_000, "$1.5 million")).toBe(false);
    expect(amountInText(10_000_000, "$100 million")).toBe(false);
    expect(amountInText(10_000_000, "$10.5 million")).toBe(false);
  });

  it("names the stage", () => {
    expect(stageInText("settlement", "agreed to settle the FTC's charges")).toBe(true);
    expect(stageInText("preliminary-findings", "the Commission's preliminary findings")).toBe(true);
    expect(stageInText("preliminary-findings", "the Commission fined X")).toBe(false);
    expect(stageInText("appeal", "X appealed to the General Court")).toBe(true);
    // Polish, as UOKiK writes it.
    expect(stageInText("decision", "Prezes UOKiK nałożył karę na spółkę")).toBe(true);
    expect(stageInText("decision", "wydał decyzję")).toBe(true);
    expect(stageInText("commitments", "spółka zobowiązała się zwrócić pieniądze")).toBe(true);
    expect(stageInText("decision", "karta podarunkowa")).toBe(false);
  });
});
