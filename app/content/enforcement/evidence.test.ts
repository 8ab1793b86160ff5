import { describe, expect, it } from "vitest";

import { amountInText, dateInDatedText, dateInText, stageInText } from "./evidence.ts";

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
    expect(amountInText(4_000_000, "agreed to a $4-million fine")).toBe(true);
    expect(amountInText(4_000_000, "a $14-million penalty")).toBe(false);
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
    // Danish and German, as the Commission's translated DSA pages write it.
    expect(stageInText("commitments", "gør tilsagn bindende")).toBe(true);
    expect(stageInText("commitments", "die Verpflichtungen sind bindend")).toBe(true);
    expect(stageInText("decision", "karta podarunkowa")).toBe(false);
  });

  it("reads a news report's weekday against its own publication date", () => {
    // 19 December 2022 was a Monday.
    const report = "The settlement, which the FTC announced Monday, is divided into two complaints.";
    expect(dateInDatedText("2022-12-19", report, "2022-12-19")).toBe(true);
    expect(dateInDatedText("2022-12-19", report, "2022-12-20")).toBe(true);
    // Without the report's date, or a week later, or another weekday, the passage states nothing.
    expect(dateInDatedText("2022-12-19", report)).toBe(false);
    expect(dateInDatedText("2022-12-19", report, "2022-12-26")).toBe(false);
    expect(dateInDatedText("2022-12-20", report, "2022-12-20")).toBe(false);
    expect(dateInDatedText("2022-12-19", "The FTC said today that Epic will pay", "2022-12-19")).toBe(true);
    expect(dateInDatedText("2022-12-19", "The FTC said yesterday that Epic will pay", "2022-12-20")).toBe(
      true,
    );
    expect(dateInDatedText("2022-12-19", "The FTC said today that Epic will pay", "2022-12-20")).toBe(false);
    // The day and month without the year, in a report of the same week.
    expect(dateInDatedText("2024-06-17", "June 17 (UPI) -- The FTC sued Adobe", "2024-06-17")).toBe(true);
    expect(dateInDatedText("2024-06-17", "June 17 (UPI) -- The FTC sued Adobe", "2025-06-17")).toBe(false);
    expect(dateInDatedText("2024-06-17", "June 7 (UPI) -- The FTC sued Adobe", "2024-06-17")).toBe(false);
  });
});
