import type * as React from "react";

export function Figure({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <figure className="my-8">
      <div className="rounded-lg border border-border bg-card p-4">{children}</div>
      <figcaption className="mt-2 text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
