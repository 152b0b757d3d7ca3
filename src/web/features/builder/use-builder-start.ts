import { useRef } from "react";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { type HunterInput, hunterInputSchema, newHunter } from "#core/schemas/hunter.ts";
import type { BuilderTarget } from "./use-builder-target.ts";

export type BuilderStart =
  | { kind: "ready"; initial: HunterInput; hunterId: string | null; slotIndex: number; readOnly: boolean }
  | { kind: "missing" };

// A slot that already holds a hunter opens that hunter rather than a second one.
export function resolveBuilderStart(target: BuilderTarget, hunters: readonly OwnHunter[]): BuilderStart {
  const record =
    target.kind === "edit"
      ? hunters.find((h) => h.id === target.hunterId)
      : hunters.find((h) => h.slotIndex === target.slotIndex);
  if (record) {
    return {
      kind: "ready",
      initial: hunterInputSchema.parse(record),
      hunterId: record.id,
      slotIndex: record.slotIndex,
      readOnly: record.readOnly,
    };
  }
  if (target.kind === "edit") return { kind: "missing" };
  return {
    kind: "ready",
    initial: newHunter(),
    hunterId: null,
    slotIndex: target.slotIndex,
    readOnly: false,
  };
}

export const targetKey = (target: BuilderTarget) =>
  target.kind === "edit" ? `hunter-${target.hunterId}` : `slot-${target.slotIndex}`;

// Decided once per target: the list refetches after a save or a delete, and the screen being edited
// must not turn into another one (or into 'not found') under the player.
export function useBuilderStart(target: BuilderTarget | null, hunters: readonly OwnHunter[] | undefined) {
  const decided = useRef<{ key: string; start: BuilderStart } | null>(null);
  if (!target || !hunters) return null;
  const key = targetKey(target);
  if (decided.current?.key !== key) decided.current = { key, start: resolveBuilderStart(target, hunters) };
  return decided.current;
}
