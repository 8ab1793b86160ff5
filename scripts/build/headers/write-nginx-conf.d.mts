export function nginxConf(options?: { root?: string; listen?: string; brotli?: boolean }): string;
