import { LocalDate } from "#app/components/shared/local-date.tsx";
import type { RecordEntry } from "#app/content/transparency.ts";

/**
 * Funding and collaborations as a table, or the plain statement that there are none yet, with
 * the day the record was last checked.
 */
export function FundingRecord({
  record,
  checkedOn,
  none,
  checkedOnLabel,
  labels,
}: {
  record: readonly RecordEntry[];
  checkedOn: string;
  none: string;
  checkedOnLabel: string;
  labels: { date: string; party: string; kind: string; detail: string };
}) {
  const [before, after] = checkedOnLabel.split("{date}");
  return (
    <div className="flex max-w-[68ch] flex-col gap-3">
      {record.length === 0 ? (
        <p className="text-lg leading-relaxed">{none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-4">
                  {labels.date}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {labels.party}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {labels.kind}
                </th>
                <th scope="col" className="py-2">
                  {labels.detail}
                </th>
              </tr>
            </thead>
            <tbody>
              {record.map((entry) => (
                <tr key={`${entry.date}-${entry.party}`} className="border-b border-border align-top">
                  <td className="py-2 pr-4">
                    <LocalDate isoDate={entry.date} />
                  </td>
                  <td className="py-2 pr-4">{entry.party}</td>
                  <td className="py-2 pr-4">{entry.kind}</td>
                  <td className="py-2">{entry.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-[0.9375rem] text-muted-foreground">
        {before}
        <LocalDate isoDate={checkedOn} />
        {after}
      </p>
    </div>
  );
}
