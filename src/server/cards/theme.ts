// The app's dark theme (src/web/styles.css, --color-lodge-*): the card looks like the page it links to.
export const theme = {
  bg: "#0b0f19",
  panel: "#121826",
  panel2: "#1a2233",
  border: "#263048",
  text: "#e5e9f2",
  muted: "#94a3b8",
  accent: "#f5b942",
  accent2: "#e8892b",
  vip: "#c084fc",
  success: "#4ade80",
  warn: "#fcd34d",
} as const;

// A player's avatar circle before they chose a colour, as the app draws it (src/web/components/ui/avatar.tsx:
// lodge-accent to lodge-accent-2, towards the bottom right), its initial in white.
export const AVATAR_GRADIENT = `linear-gradient(135deg, ${theme.accent}, ${theme.accent2})`;

// The '.shiny' gradient of Ultimate (src/web/styles.css), frozen where the animation starts.
export const ULTIMATE_SHINE = "linear-gradient(100deg, #f472b6 0%, #facc15 30%, #34d399 60%, #60a5fa 100%)";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** A colour at some opacity, from the game data's #rrggbb (anything else falls back to the border colour). */
export function alpha(color: string, opacity: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return theme.border;
  const n = Number.parseInt(hex, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${opacity})`;
}

/** `color` laid over `base` at some opacity, as one flat colour (both #rrggbb). */
export function mix(color: string, base: string, opacity: number): string {
  const rgb = (hex: string) => {
    const n = Number.parseInt(/^#([0-9a-f]{6})$/i.exec(hex)?.[1] ?? "263048", 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  };
  const [top, bottom] = [rgb(color), rgb(base)];
  const channel = (i: number) => Math.round((top[i] ?? 0) * opacity + (bottom[i] ?? 0) * (1 - opacity));
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, "0")).join("")}`;
}
