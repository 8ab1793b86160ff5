import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { EnforcementPage } from "#app/content/pages/enforcement.ts";

type NarrowingLink = { href: string; label: string; count: number };

/**
 * The record narrowed by link: a pre-rendered page per pattern and per jurisdiction, so the list can be
 * narrowed without JavaScript (and shared as a plain address). A native disclosure, open on narrowed pages.
 */
export function NarrowingLinks({
  links,
  current,
  text,
  className,
}: {
  links: { pattern: NarrowingLink[]; jurisdiction: NarrowingLink[] };
  current: { key: string; value: string } | null;
  text: EnforcementPage["narrowed"];
  className?: string;
}) {
  const group = (title: string, items: NarrowingLink[]) => (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-2 grid list-none gap-x-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              aria-current={
                current && item.href.endsWith(`/${current.key}/${current.value}`) ? "page" : undefined
              }
              className="inline-flex min-h-11 items-center aria-[current=page]:font-semibold"
            >
              {item.label} ({item.count})
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <details
      open={current !== null}
      className={`group rounded-lg border border-border bg-card ${className ?? ""}`}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 text-lg font-semibold [&::-webkit-details-marker]:hidden">
        {text.browse}
        <Icon
          name="chevron-down"
          className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="grid gap-6 border-t border-border px-5 pt-4 pb-5">
        {group(text.byPattern, links.pattern)}
        {group(text.byJurisdiction, links.jurisdiction)}
      </div>
    </details>
  );
}
