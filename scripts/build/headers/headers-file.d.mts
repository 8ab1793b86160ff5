export const rootFiles: string[];
export const maxRules: number;
export function headersFile(pages: string[]): string;
export function headersForPath(file: string, pathname: string): [string, string][];
