/**
 * Builds the browser extension (extension/, issue 53 §3): bundles the content script with the site's
 * checker and the background script with Vite's library build (one self-contained classic script each, as
 * `chrome.scripting.executeScript` and a service worker take them; not minified, so what a visitor installs
 * can be read), draws the icons from the site's mark, writes each browser's manifest, and zips each
 * browser's folder into the site's downloads. The unpacked folders stay in .generated/extension/, where
 * the browser test loads the Chromium one.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { extensionBrowsers, type ExtensionBrowser } from "#app/lib/extension-files.ts";
import { generatedFile } from "#app/lib/generated-files.server.ts";
import { extensionManifest, iconSizes } from "../../../extension/manifest.ts";
import { rasterise } from "../raster/raster.ts";
import { extensionFacts } from "./facts.ts";
import { zip, type ZipEntry } from "./zip.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

/** Where each browser's unpacked extension is written. */
export const unpackedDir = (browser: ExtensionBrowser) => path.join(root, ".generated", "extension", browser);

async function bundle(entry: string, fileName: string, define: Record<string, string>): Promise<string> {
  const outDir = path.join(root, ".generated", "extension", ".bundle");
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    mode: "production",
    define,
    build: {
      outDir,
      emptyOutDir: false,
      minify: false,
      target: ["chrome121", "firefox140"],
      reportCompressedSize: false,
      lib: {
        entry: path.join(root, entry),
        formats: ["iife"],
        name: "attuneCheck",
        fileName: () => fileName,
      },
    },
  });
  return readFileSync(path.join(outDir, fileName), "utf8");
}

export async function generate(): Promise<string> {
  const facts = extensionFacts();
  const { text } = facts;
  const define = {
    __ATTUNE_EXTENSION__: JSON.stringify({
      siteName: facts.siteName,
      siteUrl: facts.siteUrl,
      names: facts.names,
      live: facts.live,
      panel: text.panel,
    }),
    __ATTUNE_CANNOT_CHECK__: JSON.stringify(text.cannotCheck),
  };
  const content = await bundle("extension/content/main.ts", "content.js", define);
  const background = await bundle("extension/background.ts", "background.js", define);
  rmSync(path.join(root, ".generated", "extension", ".bundle"), { recursive: true, force: true });

  const mark = readFileSync(path.join(root, "app", "assets", "favicon.svg"), "utf8");
  const icons: ZipEntry[] = await Promise.all(
    iconSizes.map(async (size) => ({ name: `icons/icon-${size}.png`, data: await rasterise(mark, size) })),
  );

  const lines: string[] = [];
  for (const browser of extensionBrowsers) {
    const manifest = extensionManifest(browser, {
      name: text.name.replace("{name}", facts.siteName),
      description: text.description,
      actionTitle: text.actionTitle,
      siteUrl: facts.siteUrl,
    });
    const files: ZipEntry[] = [
      { name: "manifest.json", data: `${JSON.stringify(manifest, null, 2)}\n` },
      { name: "background.js", data: background },
      { name: "content.js", data: content },
      ...icons,
    ];
    const dir = unpackedDir(browser);
    rmSync(dir, { recursive: true, force: true });
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file.name)), { recursive: true });
      writeFileSync(path.join(dir, file.name), file.data);
    }
    const archive = zip(files);
    const target = generatedFile(facts.zips[browser], root);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, archive);
    lines.push(`${facts.zips[browser]} (${(archive.length / 1024).toFixed(0)} KB)`);
  }
  return `Extension: ${lines.join(", ")}`;
}
