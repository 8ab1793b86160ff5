import type { EnforcementRecordPageView } from "#app/lib/enforcement-types.ts";
import { externalLinkProps } from "#app/lib/links.ts";

/** The case's history as an ordered list, oldest first, each event with its source; the last is where it stands. */
export function RecordTimeline({
  events,
  title,
}: {
  events: EnforcementRecordPageView["events"];
  title: string;
}) {
  return (
    <section aria-labelledby="history">
      <h2 id="history" className="text-2xl font-semibold">
        {title}
      </h2>
      <ol className="mt-4 list-none border-l-2 border-primary/40 p-0 pl-6">
        {events.map((event, index) => (
          <li key={`${event.date}-${index}`} className="relative pb-6 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.95rem] size-3.5 rounded-full border-2 border-primary bg-background"
            />
            <p className="text-[0.9375rem] text-muted-foreground">
              <time dateTime={event.date} className="font-semibold text-foreground">
                {event.dateLabel}
              </time>
              {" · "}
              {event.label}
            </p>
            <p className="mt-1">{event.text}</p>
            <p className="mt-1 text-[0.9375rem]">
              <a
                href={event.source.url}
                {...externalLinkProps}
                className="underline decoration-1 underline-offset-2 hover:decoration-2"
              >
                {event.source.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
