import { Link } from "#app/components/ui/link.tsx";
import type { EnforcementPage } from "#app/content/pages/enforcement.ts";
import type { EnforcementRecordPageView } from "#app/lib/enforcement-types.ts";

/** The record's key facts as a description list: when, who, under which law, about what, with what result. */
export function RecordFacts({
  record,
  text,
}: {
  record: EnforcementRecordPageView;
  text: EnforcementPage["recordPage"];
}) {
  const facts = text.facts;
  const linkClass = "underline decoration-1 underline-offset-2 hover:decoration-2";
  const row = (term: string, detail: React.ReactNode) => (
    <div className="border-t border-border py-3 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
      <dt className="font-semibold">{term}</dt>
      <dd className="mt-1 sm:mt-0">{detail}</dd>
    </div>
  );
  return (
    <dl className="text-[1.0625rem]">
      {row(facts.date, <time dateTime={record.date}>{record.dateLabel}</time>)}
      {row(facts.stage, record.stageLabel)}
      {row(
        facts.authority,
        <ul className="list-none p-0">
          {record.authorities.map((authority) => (
            <li key={authority.id}>
              {authority.name}{" "}
              <span className="text-muted-foreground">
                ({authority.kind}, {authority.jurisdiction})
              </span>
            </li>
          ))}
        </ul>,
      )}
      {row(facts.law, `${record.instrument}: ${record.provision}`)}
      {record.patterns.length > 0
        ? row(
            facts.patterns,
            <ul className="flex list-none flex-wrap gap-x-4 p-0">
              {record.patterns.map((pattern) => (
                <li key={pattern.slug}>
                  <Link to={`/patterns/${pattern.slug}`} className={linkClass}>
                    {pattern.name}
                  </Link>
                </li>
              ))}
            </ul>,
          )
        : null}
      {record.designNote ? row(facts.designAtIssue, record.designNote) : null}
      {row(
        facts.money,
        record.money.length > 0 ? (
          <ul className="list-none p-0">
            {record.money.map((item) => (
              <li key={item.text}>
                <span className="font-semibold">{item.text}</span>
                {item.note ? <span className="text-muted-foreground"> ({item.note})</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          facts.noMoney
        ),
      )}
      {record.orders ? row(facts.orders, record.orders) : null}
      {record.liability ? row(facts.liability, record.liability) : null}
    </dl>
  );
}
