import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fingerprint, globListing, runPipeline, stateOf, type Step } from "./pipeline.ts";
import { fingerprintEnv } from "./steps.ts";

let root: string;
let runs: string[];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "pipeline-"));
  runs = [];
  mkdirSync(path.join(root, "src"));
  writeFileSync(path.join(root, "src", "a.txt"), "one");
  writeFileSync(path.join(root, "src", "a.test.ts"), "a test");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A step that copies src/a.txt to out/<name>.txt, recording that it ran. */
function copyStep(name: string, extra: Partial<Step> = {}): Step {
  return {
    name,
    inputs: ["src/**"],
    outputs: [`out/${name}.txt`],
    stamp: `stamps/${name}.json`,
    run: async () => {
      runs.push(name);
      mkdirSync(path.join(root, "out"), { recursive: true });
      writeFileSync(path.join(root, "out", `${name}.txt`), readFileSync(path.join(root, "src", "a.txt")));
    },
    ...extra,
  };
}

const quiet = { log: () => {} };

describe("runPipeline", () => {
  it("runs a step once, then skips it while its inputs, outputs and environment are unchanged", async () => {
    const step = copyStep("copy", { env: ["SITE_*"] });
    await runPipeline([step], { root, env: { SITE_URL: "a" }, ...quiet });
    const again = await runPipeline([step], { root, env: { SITE_URL: "a", OTHER: "x" }, ...quiet });
    expect(runs).toEqual(["copy"]);
    expect(again).toEqual([expect.objectContaining({ name: "copy", outcome: "skipped" })]);
    expect(stateOf(root, step, { SITE_URL: "a" })).toBe("fresh");
  });

  it("runs a step again when an input's content, a named variable or its key changes, or an output is gone", async () => {
    let key = "k1";
    const step = copyStep("copy", { env: ["SITE_*"], key: () => key });
    const run = (env: NodeJS.ProcessEnv = { SITE_URL: "a" }) => runPipeline([step], { root, env, ...quiet });
    await run();
    writeFileSync(path.join(root, "src", "a.txt"), "two");
    await run();
    expect(readFileSync(path.join(root, "out", "copy.txt"), "utf8")).toBe("two");
    await run({ SITE_URL: "b" });
    key = "k2";
    await run({ SITE_URL: "b" });
    rmSync(path.join(root, "out", "copy.txt"));
    await run({ SITE_URL: "b" });
    expect(runs).toHaveLength(5);
  });

  it("does not count tests, or variables the step says it ignores, as inputs", async () => {
    const step = copyStep("copy", { env: ["SITE_*"], ignoreEnv: ["SITE_NEWSLETTER_ENDPOINT"] });
    await runPipeline([step], { root, env: {}, ...quiet });
    writeFileSync(path.join(root, "src", "a.test.ts"), "an edited test");
    await runPipeline([step], { root, env: { SITE_NEWSLETTER_ENDPOINT: "https://x.test" }, ...quiet });
    expect(runs).toEqual(["copy"]);
  });

  it("runs every step with force", async () => {
    const step = copyStep("copy");
    await runPipeline([step], { root, ...quiet });
    await runPipeline([step], { root, force: true, ...quiet });
    expect(runs).toEqual(["copy", "copy"]);
  });

  it("starts a step after the steps it waits for, and runs independent steps side by side", async () => {
    const events: string[] = [];
    const slow = (name: string): Step => ({
      ...copyStep(name),
      run: async () => {
        events.push(`${name} start`);
        await new Promise<void>((resolve) => setImmediate(resolve));
        events.push(`${name} end`);
      },
      outputs: [],
    });
    const last = { ...slow("last"), after: ["one", "two"] };
    await runPipeline([last, slow("one"), slow("two")], { root, parallel: 2, ...quiet });
    expect(events.slice(0, 2).sort()).toEqual(["one start", "two start"]);
    expect(events.slice(-2)).toEqual(["last start", "last end"]);
  });

  it("leaves no stamp when a step fails, so it runs again", async () => {
    const failing: Step = {
      ...copyStep("broken"),
      run: async () => {
        throw new Error("the generator failed");
      },
    };
    await expect(runPipeline([failing], { root, ...quiet })).rejects.toThrow("the generator failed");
    expect(existsSync(path.join(root, "stamps", "broken.json"))).toBe(false);
  });

  it("refuses a step that waits for an unknown step", async () => {
    await expect(runPipeline([copyStep("a", { after: ["nope"] })], { root, ...quiet })).rejects.toThrow(
      'Step "a" waits for "nope", which is not a step',
    );
  });
});

describe("the environment a fingerprint reads", () => {
  it("holds the text of the people file, so editing the file (not only its name) rebuilds", () => {
    const file = path.join(root, "people.json");
    writeFileSync(file, '{"author":{"name":"A"}}');
    const step = copyStep("copy", { env: ["SITE_*"] });
    const before = fingerprint(root, step, fingerprintEnv({ SITE_PEOPLE_FILE: file }));
    writeFileSync(file, '{"author":{"name":"B"}}');
    expect(fingerprintEnv({ SITE_PEOPLE_FILE: file }).SITE_PEOPLE).toBe('{"author":{"name":"B"}}');
    expect(fingerprint(root, step, fingerprintEnv({ SITE_PEOPLE_FILE: file }))).not.toBe(before);
  });
});

describe("traced steps: skipped unless a file they read, or a glob they listed, changed", () => {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  /**
   * A step that reads `files` and lists `glob`, as a generator run through Vite's module runner would,
   * and reports them in its trace (the file PIPELINE_TRACE names).
   */
  function tracedStep(name: string, files: string[], globs: string[][] = []): Step {
    return {
      name,
      inputs: [],
      traced: true,
      outputs: [`out/${name}.txt`],
      stamp: `stamps/${name}.json`,
      run: async (_log, env) => {
        runs.push(name);
        const listed = globs.flatMap((patterns) => globListing(root, patterns));
        write(
          `out/${name}.txt`,
          [...files, ...listed].map((file) => readFileSync(path.join(root, file), "utf8")).join("\n"),
        );
        writeFileSync(env.PIPELINE_TRACE!, JSON.stringify({ files: [...files, ...listed], globs }));
      },
    };
  }

  let pipeline: Step[];
  const build = async () => {
    runs = [];
    await runPipeline(pipeline, { root, ...quiet });
    return runs.sort();
  };

  beforeEach(() => {
    write("app/content/pages/about.ts", 'export const about = "We study persuasive design.";');
    write("app/content/pages/guide.ts", 'export const guide = "The guide, in print.";');
    write("app/content/patterns/fake-urgency.ts", 'export const name = "Fake urgency";');
    write("app/content/patterns/nagging.ts", 'export const name = "Nagging";');
    write("app/content/patterns/files.server.ts", "export {};");
    write("app/unread.ts", 'export const unread = "nobody imports this";');
    const patterns = [["app/content/patterns/*.ts", "!app/content/patterns/*.server.ts"]];
    pipeline = [
      tracedStep("guide", ["app/content/pages/guide.ts"], patterns),
      tracedStep("cards", ["app/content/pages/about.ts", "app/content/pages/guide.ts"], patterns),
      tracedStep("citations", ["app/content/pages/about.ts"]),
    ];
  });

  it("runs every step the first time, then none while nothing they read changes", async () => {
    expect(await build()).toEqual(["cards", "citations", "guide"]);
    expect(await build()).toEqual([]);
    expect(pipeline.map((step) => stateOf(root, step, {}))).toEqual(["fresh", "fresh", "fresh"]);
  });

  it("reruns only the steps that read a file edited by one word", async () => {
    await build();
    write("app/content/pages/about.ts", 'export const about = "We study manipulative design.";');
    expect(await build()).toEqual(["cards", "citations"]);
    write("app/content/patterns/nagging.ts", 'export const name = "Nagging, again";');
    expect(await build()).toEqual(["cards", "guide"]);
    expect(readFileSync(path.join(root, "out", "guide.txt"), "utf8")).toContain("Nagging, again");
  });

  it("reruns nothing when a file no step read changes, appears or goes", async () => {
    await build();
    write("app/unread.ts", 'export const unread = "still nobody";');
    write("app/new-page.ts", "export {};");
    rmSync(path.join(root, "app", "unread.ts"));
    // Excluded by the glob's "!" pattern: not in its listing.
    write("app/content/patterns/other.server.ts", "export {};");
    expect(await build()).toEqual([]);
  });

  it("reruns the steps whose glob lists a new file, or no longer lists a removed one", async () => {
    await build();
    write("app/content/patterns/drip-pricing.ts", 'export const name = "Drip pricing";');
    expect(await build()).toEqual(["cards", "guide"]);
    expect(readFileSync(path.join(root, "out", "cards.txt"), "utf8")).toContain("Drip pricing");
    rmSync(path.join(root, "app", "content", "patterns", "drip-pricing.ts"));
    expect(await build()).toEqual(["cards", "guide"]);
  });

  it("reruns a step whose file was edited while it ran, since it may have read the old text", async () => {
    const guide = pipeline[0]!;
    const editing: Step = {
      ...guide,
      run: async (log, env) => {
        await guide.run(log, env);
        write("app/content/pages/guide.ts", 'export const guide = "Edited meanwhile.";');
        // Saved after the run started, stated through its modification time rather than by waiting.
        const later = new Date(Date.now() + 5_000);
        utimesSync(path.join(root, "app", "content", "pages", "guide.ts"), later, later);
      },
    };
    await runPipeline([editing], { root, ...quiet });
    expect(stateOf(root, guide, {})).toBe("stale");
  });

  it("reruns a traced step whose stamp has no record of its reads, and fails one that writes no trace", async () => {
    await build();
    writeFileSync(
      path.join(root, "stamps", "guide.json"),
      JSON.stringify({ fingerprint: fingerprint(root, pipeline[0]!, {}) }),
    );
    expect(stateOf(root, pipeline[0]!, {})).toBe("stale");
    const silent: Step = { ...pipeline[0]!, run: async () => {} };
    await expect(runPipeline([silent], { root, ...quiet })).rejects.toThrow(
      'Step "guide" is traced but wrote no trace',
    );
  });
});
