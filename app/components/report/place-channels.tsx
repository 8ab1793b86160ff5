import { useId } from "react";
import type { ReportPage } from "~/content/pages/report";
import { ChannelEntry } from "./channel-entry";
import type { PlaceView } from "./report-types";

/**
 * A place's channels under its heading. In the directory the heading is the place's name, under its
 * region, and the section carries the place's code as its anchor (/report#fr); the chosen place above the
 * directory repeats the list under its own title, without the anchor.
 */
export function PlaceChannels({
  place,
  text,
  anchored = false,
  level = 3,
  title,
}: {
  place: PlaceView;
  text: ReportPage["directory"];
  anchored?: boolean;
  level?: 3 | 4;
  title?: string;
}) {
  const Heading = level === 3 ? "h3" : "h4";
  const headingId = useId();
  return (
    <section id={anchored ? place.code : undefined} aria-labelledby={headingId} className="scroll-mt-24">
      <Heading id={headingId} className="text-xl font-semibold">
        {title ?? place.name}
      </Heading>
      <ul className="mt-2 list-none p-0">
        {place.channels.map((channel) => (
          <ChannelEntry key={channel.url} channel={channel} text={text} />
        ))}
      </ul>
    </section>
  );
}
