import type { ReportPage } from "#app/content/pages/report.ts";
import { formatDateStable } from "#app/lib/format-date.ts";
import { externalLinkProps } from "#app/lib/links.ts";
import type { ChannelView } from "./report-types.ts";

/** A date in a sentence: the template's "{date}" as a <time>. */
function DatedText({ template, date }: { template: string; date: string }) {
  const [before = "", after = ""] = template.split("{date}");
  return (
    <>
      {before}
      <time dateTime={date}>{formatDateStable(date)}</time>
      {after}
    </>
  );
}

/**
 * One official channel: its name linking to the body's own page, what a person can take there, and the
 * facts a visitor weighs before writing: what it handles, whether it helps with your own case, where it
 * applies when that is not the page's place, how to reach a body with no online form, when its link was
 * added and when and how it was last confirmed (issue 52).
 */
export function ChannelEntry({
  channel,
  text,
  place,
}: {
  channel: ChannelView;
  text: ReportPage["directory"];
  /** The page's place or state: a channel applying elsewhere (the EU, the federal level) says where. */
  place: string;
}) {
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
      {channel.complaintPageUnconfirmed ? (
        <p className="mt-1 max-w-[65ch] text-muted-foreground">{labels.complaintPageUnconfirmed}</p>
      ) : null}
      {channel.noOnlineForm ? (
        <p className="mt-1 max-w-[65ch]">
          <span className="font-semibold">{labels.noOnlineForm}: </span>
          {channel.noOnlineForm}
        </p>
      ) : null}
      {/* The facts on one wrapping line, each term with its value, so long lists stay short on a phone. */}
      <dl className="mt-1 flex flex-wrap gap-x-4 text-base text-muted-foreground">
        <div>
          <dt className="inline font-semibold">{labels.handles}: </dt>
          <dd className="inline">{channel.handles.map((kind) => text.kinds[kind]).join(", ")}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{labels.individualHelp}: </dt>
          <dd className="inline">{help}</dd>
        </div>
        {channel.area !== place ? (
          <div>
            <dt className="inline font-semibold">{labels.area}: </dt>
            <dd className="inline">{channel.area}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-semibold">{labels.addedOn}: </dt>
          <dd className="inline">
            <time dateTime={channel.addedOn}>{formatDateStable(channel.addedOn)}</time>
          </dd>
        </div>
      </dl>
      <p className="text-base text-muted-foreground">
        <DatedText
          template={channel.confirmedHow === "live" ? labels.confirmedLive : labels.confirmedArchived}
          date={channel.checkedOn}
        />
      </p>
    </li>
  );
}
