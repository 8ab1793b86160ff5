import type { ReportPage } from "~/content/pages/report";
import { formatDateStable } from "~/lib/format-date";
import { externalLinkProps } from "~/lib/links";
import type { ChannelView } from "./report-types";

/**
 * One official channel: its name linking to the body's own page, what a person can take there, and the
 * facts a visitor weighs before writing: what it handles, whether it helps with your own case and when we
 * checked it.
 */
export function ChannelEntry({ channel, text }: { channel: ChannelView; text: ReportPage["directory"] }) {
  const { labels } = text;
  const help = { yes: labels.yes, no: labels.no, "not-stated": labels.notStated }[channel.individualHelp];
  return (
    <li className="border-t border-border py-3">
      <p className="font-semibold">
        {/* On paper its address prints after it (app.css), which is what a reader needs there. */}
        <a
          href={channel.url}
          {...externalLinkProps}
          className="underline decoration-1 underline-offset-2 hover:decoration-2"
        >
          {channel.name}
          <span className="sr-only"> {labels.newTab}</span>
        </a>
      </p>
      <p className="mt-1 max-w-[65ch]">{channel.what}</p>
      {/* The facts on one wrapping line, each term with its value, so 126 entries stay short on a phone. */}
      <dl className="mt-1 flex flex-wrap gap-x-4 text-base text-muted-foreground">
        <div>
          <dt className="inline font-semibold">{labels.handles}: </dt>
          <dd className="inline">{channel.handles.map((kind) => text.kinds[kind]).join(", ")}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{labels.individualHelp}: </dt>
          <dd className="inline">{help}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{labels.checkedOn}: </dt>
          <dd className="inline">
            <time dateTime={channel.checkedOn}>{formatDateStable(channel.checkedOn)}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
