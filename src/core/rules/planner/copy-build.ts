import { keepVipTabs } from "#core/rules/vip-tabs.ts";
import { type HunterInput, newHunter } from "#core/schemas/hunter.ts";

// "Copy to my roster"
// (docs/decisions.md#2026-11-23-build-planner-in-the-app-workers-roster-badge-filling-a-shared-build): the
// filled build as a new hunter of the viewer's, in their first free slot. VIP tabs come along only for a VIP
// viewer, as every save does (keepVipTabs).

export function firstFreeSlot(totalSlots: number, occupied: readonly number[]): number | null {
  const taken = new Set(occupied);
  for (let slot = 0; slot < totalSlots; slot++) if (!taken.has(slot)) return slot;
  return null;
}

export function copiedBuild(filled: HunterInput, isVip: boolean): HunterInput {
  const blank = newHunter();
  // A copy starts private: the viewer shares it when they choose to.
  return keepVipTabs({ ...filled, isPublic: false }, isVip, blank);
}
