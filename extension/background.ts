/**
 * The extension's background: when the visitor clicks its button, it injects the content script into that
 * tab, and does nothing else. `activeTab` grants access to that one tab for that one click, `scripting`
 * lets it inject the script; there are no host permissions, no storage and no network use.
 */

/** The few extension APIs used here, as Chromium and Firefox (MV3, `chrome` namespace, promises) give them. */
type Tab = { id?: number };
type ExtensionApi = {
  action: {
    onClicked: { addListener: (listener: (tab: Tab) => void) => void };
    setBadgeText: (details: { tabId: number; text: string }) => Promise<void>;
    setTitle: (details: { tabId: number; title: string }) => Promise<void>;
  };
  scripting: {
    executeScript: (details: { target: { tabId: number }; files: string[] }) => Promise<unknown>;
  };
};
declare const chrome: ExtensionApi;
declare const __ATTUNE_CANNOT_CHECK__: string;

/**
 * Pauses before the injection is tried again. Chromium can run the click's listener before the tab's
 * `activeTab` grant is in force: the first executeScript then fails with "Cannot access contents of the
 * page" and the same call 300 ms later succeeds (seen in tests/extension on a busy machine, where it was
 * CI's recurring "panel never appeared"). A page that cannot be scripted fails every try, so the button
 * says so about a second after the click.
 */
export const retryDelaysMs = [100, 300, 600];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a click does: check the page in that tab. */
export async function checkTab(tabId: number): Promise<void> {
  let failure: unknown;
  for (const delay of [0, ...retryDelaysMs]) {
    if (delay) await pause(delay);
    try {
      await chrome.scripting.executeScript({ target: { tabId }, files: ["content.js"] });
      await chrome.action.setBadgeText({ tabId, text: "" });
      return;
    } catch (error) {
      failure = error;
    }
  }
  // The browser's own pages and its extension store cannot be scripted: say so on the button.
  await chrome.action.setBadgeText({ tabId, text: "!" });
  await chrome.action.setTitle({ tabId, title: __ATTUNE_CANNOT_CHECK__ });
  console.warn(failure);
}

chrome.action.onClicked.addListener((tab) => {
  if (tab.id !== undefined) void checkTab(tab.id);
});
