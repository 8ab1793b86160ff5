// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  currentThemeChoice,
  fontsStorageKey,
  setThemeChoice,
  themeScript,
  themeStorageKey,
} from "./theme.ts";

const runHeadScript = () => new Function(themeScript)();

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.fonts;
});

describe("the theme script in <head>", () => {
  it("applies a stored choice to <html>", () => {
    localStorage.setItem(themeStorageKey, "dark");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("leaves the system theme when nothing, or something unknown, is stored", () => {
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    localStorage.setItem(themeStorageKey, "sepia");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});

describe("the head script and the faces", () => {
  it("switches to the faces only once they are remembered as cached", () => {
    runHeadScript();
    expect(document.documentElement.dataset.fonts).toBeUndefined();
    localStorage.setItem(fontsStorageKey, "1");
    runHeadScript();
    expect(document.documentElement.dataset.fonts).toBe("");
  });
});

describe("setThemeChoice", () => {
  it("stores light or dark and applies it", () => {
    setThemeChoice("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(localStorage.getItem(themeStorageKey)).toBe("light");
    expect(currentThemeChoice()).toBe("light");
  });

  it("forgets the choice when the visitor goes back to the system's", () => {
    setThemeChoice("dark");
    setThemeChoice("system");
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
    expect(currentThemeChoice()).toBe("system");
  });
});
