export const securityHeaders: Record<string, string>;
export const allHeaders: Record<string, string>;
export const immutableCache: string;
export const revalidateCache: string;
export const errorCache: string;
export const contentTypes: Record<string, string>;
export const pathContentTypes: Record<string, string>;
export const hostUnknownTypes: string[];
export const defaultContentType: string;
export function contentTypeFor(pathname: string): string;
export const hashedAssetPattern: RegExp;
export const headerPolicy: string;
export function cacheControlFor(pathname: string): string;
export const limits: {
  headersTimeoutSeconds: number;
  bodyTimeoutSeconds: number;
  sendTimeoutSeconds: number;
  keepAliveSeconds: number;
  maxConnections: number;
};
export function pagePolicy(
  scriptHashes: string[],
  options?: { formActions?: string[]; styleHashes?: string[]; connectSources?: string[] },
): string;
