import { useRef } from "react";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { type HunterInput, hunterInputSchema, newHunter } from "#core/schemas/hunter.ts";
import { readHandedOverDraft } from "#web/lib/draft-handover.ts";
import type { BuilderTarget } from "./use-builder-target.ts";

type BuilderStart =
  | {
      kind: "ready";
      initial: HunterInput;
      hunterId: string | null;
      slotIndex: number;
      readOnly: boolean;
      // The stored version of the saved hunter the edit starts from: a save over a newer one is a conflict.
      startedFrom?: string;
      // A build handed over by another screen (draft-handover.ts): new, and unsaved from the start.
      handedOver?: true;
    }
  | { kind: "missing" };

// A slot that already holds a hunter opens that hunter rather than a second one.
export function resolveBuilderStart(
  target: BuilderTarget,
  hunters: readonly OwnHunter[],
  handedOver: HunterInput | null = null,
): BuilderStart {
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
      startedFrom: record.updatedAt,
    };
  }
  if (target.kind === "edit") return { kind: "missing" };
  if (handedOver) {
    return {
      kind: "ready",
      initial: handedOver,
      hunterId: null,
      slotIndex: target.slotIndex,
      readOnly: false,
      handedOver: true,
    };
  }
  return {
    kind: "ready",
    initial: newHunter(),
    hunterId: null,
    slotIndex: target.slotIndex,
    readOnly: false,
  };
}

const targetKey = (target: BuilderTarget) =>
  target.kind === "edit" ? `hunter-${target.hunterId}` : `slot-${target.slotIndex}`;

// Decided once per target: the list refetches after a save or a delete, and the screen being edited
// must not turn into another one (or into 'not found') under the player. A hunter absent from a list the
// server has not answered since the page opened (the device's copy can predate a save made elsewhere) is
// not yet missing: `listChecked` says the server answered since, the list is fresh, or there is no network
// to ask.
export function useBuilderStart(
  target: BuilderTarget | null,
  hunters: readonly OwnHunter[] | undefined,
  listChecked: boolean,
) {
  const decided = useRef<{ key: string; start: BuilderStart } | null>(null);
  if (!target || !hunters) return null;
  const key = targetKey(target);
  if (decided.current?.key !== key) {
    const handedOver = target.kind === "new" ? readHandedOverDraft(target.slotIndex) : null;
    const start = resolveBuilderStart(target, hunters, handedOver);
    if (start.kind === "missing" && !listChecked) return null;
    decided.current = { key, start };
  }
  return decided.current;
}
