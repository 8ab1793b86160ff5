export function inlineScriptHashes(html: string): string[];
export function addPolicy(
  html: string,
  options?: { formActions?: string[]; styleHashes?: string[]; connectSources?: string[] },
): string;
export function refuseLinks(dir: string): void;
export function precompress(clientDir: string): number;
export function insertedStyleHashes(): Promise<string[]>;
export function postbuild(
  clientDir: string,
  options?: { formActions?: string[]; styleHashes?: string[]; connectSources?: string[] },
): number;
export function runOrder(urls: string[], readModule: (url: string) => string): string[];
