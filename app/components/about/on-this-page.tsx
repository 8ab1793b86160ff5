/** In-page navigation to the sections of a long page; plain hash links, so they work before hydration too. */
export function OnThisPage({ label, links }: { label: string; links: { id: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:px-6">
        <p
          className="mr-2 text-sm font-semibold tracking-wider text-muted-foreground uppercase"
          aria-hidden="true"
        >
          {label}
        </p>
        <ul className="-ml-3 flex flex-wrap gap-x-1 gap-y-1 sm:ml-0">
          {links.map((link) => (
            <li key={link.id}>
              <a
                href={`#${link.id}`}
                className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-foreground no-underline hover:bg-muted hover:text-primary"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
