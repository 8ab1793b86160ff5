export const securityHeaders: Record<string, string>;
export const allHeaders: Record<string, string>;
export const immutableCache: string;
export const revalidateCache: string;
export const errorCache: string;
export const extraContentTypes: Record<string, string>;
export function contentTypeFor(pathname: string): string | null;
export const hashedAssetPattern: RegExp;
export const headerPolicy: string;
export function cacheControlFor(pathname: string): string;
export function pagePolicy(
  scriptHashes: string[],
  options?: { formActions?: string[]; styleHashes?: string[]; connectSources?: string[] },
): string;
