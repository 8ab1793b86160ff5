import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { siteConfig } from "./site.config.ts";
import { themeScript } from "./lib/theme.ts";
// Inline, so no page spends a request on its tab icon while the first view is still loading.
import faviconDataUrl from "./assets/favicon.svg?inline";
import { useWebFonts } from "./lib/web-fonts.ts";
import "./styles/app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: faviconDataUrl, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "alternate", type: "application/rss+xml", title: `${siteConfig.name} blog`, href: "/rss.xml" },
  // The enforcement record's and the pattern library's changes (/updates), as Atom.
  {
    rel: "alternate",
    type: "application/atom+xml",
    title: `${siteConfig.name} updates`,
    href: "/updates.xml",
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The head script may set data-theme on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheet, so a stored theme and cached faces are in place for the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <meta name="theme-color" content="#f9f6f0" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#181512" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links />
        {/* No frame until the page's content is parsed: a slow phone's parser pauses mid-page, and a first screen
            painted before its later half (the hero's second drawing, the header's last buttons) moves when that
            half arrives. The target is the footer, the first element after the content, because Chromium
            unblocks when the target is inserted (from version 124; other browsers ignore the link). */}
        <link rel="expect" href="#site-footer" blocking="render" />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useWebFonts();
  return <Outlet />;
}

/** Last resort for an error outside the site layout: a plain, friendly page instead of a blank one. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <p className="font-heading text-5xl font-semibold text-primary">{status}</p>
      <h1 className="mt-4 text-3xl font-semibold">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">
        This page could not be shown. Please try again, or go back to the home page.
      </p>
      <a href="/" className="mt-6 inline-block font-semibold">
        Return to Home
      </a>
    </main>
  );
}
