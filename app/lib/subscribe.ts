/** The mailto: fallback used while no newsletter endpoint is configured (README, "Organisation facts"). */
export function subscribeMailto(contactEmail: string, visitorEmail: string, siteName: string): string {
  const params = new URLSearchParams({
    subject: "Subscribe",
    body: `Please add ${visitorEmail} to the ${siteName} newsletter.`,
  });
  // URLSearchParams encodes spaces as "+", which mail clients show literally.
  return `mailto:${contactEmail}?${params.toString().replace(/\+/g, "%20")}`;
}
