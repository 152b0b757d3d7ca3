import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, readableColor, SURFACES } from "./readable-color.ts";

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`);

// Every surface text is drawn on, per theme (styles.css: bg, panel, panel-2).
const surfaces = {
  dark: ["#0b0f19", "#121826", "#1a2233"],
  light: ["#f4f1ea", "#ffffff", "#f1ede4"],
} as const;

describe("readableColor", () => {
  it("reaches WCAG AA on every surface of both themes, for any colour", () => {
    fc.assert(
      fc.property(hex, fc.constantFrom("dark" as const, "light" as const), (color, theme) => {
        const readable = readableColor(color, theme);
        for (const surface of surfaces[theme])
          expect(contrastRatio(readable, surface)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it("keeps a colour that already passes, and darkens the game's light ones in the light theme", () => {
    expect(readableColor("#e5e9f2", "dark")).toBe("#e5e9f2");
    const legendary = readableColor("#f59e0b", "light");
    expect(legendary).not.toBe("#f59e0b");
    for (const surface of SURFACES.light)
      expect(contrastRatio(legendary, surface)).toBeGreaterThanOrEqual(4.5);
    // Still orange: red stays the largest channel, blue the smallest.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(legendary.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g ?? 0);
    expect(g).toBeGreaterThan(b ?? 0);
  });

  it("returns a colour it cannot read as given", () => {
    expect(readableColor("gold", "light")).toBe("gold");
  });
});
