import type { GameData } from "#core/game-data/schema.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import type { PlannerResult } from "#core/rules/planner/plan.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// "How do I get there": the player's hunter with the explored build's actual ATK SPD as its goal, planned from
// the player's inventory by the builder's own planner (src/core/rules/planner).
export type GapRequest = {
  hunter: HunterInput;
  items: OwnedItem[];
  gameData: GameData;
  wornBy: Record<string, string>;
};
export type GapRequestMessage = GapRequest & { id: number };
export type GapResponseMessage = { id: number; result: PlannerResult } | { id: number; error: string };
