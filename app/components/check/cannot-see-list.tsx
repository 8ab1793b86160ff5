import { Icon } from "#app/components/icon.tsx";
import { cn } from "#app/lib/utils.ts";

/** What the checker cannot see: shown in its own section, and again when a text gives no finding. */
export function CannotSeeList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn("flex list-none flex-col gap-2.5 p-0", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <Icon name="eye" className="mt-1 size-5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
