import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

// Screenshots and hostile files for the proof routes (docs/product.md#proof-and-verification).

/** A screenshot-like PNG of `width` x `height`, with a few shapes so its re-encode is not a flat colour. */
export async function screenshotPng(width = 1080, height = 1920): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#20242c"/>
    <rect x="40" y="40" width="${Math.round(width / 2)}" height="${Math.round(height / 4)}" fill="#c08a2e"/>
    <circle cx="${Math.round(width / 2)}" cy="${Math.round(height / 2)}" r="${Math.round(width / 6)}" fill="#3a7bd5"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** A JPEG whose EXIF names a place and a device: none of it may be stored. */
export async function jpegWithExif(marker: string): Promise<Uint8Array> {
  const png = await screenshotPng(640, 480);
  return new Uint8Array(
    await sharp(png)
      .jpeg()
      .withExif({ IFD0: { Copyright: marker, ImageDescription: marker, Make: marker } })
      .toBuffer(),
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header claims 100000 x 100000 pixels (40 GB
 * once decoded). Its one row of data is all there is; a decoder that believed the header would die first.
 */
export function decompressionBombPng(side = 100_000): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.alloc(1 + side * 3);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(row, { level: 9 })),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** A polyglot: a real PNG with an HTML page and a ZIP's end record after its IEND. */
export async function polyglotPng(payload: string): Promise<Uint8Array> {
  const png = await screenshotPng(320, 240);
  const zipEnd = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
  return new Uint8Array(
    Buffer.concat([png, Buffer.from(`<html><script>${payload}</script></html>`), zipEnd]),
  );
}

/** An SVG: an image format a browser runs scripts in, refused however it is named. */
export const svgImage = (payload: string) =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>${payload}</script><rect width="100" height="100"/></svg>`,
  );

/** A GIF: decodable, but not a screenshot format the lodge takes. */
export async function gifImage(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(await screenshotPng(64, 64))
      .gif()
      .toBuffer(),
  );
}

/** An HTML page whose first bytes pretend to be a PNG's signature. */
export const fakePng = () =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<html>hi</html>"),
    ]),
  );
