import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { EnforcementPage } from "#app/content/pages/enforcement.ts";
import { fillTemplate } from "#app/lib/template.ts";

/** A withdrawn record's address: what it was, that it was withdrawn and why, and the way back. */
export function WithdrawnRecord({
  company,
  authority,
  dateLabel,
  text,
}: {
  company: string;
  authority: string;
  dateLabel: string;
  text: EnforcementPage["withdrawn"];
}) {
  const linkClass = "inline-flex min-h-11 items-center font-semibold";
  return (
    <article aria-labelledby="record-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <p className="text-sm font-semibold tracking-wider text-primary uppercase">{text.eyebrow}</p>
      <h1 id="record-title" className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">
        {fillTemplate(text.title, { company, authority })}
      </h1>
      <p className="mt-5 text-lg font-semibold">{fillTemplate(text.lead, { date: dateLabel })}</p>
      <p className="mt-3 max-w-[70ch] text-lg">{text.reason}</p>
      <p className="mt-6 flex flex-wrap gap-x-6">
        <Link to="/enforcement" className={`${linkClass} gap-1.5`}>
          <Icon name="arrow-left" className="size-4" />
          {text.back}
        </Link>
        <Link to="/contact" className={linkClass}>
          {text.report}
        </Link>
      </p>
    </article>
  );
}
