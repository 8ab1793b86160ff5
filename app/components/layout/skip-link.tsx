export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-100 rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 print:hidden"
    >
      Skip to main content
    </a>
  );
}
