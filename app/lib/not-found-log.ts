/**
 * The not-found page logs the path a visitor tried (the spec's console error), for whoever is
 * debugging a broken link.
 */
const prefix = "404 Error: User attempted to access non-existent route: ";

/** For a client-side navigation to an unknown path: the catch-all route renders and logs it. */
export const notFoundMessage = (pathname: string) => prefix + pathname;

/**
 * For the 404 page served as a document: it does not hydrate (ADR 033), so it logs with this inline
 * script, which postbuild.ts hashes into its Content-Security-Policy. The route renders it only into
 * the pre-rendered HTML, so a client-side navigation logs once, by the effect.
 */
export const notFoundLogScript = `console.error(${JSON.stringify(prefix)}+location.pathname)`;
