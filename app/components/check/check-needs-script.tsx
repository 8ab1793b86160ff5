import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { CheckPage } from "#app/content/pages/check.ts";

/**
 * In the pre-rendered page, where the tool will be: the checker needs JavaScript, and what works without
 * it. Hidden by CSS wherever scripting is on (app.css's `scripting:` variant), so a visitor whose scripts
 * are still loading does not see it flash; removed once the page has hydrated.
 */
export function CheckNeedsScript({ text }: { text: CheckPage["needsScript"] }) {
  return (
    <div className="rounded-lg border border-border bg-card p-5 sm:p-6 scripting:hidden">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Icon name="info" className="size-5 shrink-0 text-primary" />
        {text.title}
      </h2>
      <p className="mt-2 max-w-[65ch]">{text.body}</p>
      <ul className="mt-3 flex list-none flex-col gap-1 p-0 sm:flex-row sm:gap-6">
        {text.links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="inline-flex min-h-11 items-center gap-2 font-semibold">
              {link.label}
              <Icon name="arrow-right" className="size-4.5 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
