import type { IncomingHttpHeaders } from "node:http";
import type { RunningServer } from "./servers.mjs";
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
  length: number;
}
export interface Result {
  check: string;
  figure: string;
  ok: boolean;
}
export function openDescriptors(pid: number): number;
export function startServer(options?: { script?: string; buildDir?: string }): Promise<RunningServer>;
export function request(port: number, pathname: string, headers?: Record<string, string>): Promise<Answer>;
export const injectionPaths: string[];
export function injected(response: Answer): boolean;
export function rangeWithEncoding(
  port: number,
  pathname: string,
  acceptEncoding?: string,
): Promise<{ ok: boolean; figure: string }>;
export const rangeCases: [string, number][];
export function unfinishedHeaders(port: number, deadlineMs: number): Promise<number>;
export function runRequestFaults(port: number, options?: { slowClient?: boolean }): Promise<Result[]>;
export function etagFaults(start: () => Promise<RunningServer>, pathname?: string): Promise<Result>;
export function runFaults(options: {
  script?: string;
  buildDir?: string;
  conditional?: number;
  abandonedCount?: number;
}): Promise<Result[]>;
