import { useEffect, useState } from "react";
import { formatDateLocal, formatDateStable } from "~/lib/format-date";

/**
 * Renders the build's fixed format first (so hydration matches the static
 * HTML), then switches to the visitor's locale once mounted.
 */
export function LocalDate({ isoDate, className }: { isoDate: string; className?: string }) {
  const [label, setLabel] = useState(() => formatDateStable(isoDate));
  useEffect(() => setLabel(formatDateLocal(isoDate)), [isoDate]);
  return (
    <time dateTime={isoDate} className={className}>
      {label}
    </time>
  );
}
