import type { OcrBox } from "./types.ts";

// Title colours: the game data gives every rarity and quality a colour, and a title is drawn in it, so a
// title whose words OCR garbled still tells its rarity by its ink.

type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
const gap = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

export type ColorMatch = { name: string; confidence: number };

/**
 * The named colour nearest `color`: sure when it is close (JPEG and anti-aliasing move a colour by a few
 * tens) and no other named colour is nearly as close.
 */
export function nearestColor(
  color: string,
  named: readonly { name: string; color: string }[],
): ColorMatch | undefined {
  const seen = rgb(color);
  const ranked = named
    .map((entry) => ({ name: entry.name, d: gap(seen, rgb(entry.color)) }))
    .sort((a, b) => a.d - b.d);
  const [best, second] = ranked;
  if (!best || best.d > 90) return undefined;
  const clear = !second || second.d > best.d * 2 + 20;
  return { name: best.name, confidence: best.d < 45 && clear ? 0.9 : 0.5 };
}

/**
 * The colour of a line's ink: of the pixels in its box (RGBA rows of `width`), those farthest from the
 * box's edge colour, which is the panel behind the text.
 */
export function inkColor(pixels: ArrayLike<number>, width: number, box: OcrBox): string | undefined {
  const height = Math.floor(pixels.length / 4 / width);
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(width - 1, Math.ceil(box.x1));
  const y1 = Math.min(height - 1, Math.ceil(box.y1));
  if (x1 <= x0 || y1 <= y0) return undefined;
  const at = (x: number, y: number): Rgb => {
    const i = (y * width + x) * 4;
    return [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
  };
  const edge: Rgb[] = [];
  for (let x = x0; x <= x1; x++) edge.push(at(x, y0), at(x, y1));
  for (let y = y0; y <= y1; y++) edge.push(at(x0, y), at(x1, y));
  const background = median(edge);
  const ink: { c: Rgb; d: number }[] = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const c = at(x, y);
      const d = gap(c, background);
      if (d > 60) ink.push({ c, d });
    }
  }
  if (ink.length < 4) return undefined;
  ink.sort((a, b) => b.d - a.d);
  return hex(median(ink.slice(0, Math.max(4, Math.ceil(ink.length * 0.3))).map((p) => p.c)));
}

function median(colors: Rgb[]): Rgb {
  const channel = (i: 0 | 1 | 2) => {
    const sorted = colors.map((c) => c[i]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return [channel(0), channel(1), channel(2)];
}
