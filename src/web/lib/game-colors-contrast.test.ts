import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readableColor } from "./readable-color.ts";
import type { Theme } from "./theme.ts";

// docs/decisions.md#2026-11-23-game-colours-readable-in-both-themes-the-axe-check-runs-in-both: the light
// theme's game colours failed AA where axe cannot judge them (gradient backgrounds). This computes WCAG
// contrast from the tokens themselves: the theme variables of styles.css and the game data's colours, against
// the darkest and lightest stop of every gradient game-coloured text is drawn on.

const css = readFileSync(new URL("../styles.css", import.meta.url), "utf8");
const gameData = JSON.parse(
  readFileSync(new URL("../../../data/game-data.json", import.meta.url), "utf8"),
) as {
  itemRarity: { name: string; color: string }[];
  itemQuality: { name: string; color: string }[];
  classes: { name: string; color: string }[];
  sets: { name: string; color: string }[];
};

function tokens(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/--color-lodge-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]),
  );
}
const themes: Record<Theme, Record<string, string>> = {
  dark: tokens(/@theme\s*{([^}]*)}/.exec(css)?.[1] ?? ""),
  light: tokens(/html\.light\s*{([^}]*)}/.exec(css)?.[1] ?? ""),
};

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
// `color-mix(in srgb, tint p%, transparent)` painted over `under`.
const over = (under: Rgb, tint: Rgb, p: number): Rgb =>
  under.map((c, i) => c * (1 - p) + (tint[i] ?? 0) * p) as Rgb;
const channel = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const lum = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

// Each gradient's two extreme stops, per rarity tint (item card 16%, hunter cards 14%, hunter page header 22%
// over the panel), plus .lodge-backdrop (accent 22%, VIP 12%, over bg) and the overview's lists on it (panel at 80%).
function backgrounds(theme: Theme): { name: string; color: Rgb }[] {
  const t = themes[theme];
  const [bg, panel, panel2] = [t.bg, t.panel, t["panel-2"]].map((c) => rgb(c ?? "#808080")) as [
    Rgb,
    Rgb,
    Rgb,
  ];
  const flat = [
    { name: "bg", color: bg },
    { name: "panel", color: panel },
    { name: "panel-2", color: panel2 },
  ];
  const cards = gameData.itemRarity.flatMap((r) =>
    [0.14, 0.16, 0.22].map((p) => ({
      name: `panel + ${r.name} ${Math.round(p * 100)}%`,
      color: over(panel, rgb(r.color), p),
    })),
  );
  const backdrop = [
    { name: "accent", p: 0.22 },
    { name: "vip", p: 0.12 },
  ].flatMap(({ name, p }) => [
    { name: `backdrop ${name}`, color: over(bg, rgb(t[name] ?? "#808080"), p) },
    {
      name: `overview list over backdrop ${name}`,
      color: over(over(bg, rgb(t[name] ?? "#808080"), p), panel, 0.8),
    },
  ]);
  return [...flat, ...cards, ...backdrop];
}

const colours = [
  ...gameData.itemRarity.map((c) => ({ kind: "rarity", ...c })),
  ...gameData.classes.map((c) => ({ kind: "class", ...c })),
  ...gameData.itemQuality.map((c) => ({ kind: "quality", ...c })),
  ...gameData.sets.map((c) => ({ kind: "set", ...c })),
];
const tints = gameData.itemRarity.map((r) => r.color);

describe("game colours as text", () => {
  it("reads the tokens of both themes", () => {
    for (const theme of ["dark", "light"] as const)
      for (const token of ["bg", "panel", "panel-2", "accent", "vip"])
        expect(themes[theme][token]).toMatch(/^#/);
  });

  it.each(["dark", "light"] as const)(
    "reach AA (4.5:1) on every stop of every background in the %s theme",
    (theme) => {
      const failures: string[] = [];
      for (const { kind, name, color } of colours) {
        const shown = readableColor(color, theme, tints);
        for (const background of backgrounds(theme)) {
          const ratio = contrast(rgb(shown), background.color);
          if (ratio < 4.5)
            failures.push(`${kind} ${name} ${shown} on ${background.name}: ${ratio.toFixed(2)}:1`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  // The hunter page's header and the overview sit on the same tints, and plain text reads there too (the e2e
  // axe check found muted text at 3.95:1 on an Ultimate header).
  it.each(["dark", "light"] as const)(
    "has text, muted and accent tokens reaching AA on every stop in the %s theme",
    (theme) => {
      const failures = ["text", "muted", "accent"].flatMap((token) =>
        backgrounds(theme)
          .filter((background) => contrast(rgb(themes[theme][token] ?? "#808080"), background.color) < 4.5)
          .map((background) => `${token} on ${background.name}`),
      );
      expect(failures).toEqual([]);
    },
  );

  // The Ultimate shine paints its text with its own gradient (background-clip: text): each stop is a text colour.
  it.each([
    ["dark", /\.shiny\s*{[^}]*linear-gradient\(([^;]*)\);/],
    ["light", /html\.light \.shiny\s*{[^}]*linear-gradient\(([^;]*)\);/],
  ] as const)("has an Ultimate shine whose every stop reaches AA in the %s theme", (theme, rule) => {
    const stops = rule.exec(css)?.[1]?.match(/#[0-9a-f]{6}/gi) ?? [];
    expect(stops.length).toBeGreaterThan(1);
    const failures = stops.flatMap((stop) =>
      backgrounds(theme)
        .filter((background) => contrast(rgb(stop), background.color) < 4.5)
        .map((background) => `${stop} on ${background.name}`),
    );
    expect(failures).toEqual([]);
  });

  it("keeps the palette recognisable: each colour keeps its hue's strongest channel", () => {
    for (const theme of ["dark", "light"] as const)
      for (const { color } of colours) {
        const [before, after] = [rgb(color), rgb(readableColor(color, theme, tints))];
        const strongest = (c: Rgb) => c.indexOf(Math.max(...c));
        // Greys (Normal, Worn) have no hue to keep.
        if (Math.max(...before) - Math.min(...before) > 40) expect(strongest(after)).toBe(strongest(before));
      }
  });
});
