import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { cn } from "#web/lib/cn.ts";
import { useGameColor } from "#web/lib/use-game-color.ts";
import { classColor, rarityColor, ULTIMATE } from "./game-colors.ts";

// A hunter's rarity in its game colour; Ultimate shines (spec §2 Home roster).
export function RarityText({
  rarity,
  gameData,
  className,
}: {
  rarity: string;
  gameData: GameData;
  className?: string;
}) {
  const readable = useGameColor();
  if (!rarity) return <span className={cn("text-lodge-muted", className)}>{messages.notAvailable}</span>;
  const shiny = rarity === ULTIMATE;
  return (
    <span
      className={cn("font-semibold", shiny && "shiny", className)}
      style={shiny ? undefined : { color: readable(rarityColor(rarity, gameData)) }}
    >
      {rarity}
    </span>
  );
}

export function ClassText({
  hunterClass,
  gameData,
  className,
}: {
  hunterClass: string;
  gameData: GameData;
  className?: string;
}) {
  const readable = useGameColor();
  if (!hunterClass) return <span className={cn("text-lodge-muted", className)}>{messages.notAvailable}</span>;
  return (
    <span
      className={cn("font-semibold", className)}
      style={{ color: readable(classColor(hunterClass, gameData)) }}
    >
      {hunterClass}
    </span>
  );
}

export const orNotAvailable = (text: string): string => text.trim() || messages.notAvailable;
