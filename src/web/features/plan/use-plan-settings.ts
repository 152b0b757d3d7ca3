import { useEffect, useMemo, useState } from "react";
import type { RosterGoal, RosterPlanSettings } from "#core/schemas/roster-plan.ts";
import { useSaveRosterPlanSettings } from "#web/data/roster-plan/save-roster-plan-settings.ts";
import { moveTo, priorityOrder } from "./order.ts";

// A pause after the last move or keystroke before the order and goals are saved: a drag passes several
// places, and only where it ends matters.
const SAVE_AFTER_MS = 400;

// The player's priority order and goal overrides: what the server keeps until the player changes them here,
// then the page's own copy, saved shortly after each change (the last save wins). The order keeps its
// identity while nothing changes, so the plan reruns only when it does.
export function usePlanSettings(hunterIds: readonly string[], stored: RosterPlanSettings) {
  const [draft, setDraft] = useState<RosterPlanSettings | null>(null);
  const current = draft ?? stored;
  const save = useSaveRosterPlanSettings();
  const roster = hunterIds.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `roster` stands for hunterIds' content.
  const order = useMemo(() => priorityOrder(hunterIds, current.order), [roster, current.order]);

  const { mutate } = save;
  useEffect(() => {
    if (!draft) return;
    const timer = setTimeout(() => mutate(draft), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draft, mutate]);

  const move = (from: number, to: number) => setDraft({ ...current, order: moveTo(order, from, to) });
  const setGoal = (id: string, goal: RosterGoal | null) => {
    const { [id]: _, ...rest } = current.goals;
    setDraft({ order, goals: goal ? { ...rest, [id]: goal } : rest });
  };
  return { order, goals: current.goals, move, setGoal, saveFailed: save.isError };
}
