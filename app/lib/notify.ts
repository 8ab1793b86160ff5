import type { ReactNode } from "react";

/**
 * A tiny front door to the toast system. Toasts are rare (only Subscribe raises one), so sonner is not
 * part of any page's first load: the first notice wakes <Notifications />, which loads sonner, and the
 * notice is shown as soon as the toaster is mounted.
 */
/** `success` says something was done (a tick); `info` says what happens next, when nothing is done yet. */
export type Notice = {
  tone: "success" | "info" | "destructive";
  title: string;
  description?: ReactNode;
};

const pending: Notice[] = [];
const wakers = new Set<() => void>();
let deliver: ((notice: Notice) => void) | undefined;

export function notify(notice: Notice) {
  if (deliver) {
    deliver(notice);
    return;
  }
  pending.push(notice);
  for (const wake of wakers) wake();
}

/** Called by <Notifications /> to learn that a toaster is needed. */
export function onNoticeRequested(wake: () => void): () => void {
  wakers.add(wake);
  if (pending.length) wake();
  return () => wakers.delete(wake);
}

/** Called once the toaster is mounted: shows queued notices, then delivers new ones directly. */
export function connectToaster(show: (notice: Notice) => void): () => void {
  deliver = show;
  for (const notice of pending.splice(0)) show(notice);
  return () => {
    if (deliver === show) deliver = undefined;
  };
}
