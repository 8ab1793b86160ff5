import { useSyncExternalStore } from "react";
import { formatDateForVisitor, formatDateStable } from "#app/lib/format-date.ts";

const subscribeToNothing = () => () => {};

/**
 * Renders the build's fixed format in the pre-rendered HTML and during
 * hydration (the "server snapshot"), then the visitor's locale format, so the
 * two never mismatch.
 */
export function LocalDate({ isoDate, className }: { isoDate: string; className?: string }) {
  const label = useSyncExternalStore(
    subscribeToNothing,
    () => formatDateForVisitor(isoDate),
    () => formatDateStable(isoDate),
  );
  return (
    <time dateTime={isoDate} className={className}>
      {label}
    </time>
  );
}
