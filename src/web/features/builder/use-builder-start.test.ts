import { describe, expect, it } from "vitest";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { newHunter } from "#core/schemas/hunter.ts";
import { createHunter } from "../../../../tests/factories/hunter.ts";
import { resolveBuilderStart } from "./use-builder-start.ts";

const saved = (id: string, slotIndex: number, readOnly = false): OwnHunter => ({
  ...createHunter({ hunterName: `Hunter ${id}` }),
  id,
  userId: "u1",
  slotIndex,
  createdAt: "2026-11-22T00:00:00.000Z",
  updatedAt: "2026-11-22T00:00:00.000Z",
  readOnly,
});

describe("resolveBuilderStart", () => {
  const hunters = [saved("a", 0), saved("b", 7, true)];

  it("edits a saved hunter with only its build fields", () => {
    const start = resolveBuilderStart({ kind: "edit", hunterId: "b" }, hunters);
    expect(start).toMatchObject({ kind: "ready", hunterId: "b", slotIndex: 7, readOnly: true });
    expect(start.kind === "ready" && start.initial).toEqual(createHunter({ hunterName: "Hunter b" }));
  });

  it("starts a new hunter in an empty slot and opens the hunter of an occupied one", () => {
    expect(resolveBuilderStart({ kind: "new", slotIndex: 3 }, hunters)).toEqual({
      kind: "ready",
      initial: newHunter(),
      hunterId: null,
      slotIndex: 3,
      readOnly: false,
    });
    expect(resolveBuilderStart({ kind: "new", slotIndex: 0 }, hunters)).toMatchObject({ hunterId: "a" });
  });

  it("starts a handed-over build in an empty slot, never over a saved hunter", () => {
    const copy = createHunter({ hunterName: "Copied" });
    expect(resolveBuilderStart({ kind: "new", slotIndex: 3 }, hunters, copy)).toEqual({
      kind: "ready",
      initial: copy,
      hunterId: null,
      slotIndex: 3,
      readOnly: false,
      handedOver: true,
    });
    expect(resolveBuilderStart({ kind: "new", slotIndex: 0 }, hunters, copy)).toMatchObject({
      hunterId: "a",
    });
  });

  it("reports a hunter the player does not have", () => {
    expect(resolveBuilderStart({ kind: "edit", hunterId: "zzz" }, hunters)).toEqual({ kind: "missing" });
  });
});
