// Moving a guest's data into an account it signs in to (docs/decisions.md, 2026-11-23): all of it
// fits within the account's own limits, or nothing moves.

export type GuestMergeInput = {
  guestSlotIndexes: readonly number[];
  accountSlotIndexes: readonly number[];
  accountTotalSlots: number;
  guestItems: number;
  accountItems: number;
  inventoryCapacity: number;
  guestPresets: number;
  accountPresets: number;
  presetLimit: number;
};

type GuestMergePlan =
  | { fits: true; slotMoves: ReadonlyArray<{ from: number; to: number }> }
  | { fits: false; shortages: string[] };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function planGuestMerge(input: GuestMergeInput): GuestMergePlan {
  const taken = new Set(input.accountSlotIndexes);
  const free: number[] = [];
  for (let slot = 0; slot < input.accountTotalSlots; slot++) if (!taken.has(slot)) free.push(slot);
  const hunters = [...input.guestSlotIndexes].sort((a, b) => a - b);
  const freeItems = Math.max(0, input.inventoryCapacity - input.accountItems);
  const freePresets = Math.max(0, input.presetLimit - input.accountPresets);

  const shortages: string[] = [];
  if (hunters.length > free.length) {
    shortages.push(
      `${plural(hunters.length, "hunter", "hunters")}, ${plural(free.length, "free slot", "free slots")}`,
    );
  }
  if (input.guestItems > freeItems) {
    shortages.push(`${plural(input.guestItems, "item", "items")}, room for ${freeItems} in the inventory`);
  }
  if (input.guestPresets > freePresets) {
    shortages.push(`${plural(input.guestPresets, "preset", "presets")}, room for ${freePresets}`);
  }
  if (shortages.length > 0) return { fits: false, shortages };
  return { fits: true, slotMoves: hunters.map((from, i) => ({ from, to: free[i] as number })) };
}
