import type { ReportPage } from "#app/content/pages/report.ts";
import { cn } from "#app/lib/utils.ts";
import { ChannelEntry } from "./channel-entry.tsx";
import type { ChannelView } from "./report-types.ts";

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
