export function nginxConf(options?: { root?: string; listen?: string }): string;
