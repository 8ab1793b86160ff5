import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/*
 * The background's click handling, with the browser's extension API replaced by mocks: the injection
 * is retried while Chromium's `activeTab` grant catches up, and the button says "cannot check" only when
 * every try has failed.
 */

const cannotCheck = "This page cannot be checked";
const permissionError = new Error(
  "Cannot access contents of the page. Extension manifest must request permission to access the respective host.",
);

function mockChrome(executeScript: () => Promise<unknown>) {
  const api = {
    action: {
      onClicked: { addListener: vi.fn() },
      setBadgeText: vi.fn(async () => {}),
      setTitle: vi.fn(async () => {}),
    },
    scripting: { executeScript: vi.fn(executeScript) },
  };
  vi.stubGlobal("chrome", api);
  vi.stubGlobal("__ATTUNE_CANNOT_CHECK__", cannotCheck);
  return api;
}

describe("checkTab", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("listens for the toolbar button's click", async () => {
    const api = mockChrome(async () => []);
    await import("./background.ts");
    expect(api.action.onClicked.addListener).toHaveBeenCalledTimes(1);
  });

  it("injects the check once when the tab can be scripted", async () => {
    const api = mockChrome(async () => []);
    const { checkTab } = await import("./background.ts");
    await checkTab(7);
    expect(api.scripting.executeScript).toHaveBeenCalledTimes(1);
    expect(api.scripting.executeScript).toHaveBeenCalledWith({ target: { tabId: 7 }, files: ["content.js"] });
    expect(api.action.setBadgeText).toHaveBeenCalledWith({ tabId: 7, text: "" });
    expect(api.action.setTitle).not.toHaveBeenCalled();
  });

  it("tries again when the tab's permission arrives after the click, and does not mark the button", async () => {
    let calls = 0;
    const api = mockChrome(async () => {
      calls += 1;
      if (calls === 1) throw permissionError;
      return [];
    });
    const { checkTab, retryDelaysMs } = await import("./background.ts");
    const done = checkTab(7);
    await vi.advanceTimersByTimeAsync(retryDelaysMs[0]!);
    await done;
    expect(api.scripting.executeScript).toHaveBeenCalledTimes(2);
    expect(api.action.setBadgeText).toHaveBeenCalledWith({ tabId: 7, text: "" });
    expect(api.action.setBadgeText).not.toHaveBeenCalledWith({ tabId: 7, text: "!" });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("marks the button with '!' and says why when every try fails", async () => {
    const api = mockChrome(async () => {
      throw permissionError;
    });
    const { checkTab, retryDelaysMs } = await import("./background.ts");
    const done = checkTab(7);
    await vi.advanceTimersByTimeAsync(retryDelaysMs.reduce((sum, ms) => sum + ms, 0));
    await done;
    expect(api.scripting.executeScript).toHaveBeenCalledTimes(retryDelaysMs.length + 1);
    expect(api.action.setBadgeText).toHaveBeenCalledWith({ tabId: 7, text: "!" });
    expect(api.action.setTitle).toHaveBeenCalledWith({ tabId: 7, title: cannotCheck });
    expect(console.warn).toHaveBeenCalledWith(permissionError);
  });
});
