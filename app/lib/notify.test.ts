import { describe, expect, it, vi } from "vitest";
import { connectToaster, notify, onNoticeRequested } from "./notify.ts";

describe("notify", () => {
  it("queues notices until a toaster connects, waking the loader once per notice", () => {
    const wake = vi.fn();
    const stopListening = onNoticeRequested(wake);
    notify({ tone: "success", title: "First" });
    notify({ tone: "destructive", title: "Second" });
    expect(wake).toHaveBeenCalledTimes(2);

    const shown: string[] = [];
    const disconnect = connectToaster((notice) => shown.push(`${notice.tone}:${notice.title}`));
    expect(shown).toEqual(["success:First", "destructive:Second"]);

    notify({ tone: "success", title: "Third" });
    expect(shown.at(-1)).toBe("success:Third");
    expect(wake).toHaveBeenCalledTimes(2);
    disconnect();
    stopListening();
  });
});
