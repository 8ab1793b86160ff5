import { Icon } from "~/components/icon";
import type { ReportPage } from "~/content/pages/report";
import { fillCount } from "~/lib/template";
import { ChannelList } from "./channel-list";
import type { PlaceView } from "./report-types";

/**
 * A place in the directory: its name and how many channels it has, opening to the channels. Closed, the
 * 40 places read as one list a visitor scans for their own, and the browser does not lay out 126 entries
 * before the page can respond (ADR 032). The anchor (/report#fr) is on the opened part: Chrome opens a
 * closed disclosure around a fragment's target, with or without scripts, and the page's script does the
 * same in other browsers and on client-side navigations (useOpenAtHash). Print shows it open (app.css).
 */
export function DirectoryPlace({ place, text }: { place: PlaceView; text: ReportPage["directory"] }) {
  return (
    <details className="group border-t border-border">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-2 [&::-webkit-details-marker]:hidden">
        <h4 className="text-xl font-semibold group-hover:text-primary">{place.name}</h4>
        <span className="flex shrink-0 items-center gap-2 text-muted-foreground">
          {fillCount(text.channelCount, place.channels.length)}
          <Icon
            name="chevron-down"
            className="size-5 text-primary transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
          />
        </span>
      </summary>
      {/* Its margin keeps the name above in view when an address scrolls here. */}
      <ChannelList place={place} text={text} id={place.code} className="mb-4 scroll-mt-16" />
    </details>
  );
}
