import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GuestMergeInput, planGuestMerge } from "./guest-merge.ts";

const slotsArb = (max: number) => fc.uniqueArray(fc.integer({ min: 0, max: max - 1 }), { maxLength: max });

const inputArb: fc.Arbitrary<GuestMergeInput> = fc.record({
  guestSlotIndexes: slotsArb(5),
  accountSlotIndexes: slotsArb(20),
  accountTotalSlots: fc.integer({ min: 5, max: 20 }),
  guestItems: fc.nat(250),
  accountItems: fc.nat(400),
  inventoryCapacity: fc.constantFrom(200, 400),
  guestPresets: fc.nat(3),
  accountPresets: fc.nat(10),
  presetLimit: fc.constantFrom(3, 10),
});

describe("planGuestMerge", () => {
  it("moves every guest hunter to a distinct free slot of the account, or refuses with what is short", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = planGuestMerge(input);
        const taken = new Set(input.accountSlotIndexes);
        const freeSlots = Array.from({ length: input.accountTotalSlots }, (_, i) => i).filter(
          (i) => !taken.has(i),
        );
        // An account already over a limit (a lapsed VIP, docs/product.md#paying-and-vip) still takes a guest with none of that kind.
        const room = (guest: number, account: number, limit: number) =>
          guest === 0 || account + guest <= limit;
        const fits =
          input.guestSlotIndexes.length <= freeSlots.length &&
          room(input.guestItems, input.accountItems, input.inventoryCapacity) &&
          room(input.guestPresets, input.accountPresets, input.presetLimit);
        expect(plan.fits).toBe(fits);
        if (!plan.fits) {
          expect(plan.shortages.length).toBeGreaterThan(0);
          return;
        }
        const targets = plan.slotMoves.map((move) => move.to);
        expect(new Set(targets).size).toBe(targets.length);
        expect(targets.every((slot) => freeSlots.includes(slot))).toBe(true);
        expect(plan.slotMoves.map((move) => move.from).sort()).toEqual([...input.guestSlotIndexes].sort());
      }),
    );
  });

  it("names each shortage in words a player reads", () => {
    const plan = planGuestMerge({
      guestSlotIndexes: [0, 1],
      accountSlotIndexes: [0, 1, 2, 3],
      accountTotalSlots: 5,
      guestItems: 3,
      accountItems: 199,
      inventoryCapacity: 200,
      guestPresets: 1,
      accountPresets: 3,
      presetLimit: 3,
    });
    expect(plan).toEqual({
      fits: false,
      shortages: ["2 hunters, 1 free slot", "3 items, room for 1 in the inventory", "1 preset, room for 0"],
    });
  });
});
