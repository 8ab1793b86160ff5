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
export function portClosed(port: number): Promise<boolean>;
export function startNode(options?: { script?: string; buildDir?: string }): Promise<RunningServer>;
export function startNginx(options?: {
  buildDir?: string;
  brotli?: boolean;
}): Promise<RunningServer & { prefix: string }>;
