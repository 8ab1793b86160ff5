import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hasPostBody, loadPostBody } from "~/content/blog/bodies";

/**
 * An article's body is its own chunk. Loading it before hydration starts means React hydrates the
 * pre-rendered article in one pass instead of suspending on it and hydrating the page twice.
 */
async function preloadCurrentArticle() {
  const slug = window.location.pathname.match(/^\/blog\/([^/]+)\/?$/)?.[1];
  if (slug && hasPostBody(slug)) await loadPostBody(slug).catch(() => undefined);
}

preloadCurrentArticle().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
