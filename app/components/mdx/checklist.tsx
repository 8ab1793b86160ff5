import { CircleCheck } from "lucide-react";

export function Checklist({ title, items }: { title: string; items: string[] }) {
  return (
    <section aria-label={title} className="my-8 rounded-lg border border-border bg-card p-6">
      <p className="font-heading text-xl font-semibold">{title}</p>
      <ol className="mt-4 flex list-none flex-col gap-3 p-0">
        {items.map((item, index) => (
          <li key={item} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <span>
              <span className="sr-only">{index + 1}. </span>
              {item}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
