import { Icon as SpriteIcon } from "#app/components/icon.tsx";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

const tones = {
  note: { icon: "info", label: "Note", className: "border-primary/50 bg-accent/60" },
  warning: {
    icon: "triangle-alert",
    label: "Warning",
    className: "border-highlight-foreground/40 bg-highlight/50",
  },
  example: { icon: "lightbulb", label: "Example", className: "border-primary/30 bg-muted" },
} as const;

/** A boxed aside in an article: a note, a warning or a worked example, with its title beside the icon. */
export function Callout({
  title,
  tone = "note",
  children,
}: {
  title?: string;
  tone?: keyof typeof tones;
  children: React.ReactNode;
}) {
  const { icon, label, className } = tones[tone];
  return (
    <aside
      aria-label={title ?? label}
      className={cn(
        "my-8 rounded-lg border-l-4 px-5 py-4 sm:px-6 sm:py-5 forced-colors:border forced-colors:border-l-4",
        className,
      )}
    >
      <p className="flex items-start gap-2.5 font-semibold">
        <SpriteIcon name={icon} className="mt-[0.2em] size-[1.1em] shrink-0 text-primary" />
        {title ?? label}
      </p>
      <div className="mt-2 text-[0.97em] [&>*+*]:mt-3">{children}</div>
    </aside>
  );
}
