import { cn } from "~/lib/utils";

/**
 * One illustration of a pattern with its numbered callouts as HTML text beside it. The SVG's
 * markers carry the same numbers; the callout list is the picture's long description
 * (aria-describedby on the SVG points at it).
 */
export function PatternFigure({
  id,
  title,
  tone,
  svgHtml,
  callouts,
}: {
  id: string;
  title: string;
  tone: "harmful" | "humane";
  /** Build-time SVG markup (ADR 008), described by the list `${id}-callouts`. */
  svgHtml: string;
  callouts: { title: string; body: string }[];
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-2xl font-semibold">
        <span
          aria-hidden="true"
          className={cn("size-3 rounded-full", tone === "harmful" ? "bg-destructive" : "bg-primary")}
        />
        {title}
      </h2>
      <div className="grid gap-6 sm:grid-cols-[minmax(0,17rem)_1fr] lg:grid-cols-1 xl:grid-cols-[minmax(0,16rem)_1fr]">
        <div className="mx-auto w-full max-w-[18rem]" dangerouslySetInnerHTML={{ __html: svgHtml }} />
        <ol id={`${id}-callouts`} className="flex list-none flex-col gap-4 p-0">
          {callouts.map((callout, index) => (
            <li key={callout.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                  tone === "harmful"
                    ? "bg-destructive text-destructive-foreground"
                    : "bg-primary text-primary-foreground",
                )}
              >
                {index + 1}
              </span>
              <p>
                <span className="sr-only">{index + 1}. </span>
                <strong className="font-semibold">
                  {callout.title}
                  {/[.?!]$/.test(callout.title) ? "" : "."}
                </strong>{" "}
                {callout.body}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
