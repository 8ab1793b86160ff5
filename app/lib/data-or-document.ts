import { redirectDocument, type ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A route's `clientLoader` for pre-rendered data: on a client-side navigation it loads the route's
 * `.data` file as usual, and if that request fails (a flaky connection, a deploy in progress) it loads
 * the page as a document instead of showing an error.
 */
export async function dataOrDocument<T>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<T>;
}): Promise<T> {
  try {
    return await serverLoader();
  } catch {
    const url = new URL(request.url);
    throw redirectDocument(url.pathname + url.search);
  }
}

/**
 * A route's `shouldRevalidate` when its query string only filters what is on screen (?q= on /glossary and
 * /search): the pre-rendered data does not change with it, so typing fetches nothing.
 */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
