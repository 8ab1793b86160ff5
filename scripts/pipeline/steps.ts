/**
 * The build's steps, each with what it reads and writes (ADR 025). The four generators write under their
 * site paths into .generated/public/ (git-ignored) beside a copy of public/, and that folder is Vite's
 * public folder, so `react-router build` copies it into the site. Inputs are declared wide (all of app/,
 * not the modules a generator happens to import today): a change can only cost an extra run, never a
 * stale file.
 */
import { cpSync, globSync } from "node:fs";
import path from "node:path";
import { teachParts } from "../../app/data/teach-pack";
import { generatedFile, generatedPublicDir } from "../../app/lib/generated-files.server";
import { guidePathFor, paperSizes, teachPdfPath } from "../../app/site.config";
import { buildDate } from "./pdf/build-date";
import type { GeneratorName } from "./generate";
import { command, type Step } from "./pipeline";

export const root = path.resolve(import.meta.dirname, "..", "..");

const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const generator = (name: GeneratorName) =>
  command([process.execPath, path.join(root, "scripts", "pipeline", "generate.ts"), name], { cwd: root });
const stamp = (name: string) => path.join(".generated", "stamps", `${name}.json`);
const fromRoot = (file: string) => path.relative(root, file);

const site = ["app/**", "package-lock.json", "scripts/pipeline/{generate,steps,pipeline}.ts"];
const pdfLibrary = "scripts/pipeline/pdf/**";
const raster = "scripts/pipeline/raster/**";
// The organisation's facts reach every generated file; the newsletter's address reaches none of them,
// so the newsletter build (tests/e2e) shares the generated files rather than making its own.
const siteFacts = { env: ["SITE_*"], ignoreEnv: ["SITE_NEWSLETTER_ENDPOINT"] };
// A PDF carries the date of the commit it was built from (pdf/build-date.ts).
const pdfDate = () => buildDate().toISOString();

export function steps(env: NodeJS.ProcessEnv = process.env): Step[] {
  const buildDir = env.BUILD_DIR || "build";
  return [
    {
      name: "public",
      inputs: ["public/**"],
      outputs: globSync("**", { cwd: path.join(root, "public") }).map((file) =>
        path.join(generatedPublicDir, file),
      ),
      stamp: stamp("public"),
      run: async () =>
        cpSync(path.join(root, "public"), path.join(root, generatedPublicDir), { recursive: true }),
    },
    {
      name: "guide",
      inputs: [...site, "scripts/pipeline/guide/**", pdfLibrary],
      outputs: paperSizes.map((paper) => fromRoot(generatedFile(guidePathFor(paper), root))),
      ...siteFacts,
      key: pdfDate,
      stamp: stamp("guide"),
      run: generator("guide"),
    },
    {
      name: "teach",
      inputs: [...site, "scripts/pipeline/teach/**", pdfLibrary],
      outputs: paperSizes.flatMap((paper) =>
        teachParts.map((part) => fromRoot(generatedFile(teachPdfPath(part, paper), root))),
      ),
      ...siteFacts,
      key: pdfDate,
      stamp: stamp("teach"),
      run: generator("teach"),
    },
    {
      name: "drawings",
      inputs: [...site, "scripts/pipeline/drawings/**", pdfLibrary, raster],
      outputs: [path.join(generatedPublicDir, "drawings")],
      ...siteFacts,
      stamp: stamp("drawings"),
      run: generator("drawings"),
    },
    {
      name: "cards",
      inputs: [...site, "scripts/pipeline/cards/**", pdfLibrary, raster],
      outputs: [path.join(generatedPublicDir, "cards")],
      ...siteFacts,
      stamp: stamp("cards"),
      run: generator("cards"),
    },
    {
      name: "site",
      after: ["public", "guide", "teach", "drawings", "cards"],
      inputs: [
        ...site,
        `${generatedPublicDir}/**`,
        "scripts/pipeline/{vite,deliver,headers}/**",
        "vite.config.ts",
        "react-router.config.ts",
        "tsconfig.json",
      ],
      outputs: [path.join(buildDir, "client", "index.html"), path.join(buildDir, "client", "404.html")],
      env: ["SITE_*", "BUILD_DIR", "NODE_ENV"],
      // In the build folder, so each build (build/, build-newsletter/) knows its own state.
      stamp: path.join(buildDir, "pipeline-stamp.json"),
      run: command([bin("react-router"), "build"], { cwd: root, env }),
    },
  ];
}
