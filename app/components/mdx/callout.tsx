import { Info, Lightbulb, TriangleAlert } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

const tones = {
  note: { icon: Info, label: "Note", className: "border-primary/40 bg-accent/60" },
  warning: { icon: TriangleAlert, label: "Warning", className: "border-highlight-foreground/30 bg-highlight/60" },
  example: { icon: Lightbulb, label: "Example", className: "border-border bg-muted" },
} as const;

export function Callout({
  title,
  tone = "note",
  children,
}: {
  title?: string;
  tone?: keyof typeof tones;
  children: React.ReactNode;
}) {
  const { icon: Icon, label, className } = tones[tone];
  return (
    <aside aria-label={title ?? label} className={cn("my-8 flex gap-4 rounded-lg border-l-4 p-5", className)}>
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
      <div className="min-w-0 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0">
        {title ? <p className="mb-2 font-semibold">{title}</p> : null}
        {children}
      </div>
    </aside>
  );
}
