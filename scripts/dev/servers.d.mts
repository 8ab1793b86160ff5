import type { ChildProcess } from "node:child_process";
export interface RunningServer {
  child: ChildProcess;
  port: number;
  stderr: () => string;
  stop: () => void;
}
export const nginxBinary: string | undefined;
export const brotliModule: string | undefined;
export function freePort(): Promise<number>;
export function rawRequest(
  port: number,
  text: string,
): Promise<{ status: number; headers: Record<string, string>; rawHeaders: string[] }>;
export function portClosed(port: number): Promise<boolean>;
export function startNode(options?: { script?: string; buildDir?: string }): Promise<RunningServer>;
export function startNginx(options?: {
  buildDir?: string;
  brotli?: boolean;
}): Promise<RunningServer & { prefix: string }>;
