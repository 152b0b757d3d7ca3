import type { Theme } from "./theme.ts";

// Game colours (class, rarity, set, quality) come from the game data and are drawn for the dark theme;
// as text they must still reach WCAG AA (4.5:1) on either theme's surfaces, including the gradients that
// tint cards and headers with a rarity colour. The readable variant keeps the hue and moves towards black
// (light theme) or white (dark theme) only as far as it must. game-colors-contrast.test.ts checks it
// against the tokens of styles.css.

// The surfaces text sits on in each theme (styles.css: bg, panel, panel-2), and the theme's own tints
// (accent and VIP glow of .lodge-backdrop).
export const SURFACES: Record<Theme, readonly string[]> = {
  dark: ["#0b0f19", "#121826", "#1a2233"],
  light: ["#f4f1ea", "#ffffff", "#f1ede4"],
};
const THEME_TINTS: Record<Theme, readonly string[]> = {
  dark: ["#f5b942", "#c084fc"],
  light: ["#7c2d12", "#7e22ce"],
};
// The strongest share a tint takes of a surface (hunter page header, .lodge-backdrop). Luminance moves
// monotonically along a mix, so the untinted surface and this share are a gradient's extreme stops.
const MAX_TINT = 0.22;
const AA = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (from: Rgb, to: Rgb, t: number): Rgb => from.map((c, i) => c + ((to[i] ?? 0) - c) * t) as Rgb;

// Every background game-coloured text can sit on: the flat surfaces, and each surface tinted at MAX_TINT by
// a game colour (`tints`, the rarity colours cards wear) or by the theme's own glow.
function backgroundsFor(theme: Theme, tints: readonly string[] = []): string[] {
  const surfaces = SURFACES[theme];
  const tinted = [...tints, ...THEME_TINTS[theme]].flatMap((tint) => {
    const rgb = parseHex(tint);
    return rgb ? surfaces.map((s) => toHex(mix(parseHex(s) as Rgb, rgb, MAX_TINT))) : [];
  });
  return [...surfaces, ...tinted];
}

const cache = new Map<string, string>();

// A colour that is not a hex value (a CSS name, a gradient) is returned as given.
export function readableColor(color: string, theme: Theme, tints: readonly string[] = []): string {
  const key = `${theme}:${color}:${tints.join(",")}`;
  const known = cache.get(key);
  if (known) return known;
  const rgb = parseHex(color);
  let result = color;
  if (rgb) {
    const backgrounds = backgroundsFor(theme, tints);
    const target: Rgb = theme === "light" ? [0, 0, 0] : [255, 255, 255];
    // 50 steps of 2% reach pure black or white, which passes on any surface a theme tints this little.
    for (let step = 0; step <= 50; step++) {
      const candidate = toHex(mix(rgb, target, step / 50));
      if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= AA)) {
        result = candidate;
        break;
      }
    }
  }
  cache.set(key, result);
  return result;
}
