import { ATK_SPD_GOAL_FASTEST } from "#core/rules/number-input.ts";
import { ATK_SPD_GOAL_MAX } from "#core/schemas/numbers.ts";

// The builder's plan towards a goal another screen worked out: "How do I get there" plans towards an
// explored build's speed (docs/product.md#gap-to-the-top), and its link opens the builder's plan towards
// that same goal, not the hunter's own.

const GOAL = "goal";

export const builderPlanPath = (hunterId: string, goal: number): string =>
  `/builder?${new URLSearchParams({ hunter: hunterId, [GOAL]: String(goal) })}#plan`;

/** The goal a link asks the builder's plan for; null without one, or with one no hunter could have. */
export function planGoalFrom(params: URLSearchParams): number | null {
  const text = params.get(GOAL);
  if (text === null || text.trim() === "") return null;
  const goal = Number(text);
  return Number.isFinite(goal) && goal >= ATK_SPD_GOAL_FASTEST && goal <= ATK_SPD_GOAL_MAX ? goal : null;
}
