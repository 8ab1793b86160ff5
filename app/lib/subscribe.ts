/** The mailto: fallback used while no newsletter endpoint is configured (README, "Organisation facts"). */
export function subscribeMailto(contactEmail: string, visitorEmail: string, siteName: string): string {
  const params = new URLSearchParams({
    subject: "Subscribe",
    body: `Please add ${visitorEmail} to the ${siteName} newsletter.`,
  });
  // URLSearchParams encodes spaces as "+", which mail clients show literally.
  return `mailto:${contactEmail}?${params.toString().replace(/\+/g, "%20")}`;
}

/** What the newsletter endpoint answered: accepted, refused (with its HTTP status), or not reachable. */
export type SignupResult =
  { outcome: "accepted" } | { outcome: "refused"; status: number } | { outcome: "unreachable" };

/**
 * Posts the address to the newsletter endpoint as an ordinary form field (`email`), the format
 * newsletter services' embed forms accept, and reports what the endpoint answered. The endpoint
 * must allow this site's origin (CORS), or its answer cannot be read and counts as unreachable.
 */
export async function postSignup(
  endpoint: string,
  email: string,
  fetcher: typeof fetch = fetch,
): Promise<SignupResult> {
  try {
    const response = await fetcher(endpoint, {
      method: "POST",
      body: new URLSearchParams({ email }),
      headers: { Accept: "application/json" },
    });
    return response.ok ? { outcome: "accepted" } : { outcome: "refused", status: response.status };
  } catch {
    return { outcome: "unreachable" };
  }
}
