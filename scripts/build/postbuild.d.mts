export function inlineScriptHashes(html: string): string[];
export function addPolicy(html: string, formActions: string[]): string;
export function headersFile(): string;
export function postbuild(clientDir: string, options?: { formActions?: string[] }): number;
