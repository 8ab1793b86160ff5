import { useEffect } from "react";
import { toast } from "sonner";
import { Toaster } from "#app/components/ui/sonner.tsx";
import { connectToaster } from "#app/lib/notify.ts";

/** Loaded on demand by <Notifications />: the toaster, wired to the notice queue. */
export function NotificationCenter() {
  useEffect(
    () =>
      connectToaster(({ tone, title, description }) => {
        if (tone === "destructive") toast.error(title, { description });
        else if (tone === "info") toast.info(title, { description });
        else toast.success(title, { description });
      }),
    [],
  );
  return <Toaster />;
}
