import type { ChildProcess } from "node:child_process";
export function openDescriptors(pid: number): number;
export function startServer(options: {
  script?: string;
  port: number;
  buildDir?: string;
}): Promise<{ child: ChildProcess; stderr: () => string }>;
export function runFaults(options: {
  port: number;
  script?: string;
  buildDir?: string;
  conditional?: number;
  abandonedCount?: number;
}): Promise<{ check: string; figure: string; ok: boolean }[]>;
