import { HUNTER_RARITIES } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import type { General } from "#core/schemas/hunter.ts";

export type CountRow = { name: string; count: number; color?: string | undefined };
type RosterOverview = {
  purposes: CountRow[];
  classes: CountRow[];
  rarities: CountRow[];
  total: number;
};

function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== "") counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

// Purposes are free text: "Boss", "boss " and "BOSS" are one purpose, shown as first written.
function tallyPurposes(values: string[]): Map<string, number> {
  const labels = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const raw of values) {
    const text = raw.trim();
    if (text === "") continue;
    const key = text.toLocaleLowerCase();
    const label = labels.get(key) ?? text;
    labels.set(key, label);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return counts;
}

// The overview panel (docs/product.md#home-roster): counts by purpose, by class in the game data's order and by
// rarity in the spec's order. Zero counts never appear; a blank purpose, class or rarity is not counted.
export function rosterOverview(hunters: { general: General }[], gameData: GameData): RosterOverview {
  const purposes = tallyPurposes(hunters.map((h) => h.general.hunterPurpose));
  const classes = tally(hunters.map((h) => h.general.hunterClass));
  const rarities = tally(hunters.map((h) => h.general.hunterRarity));
  const classOrder = gameData.classes.map((c) => c.name);
  const ranked = (name: string) => {
    const index = classOrder.indexOf(name);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  return {
    total: hunters.length,
    purposes: [...purposes]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([name, count]) => ({ name, count })),
    classes: [...classes]
      .sort(([a], [b]) => ranked(a) - ranked(b) || a.localeCompare(b))
      .map(([name, count]) => ({
        name,
        count,
        color: gameData.classes.find((c) => c.name === name)?.color,
      })),
    rarities: HUNTER_RARITIES.filter((name) => rarities.has(name)).map((name) => ({
      name,
      count: rarities.get(name) ?? 0,
    })),
  };
}
