import { cn } from "#app/lib/utils.ts";
import { CopyButton } from "./copy-button.tsx";

/**
 * One citation format: its name, a Copy button beside it, and the text in a block that wraps on a
 * phone (long URLs break anywhere) instead of scrolling sideways. A figure, so the format's name is
 * the block's accessible name.
 */
export function CitationBlock({
  label,
  text,
  copyLabel,
  copyTarget,
  copied,
  failed,
  className,
}: {
  label: string;
  text: string;
  copyLabel: string;
  copyTarget: string;
  copied: string;
  failed: string;
  className?: string;
}) {
  return (
    <figure className={cn("m-0 grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2", className)}>
      {/* As tall as the button, so the row does not grow when the button appears after hydration. */}
      <figcaption className="flex min-h-11 items-center font-semibold">{label}</figcaption>
      <CopyButton text={text} label={copyLabel} target={copyTarget} copied={copied} failed={failed} />
      <pre className="col-span-2 m-0 rounded-md border border-border bg-muted px-4 py-3 font-mono text-sm leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap">
        <code>{text}</code>
      </pre>
    </figure>
  );
}
