import { Link } from "#app/components/ui/link.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatDateStable } from "#app/lib/format-date.ts";
import type { UpdateEntry, UpdateKind } from "#app/data/updates-data.server.ts";

/** The changes, newest first, grouped by day; each says what kind of change it is and links to the page. */
export function UpdatesList({
  entries,
  kinds,
  empty,
}: {
  entries: UpdateEntry[];
  kinds: Record<UpdateKind, string>;
  empty: string;
}) {
  if (entries.length === 0) return <p>{empty}</p>;
  const days = [...new Set(entries.map((entry) => entry.date))];
  return (
    // Dated links and text, nothing to operate: React leaves the pre-rendered list alone.
    <StaticPart className="flex flex-col gap-10">
      {days.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="border-b-2 border-primary pb-2 text-2xl font-semibold">
            <time dateTime={day}>{formatDateStable(day)}</time>
          </h2>
          <ul className="mt-2 list-none divide-y divide-border p-0">
            {entries
              .filter((entry) => entry.date === day)
              .map((entry) => (
                <li key={entry.id} className="py-4">
                  <Badge variant={entry.kind === "correction" ? "highlight" : "default"}>
                    {kinds[entry.kind]}
                  </Badge>
                  <h3 className="mt-2 text-lg font-semibold">
                    <Link
                      to={entry.path}
                      className="underline decoration-1 underline-offset-2 hover:decoration-2"
                    >
                      {entry.title}
                    </Link>
                  </h3>
                  {entry.text ? <p className="mt-1 text-muted-foreground">{entry.text}</p> : null}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </StaticPart>
  );
}
