import { useId } from "react";
import type { ReportPage } from "~/content/pages/report";
import { ChannelList } from "./channel-list";
import type { PlaceView } from "./report-types";

/**
 * The chosen place's channels, open under their own title ("Where to report in France"), above the
 * directory, where the same place waits closed at its anchor (DirectoryPlace).
 */
export function PlaceChannels({
  place,
  text,
  title,
}: {
  place: PlaceView;
  text: ReportPage["directory"];
  title: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl font-semibold">
        {title}
      </h3>
      <ChannelList place={place} text={text} className="mt-2" />
    </section>
  );
}
