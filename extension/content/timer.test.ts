import { describe, expect, it } from "vitest";
import { countedDown, looksLikeTimer, readTimers } from "./timer.ts";

describe("timer-shaped text", () => {
  it("reads clocks and times with units", () => {
    expect(readTimers("Sale ends in 00:14:52")).toEqual([{ text: "00:14:52", seconds: 14 * 60 + 52 }]);
    expect(readTimers("Offer ends 09:58")).toEqual([{ text: "09:58", seconds: 9 * 60 + 58 }]);
    expect(readTimers("2h 14m 05s left")[0]?.seconds).toBe(2 * 3600 + 14 * 60 + 5);
    expect(readTimers("Ends in 14 min 52 sec")[0]?.seconds).toBe(14 * 60 + 52);
    expect(readTimers("1 day 3 hours 20 minutes")[0]?.seconds).toBe(86400 + 3 * 3600 + 20 * 60);
  });

  it("does not read prices, dates, distances or scores as timers", () => {
    for (const text of [
      "$129.00",
      "12/12/2026",
      "Walk 5 m to the gate",
      "Version 1.2.3",
      "Ratio 16:9:4:3",
      "2026",
    ])
      expect(looksLikeTimer(text), text).toBe(false);
  });
});

describe("a countdown that counts down", () => {
  it("is found when the time shown went down by about the time that passed", () => {
    expect(countedDown("00:14:52", "00:14:50", 2500)).toBe(true);
    expect(countedDown("Ends in 14 min 52 sec", "Ends in 14 min 49 sec", 2600)).toBe(true);
  });

  it("is not found when the text stayed the same, went up, or jumped", () => {
    expect(countedDown("Open 09:00 to 17:30", "Open 09:00 to 17:30", 2500)).toBe(false);
    expect(countedDown("10:41:07", "10:41:10", 2500)).toBe(false); // a clock showing the time of day
    expect(countedDown("00:14:52", "00:10:00", 2500)).toBe(false); // not a second at a time
    expect(countedDown("00:14:52", "Sold out", 2500)).toBe(false);
  });
});
