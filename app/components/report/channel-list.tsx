import type { ReportPage } from "~/content/pages/report";
import { cn } from "~/lib/utils";
import { ChannelEntry } from "./channel-entry";
import type { PlaceView } from "./report-types";

/** A place's channels, one entry each: under the chosen place's title and inside a directory place. */
export function ChannelList({
  place,
  text,
  id,
  className,
}: {
  place: PlaceView;
  text: ReportPage["directory"];
  id?: string;
  className?: string;
}) {
  return (
    <ul id={id} className={cn("list-none p-0", className)}>
      {place.channels.map((channel) => (
        <ChannelEntry key={channel.url} channel={channel} text={text} />
      ))}
    </ul>
  );
}
