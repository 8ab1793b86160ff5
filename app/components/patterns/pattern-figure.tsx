import { Icon } from "#app/components/icon.tsx";
import { StaticPart } from "#app/components/layout/static-part.tsx";
import { NumberDisc } from "#app/components/ui/number-disc.tsx";
import { cn } from "#app/lib/utils.ts";
import { DrawingDownload } from "./drawing-download.tsx";
import type { DrawingDownloadBlock } from "./drawing-download.tsx";

/**
 * One illustration of a pattern with its numbered callouts as HTML text beside it. The SVG's
 * markers carry the same numbers; the callout list is the picture's long description
 * (aria-describedby on the SVG points at it).
 */
export function PatternFigure({
  id,
  title,
  tone,
  className,
  svgHtml,
  callouts,
  fullSize,
  download,
}: {
  id: string;
  title: string;
  tone: "harmful" | "humane";
  className?: string;
  /** Build-time SVG markup (ADR 008), described by the list `${id}-callouts`. */
  svgHtml: string;
  callouts: { title: string; body: string }[];
  /** The drawing alone as a file (scripts/pipeline/drawings/build-drawings.ts), opened for a closer look. */
  fullSize: { href: string; label: string };
  /** The drawing's files to download and the credit line to give with them. */
  download: DrawingDownloadBlock;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("flex scroll-mt-20 flex-col gap-5", className)}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-2xl font-semibold">
        <span
          aria-hidden="true"
          className={cn("size-3 rounded-full", tone === "harmful" ? "bg-destructive" : "bg-primary")}
        />
        {title}
      </h2>
      {/* The drawing keeps its 18rem (its words render at 11 px or more, issue 26.2). From sm to lg the
          callouts stand beside it; from lg, where the two figures share a row, they go under it so the
          two drawings and their callouts line up, and the links and downloads come last. */}
      <div className="grid items-start gap-6 sm:grid-cols-[18rem_minmax(0,1fr)] sm:gap-x-10 lg:grid-cols-1">
        <div
          className="mx-auto w-full max-w-[18rem] sm:col-start-1 sm:row-start-1"
          dangerouslySetInnerHTML={{ __html: svgHtml }}
        />
        <div className="mx-auto flex w-full max-w-[18rem] flex-col items-start gap-2 sm:col-start-1 sm:row-start-2 lg:row-start-3 lg:max-w-none">
          {/* A plain link to the file: works without scripts, and the browser's Back returns here. */}
          {/* Named with the figure's title, as two such links share a page; the visible words lead the name. */}
          <a
            href={fullSize.href}
            aria-label={`${fullSize.label}: ${title}`}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold"
          >
            {fullSize.label}
            <Icon name="arrow-right" className="size-4" />
          </a>
          <DrawingDownload id={id} download={download} />
        </div>
        {/* Text that never changes after load: kept as pre-rendered, not hydrated (issue 56). */}
        <StaticPart
          as="ol"
          id={`${id}-callouts`}
          className="flex max-w-[65ch] list-none flex-col gap-4 p-0 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:pt-4 lg:col-start-1 lg:row-span-1 lg:row-start-2 lg:pt-0"
        >
          {callouts.map((callout, index) => (
            <li key={callout.title} className="flex gap-3">
              <NumberDisc n={index + 1} tone={tone === "harmful" ? "harmful" : "primary"} />
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
        </StaticPart>
      </div>
    </section>
  );
}
