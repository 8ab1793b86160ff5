import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default client entry, except that hydration starts in a task of its own: evaluating
// React DOM and creating the root would otherwise be one long task on a slow phone (ADR 006).
// startTransition lets React hydrate in short slices.
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
