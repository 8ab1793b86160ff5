import type { ReportPage } from "~/content/pages/report";
import { cn } from "~/lib/utils";
import { ChannelEntry } from "./channel-entry";
import type { ChannelView } from "./report-types";

/** Channels, one entry each: those to try first for a problem, and the rest. */
export function ChannelList({
  channels,
  text,
  place,
  className,
}: {
  channels: ChannelView[];
  text: ReportPage["directory"];
  place: string;
  className?: string;
}) {
  return (
    <ul className={cn("list-none p-0", className)}>
      {channels.map((channel) => (
        <ChannelEntry key={channel.id} channel={channel} text={text} place={place} />
      ))}
    </ul>
  );
}
