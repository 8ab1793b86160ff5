import { siteConfig } from "#app/site.config.ts";

/** The logo: a tuning mark (two arcs settling on a point) beside the name. */
export function BrandMark() {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M8 19c2.5-6 13.5-6 16 0"
          fill="none"
          stroke="white"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <path
          d="M11.5 15.5c1.8-3 7.2-3 9 0"
          fill="none"
          stroke="white"
          strokeOpacity=".7"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <circle cx="16" cy="21.5" r="2.4" fill="white" />
      </svg>
      <span className="font-heading text-xl font-semibold tracking-tight text-foreground">
        {siteConfig.name}
      </span>
    </span>
  );
}
