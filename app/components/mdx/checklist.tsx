import { Icon as SpriteIcon } from "#app/components/icon.tsx";

/** "Name the goal: write down ..." -> a bold lead-in and the rest; items without a short lead-in stay as they are. */
function splitLeadIn(item: string): [string | null, string] {
  const match = /^([^:]{2,40}):\s+(.+)$/s.exec(item);
  return match ? [match[1]!, match[2]!] : [null, item];
}

/**
 * A numbered checklist in an article (numbers for screen readers, check marks on screen). Without a title
 * it is the list alone, under a heading of the page's own (the guide's checklist chapter).
 */
export function Checklist({ title, items }: { title?: string; items: string[] }) {
  return (
    <section aria-label={title} className="my-10 rounded-lg border border-border bg-card p-5 sm:p-7">
      {title ? <p className="mb-4 font-heading text-xl font-semibold sm:text-2xl">{title}</p> : null}
      <ol className="flex list-none flex-col gap-3.5 p-0">
        {items.map((item, index) => {
          const [leadIn, rest] = splitLeadIn(item);
          return (
            <li key={item} className="flex gap-3">
              <SpriteIcon name="circle-check" className="mt-[0.3em] size-5 shrink-0 text-primary" />
              <span>
                <span className="sr-only">{index + 1}. </span>
                {leadIn ? <strong>{leadIn}: </strong> : null}
                {rest}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
