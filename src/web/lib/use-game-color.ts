import { useCallback } from "react";
import { readableColor } from "./readable-color.ts";
import { useTheme } from "./theme.ts";

// Game colours used as text: the current theme's readable variant, recomputed when the theme changes.
export function useGameColor(): (color: string | undefined) => string | undefined {
  const theme = useTheme();
  return useCallback((color) => (color ? readableColor(color, theme) : undefined), [theme]);
}
