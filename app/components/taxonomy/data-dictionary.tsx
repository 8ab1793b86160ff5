/** A download's fields and what each means, as the enforcement record's data dictionary shows them. */
export function DataDictionary({
  title,
  entries,
}: {
  title: string;
  entries: readonly { field: string; meaning: string }[];
}) {
  return (
    <>
      <h3 className="mt-10 text-2xl font-semibold">{title}</h3>
      <dl className="mt-4 grid max-w-4xl gap-x-8 gap-y-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        {entries.map((entry) => (
          <div key={entry.field} className="contents">
            <dt className="font-mono text-[0.9375rem] font-semibold">{entry.field}</dt>
            <dd className="mb-2 sm:mb-0">{entry.meaning}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
