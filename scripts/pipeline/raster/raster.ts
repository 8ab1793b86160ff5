/**
 * SVG to PNG for the build's images (the drawings' PNGs, the social cards), with resvg (@resvg/resvg-js,
 * a Rust SVG renderer with prebuilt binaries, no browser). Text is set in the site's own typefaces, read
 * from the TrueType files of the @expo-google-fonts packages (the web fonts are WOFF2, which resvg
 * cannot read), never from whatever the machine has installed, so every build draws the same pixels.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { crc32 } from "node:zlib";
import { renderAsync } from "@resvg/resvg-js";

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, face: string, file: string) =>
  path.join(path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`)), face, file);

/** The weights the drawings and cards use: Source Sans 3 for words in drawings, Source Serif 4 for headings. */
export const fontFiles = [
  fontFile("source-sans-3", "400Regular", "SourceSans3_400Regular.ttf"),
  fontFile("source-sans-3", "600SemiBold", "SourceSans3_600SemiBold.ttf"),
  fontFile("source-sans-3", "700Bold", "SourceSans3_700Bold.ttf"),
  fontFile("source-serif-4", "600SemiBold", "SourceSerif4_600SemiBold.ttf"),
  fontFile("source-serif-4", "700Bold", "SourceSerif4_700Bold.ttf"),
];

/** The family names those files declare, for `font-family` in the SVGs resvg draws. */
export const fontFamilies = { sans: "Source Sans 3", serif: "Source Serif 4" } as const;

/**
 * An SVG drawn as a PNG `width` pixels wide (the height follows the SVG's aspect ratio). Asynchronous:
 * resvg draws on libuv's worker threads, so several images render at once on a machine with cores.
 */
export async function rasterise(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: fontFamilies.sans },
  });
  return Buffer.from(image.asPng());
}

/** A PNG chunk: length, type, data, CRC-32 over type and data (PNG specification, section 5.3). */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * The PNG with text chunks added after its header: one uncompressed iTXt chunk (UTF-8, so "—" survives)
 * per entry, keyword first (PNG specification 11.3.4.5; "Title", "Author", "Copyright", "Description",
 * "Source" are its predefined keywords, "License" is read by exiftool and the like).
 */
export function withTextChunks(png: Buffer, entries: Record<string, string>): Buffer {
  const headerEnd = 8 + 4 + 4 + 13 + 4; // signature, then the IHDR chunk (13 bytes of data)
  if (png.toString("latin1", 12, 16) !== "IHDR") throw new Error("Not a PNG: no IHDR chunk first");
  const texts = Object.entries(entries).map(([keyword, text]) =>
    // keyword \0, compression flag 0, method 0, language "" \0, translated keyword "" \0, text
    chunk(
      "iTXt",
      Buffer.concat([
        Buffer.from(keyword, "latin1"),
        Buffer.from([0, 0, 0, 0, 0]),
        Buffer.from(text, "utf8"),
      ]),
    ),
  );
  return Buffer.concat([png.subarray(0, headerEnd), ...texts, png.subarray(headerEnd)]);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.toString("latin1", 12, 16) !== "IHDR") throw new Error("Not a PNG: no IHDR chunk first");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
