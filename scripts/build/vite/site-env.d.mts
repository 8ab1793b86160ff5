export function siteEnvironment(env?: Record<string, string | undefined>): Record<string, string>;
