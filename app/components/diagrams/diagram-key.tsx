import { cn } from "#app/lib/utils.ts";

/**
 * The numbered (or lettered) text of a diagram: each item's marker repeats the mark drawn in the SVG,
 * and the list is the picture's description (the SVG's aria-describedby names `id`). The marker is
 * hidden from screen readers, which hear the list's own numbering, or the letter in words.
 */
export function DiagramKey({
  id,
  title,
  items,
  marks = "numbers",
}: {
  id: string;
  title?: string;
  items: { title: string; body?: string }[];
  marks?: "numbers" | "letters";
}) {
  return (
    <div id={id}>
      {title ? <h3 className="mb-3 text-lg font-semibold">{title}</h3> : null}
      <ol className="flex list-none flex-col gap-4 p-0">
        {items.map((item, index) => {
          const mark = marks === "letters" ? String.fromCharCode(65 + index) : String(index + 1);
          return (
            <li key={item.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                  marks === "letters"
                    ? "bg-highlight text-highlight-foreground"
                    : "bg-primary text-primary-foreground",
                )}
              >
                {mark}
              </span>
              <p>
                <span className="sr-only">{marks === "letters" ? `${mark}: ` : `${mark}. `}</span>
                <strong className="font-semibold">
                  {item.title}
                  {item.body && !/[.?!]$/.test(item.title) ? "." : ""}
                </strong>
                {item.body ? ` ${item.body}` : null}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
