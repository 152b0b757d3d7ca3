import type { GameData } from "#core/game-data/schema.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import type { PlannerResult } from "#core/rules/planner/plan.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";

// Messages between the builder and its planner worker. Every request carries an id; the answer to an
// older request than the latest is ignored, so a slow search never overwrites a newer one.
export type PlanRequest = {
  hunter: HunterInput;
  items: OwnedItem[];
  gameData: GameData;
  stat?: string;
  wornBy: Record<string, string>;
  excludeWorn: boolean;
};

export type PlanRequestMessage = PlanRequest & { id: number };
export type PlanResponseMessage = { id: number; result: PlannerResult } | { id: number; error: string };
