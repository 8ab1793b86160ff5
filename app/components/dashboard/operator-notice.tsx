import type * as React from "react";
import { Icon } from "#app/components/icon.tsx";

/** Who runs an external service and what leaving the site means, with the action after the explanation. */
export function OperatorNotice({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children?: React.ReactNode;
}) {
  return (
    <section id="who-runs-it" aria-labelledby="operator-title" className="bg-muted/70">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <div className="flex max-w-3xl flex-col gap-4 rounded-lg border border-border bg-card p-6 md:flex-row md:gap-6 md:p-8">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-highlight text-highlight-foreground">
            <Icon name="shield" className="size-5.5" />
          </span>
          <div className="flex flex-col gap-4">
            <h2 id="operator-title" className="text-2xl font-semibold sm:text-3xl">
              {title}
            </h2>
            <p className="text-lg text-muted-foreground">{body}</p>
            {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
