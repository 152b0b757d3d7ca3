import type { Me } from "#core/schemas/me.ts";

// What each slot of a roster section shows (docs/product.md#home-roster, #slots):
// a hunter; 'new' for the first empty slot of a section (the only one offered); 'empty' for the other
// empty ones; 'locked' for the VIP slots a free player sees.
export type SlotView<H> =
  | { kind: "hunter"; slotIndex: number; hunter: H }
  | { kind: "new"; slotIndex: number }
  | { kind: "empty"; slotIndex: number }
  | { kind: "locked"; slotIndex: number };

export type RosterSection<H> = { slots: SlotView<H>[]; used: number; total: number };

type RosterSections<H> = { permanent: RosterSection<H>; vip: RosterSection<H> & { locked: boolean } };

type SlotCounts = Pick<Me, "isVip" | "permanentSlots" | "vipSlots" | "lockedVipSlots">;

function section<H extends { slotIndex: number }>(
  from: number,
  size: number,
  bySlot: Map<number, H>,
  emptyKind: "empty" | "locked",
): RosterSection<H> {
  let offered = emptyKind === "locked";
  const slots = Array.from({ length: size }, (_, i): SlotView<H> => {
    const slotIndex = from + i;
    const hunter = bySlot.get(slotIndex);
    if (hunter) return { kind: "hunter", slotIndex, hunter };
    if (!offered) {
      offered = true;
      return { kind: "new", slotIndex };
    }
    return { kind: emptyKind, slotIndex };
  });
  const used = slots.filter((s) => s.kind === "hunter").length;
  return { slots, used, total: size };
}

// Permanent slots come first (indices 0..permanentSlots-1), the VIP ones follow. A free player's VIP
// section lists the locked VIP slots, and any hunter kept there after VIP lapsed (read-only, never hidden).
// A hunter beyond every slot the account has still shows, at the end of the VIP section.
export function rosterSections<H extends { slotIndex: number }>(
  me: SlotCounts,
  hunters: readonly H[],
): RosterSections<H> {
  const bySlot = new Map(hunters.map((h) => [h.slotIndex, h]));
  const vipSize = me.isVip ? me.vipSlots : me.lockedVipSlots;
  const permanent = section(0, me.permanentSlots, bySlot, "empty");
  const vip = section(me.permanentSlots, vipSize, bySlot, me.isVip ? "empty" : "locked");
  const beyond = hunters
    .filter((h) => h.slotIndex >= me.permanentSlots + vipSize)
    .sort((a, b) => a.slotIndex - b.slotIndex)
    .map((hunter): SlotView<H> => ({ kind: "hunter", slotIndex: hunter.slotIndex, hunter }));
  return {
    permanent,
    vip: {
      slots: [...vip.slots, ...beyond],
      used: vip.used + beyond.length,
      total: me.isVip ? me.vipSlots : 0,
      locked: !me.isVip,
    },
  };
}
