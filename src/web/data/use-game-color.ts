import { QueryClientContext } from "@tanstack/react-query";
import { useCallback, useContext, useMemo } from "react";
import { cachedGameData } from "#web/data/get-game-data.ts";
import { readableColor } from "#web/lib/readable-color.ts";
import { useTheme } from "#web/lib/theme.ts";

// Game colours used as text: the current theme's readable variant, recomputed when the theme changes. Cards and
// headers are tinted by rarity colours, so those are the tints the text must also read on. The game data is
// read from the cache without subscribing: a screen with game colours has it loaded already, and it never
// changes in a tab (get-game-data.ts); a component rendered alone (a unit test) gets the flat surfaces.
export function useGameColor(): (color: string | undefined) => string | undefined {
  const theme = useTheme();
  const client = useContext(QueryClientContext);
  const gameData = client ? cachedGameData(client) : undefined;
  const tints = useMemo(() => gameData?.itemRarity.map((r) => r.color) ?? [], [gameData]);
  return useCallback((color) => (color ? readableColor(color, theme, tints) : undefined), [theme, tints]);
}
