import { execFileSync } from "node:child_process";

/** When there is neither SOURCE_DATE_EPOCH nor git: the day the site's first articles were published. */
const fallback = new Date(Date.UTC(2025, 3, 12));

/**
 * The date a build writes into its files (a PDF's CreationDate, and so its ID): SOURCE_DATE_EPOCH when
 * set (reproducible-builds.org), else the time of the commit being built, else a fixed day. Never the
 * clock: two builds of one commit give the same bytes.
 */
export function buildDate(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  try {
    const committed = execFileSync("git", ["log", "-1", "--format=%ct"], {
      stdio: ["ignore", "pipe", "ignore"],
      encoding: "utf8",
    }).trim();
    if (/^\d+$/.test(committed)) return new Date(Number(committed) * 1000);
  } catch {
    // Not a git checkout (a source archive): the fixed day below.
  }
  return fallback;
}
