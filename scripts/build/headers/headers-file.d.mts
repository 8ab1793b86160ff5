export const maxRules: number;
export function headersFile(pages: string[], rootFiles: string[]): string;
export function headersForPath(file: string, pathname: string): [string, string][];
