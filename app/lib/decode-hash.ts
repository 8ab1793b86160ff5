/** The id an address's #fragment names ("#ai-sycophancy"), or "" for none or one that is not valid ("#%E0"). */
export function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return "";
  }
}
