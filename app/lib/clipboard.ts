/**
 * Puts text on the clipboard, or rejects: the Clipboard API needs a secure context and may be refused by
 * the browser or a permission policy, and a caller must then say so rather than pretend it worked.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) {
    throw new Error("The Clipboard API is not available");
  }
  await navigator.clipboard.writeText(text);
}
