import type { ComponentProps } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { TeachDownload } from "./teach-download.tsx";

/**
 * The top of a lesson or sheet of the teaching pack: the way back to the pack and the PDF (screen
 * only), then what a printout starts with: which part of the pack it is, its title, and for whom.
 */
export function TeachPartHeader({
  eyebrow,
  title,
  lead,
  ages,
  back,
  pdf,
  present,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  ages: string;
  back: { href: string; label: string };
  pdf: ComponentProps<typeof TeachDownload>;
  /** A lesson's projector view, beside its PDF. */
  present?: { href: string; label: string } | null;
}) {
  return (
    <header className="border-b border-border bg-muted/60 print:border-b-2 print:border-foreground print:bg-transparent">
      <div className="mx-auto max-w-4xl px-4 pt-8 pb-10 sm:px-6 md:pt-12 print:p-0 print:pb-4">
        <Link to={back.href} className="print-hidden inline-flex min-h-11 items-center gap-1.5 font-semibold">
          <Icon name="arrow-left" className="size-4" />
          {back.label}
        </Link>
        <p className="mt-4 mb-2 text-sm font-semibold tracking-wider text-primary uppercase print:mt-0">
          {eyebrow}
        </p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-[65ch] text-lg text-muted-foreground">{lead}</p>
        <p className="mt-3 max-w-[65ch] text-base font-semibold">{ages}</p>
        <div className="mt-6 flex flex-col gap-4">
          <TeachDownload {...pdf} />
          {present ? (
            <Link
              to={present.href}
              className="print-hidden inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline decoration-1 hover:decoration-2"
            >
              <Icon name="monitor" className="size-4" />
              {present.label}
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
