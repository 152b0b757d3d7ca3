import type { GameData } from "#core/game-data/schema.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// Messages between the roster and its reachability worker: for each hunter whose goal is not met, the
// fewest swaps from owned items that would meet it (hunters out of reach, or already there, are left out).
export type ReachRequest = {
  id: number;
  hunters: (HunterInput & { id: string })[];
  items: OwnedItem[];
  gameData: GameData;
};
export type ReachResponse = { id: number; fewest: Record<string, number> };
