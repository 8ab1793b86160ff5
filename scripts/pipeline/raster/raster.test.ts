import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fontFamilies, pngSize, rasterise, withTextChunks } from "./raster.ts";

/** Every chunk of a PNG: type, data, and whether its CRC is right. */
function chunks(png: Buffer) {
  const list: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const body = png.subarray(offset + 4, offset + 8 + length);
    list.push({
      type: body.toString("latin1", 0, 4),
      data: body.subarray(4),
      crcOk: crc32(body) === png.readUInt32BE(offset + 8 + length),
    });
    offset += 12 + length;
  }
  return list;
}

describe("rasterise and withTextChunks", () => {
  it("draws an SVG at the width asked, and adds UTF-8 text chunks after the header with valid CRCs", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><text x="2" y="15" font-family="${fontFamilies.sans}" font-size="12">Aa</text></svg>`;
    const png = withTextChunks(await rasterise(svg, 200), { Copyright: "Name / Site — CC BY 4.0" });
    expect(pngSize(png)).toEqual({ width: 200, height: 100 });
    const list = chunks(png);
    expect(list.map((chunk) => chunk.type).slice(0, 2)).toEqual(["IHDR", "iTXt"]);
    expect(list.at(-1)!.type).toBe("IEND");
    expect(list.every((chunk) => chunk.crcOk)).toBe(true);
    const text = list[1]!.data;
    expect(text.toString("latin1", 0, 9)).toBe("Copyright");
    expect(text.subarray(text.length - Buffer.byteLength("Name / Site — CC BY 4.0")).toString("utf8")).toBe(
      "Name / Site — CC BY 4.0",
    );
    expect(list.some((chunk) => chunk.type === "IDAT")).toBe(true);
  });
});
