import { lazy, Suspense, useEffect, useState } from "react";
import { onNoticeRequested } from "#app/lib/notify.ts";

const NotificationCenter = lazy(() =>
  import("./notification-center.tsx").then((module) => ({ default: module.NotificationCenter })),
);

/** Mounts the toaster the first time something asks for a notice (see lib/notify.ts). */
export function Notifications() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onNoticeRequested(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationCenter />
    </Suspense>
  ) : null;
}
