import { describe, expect, it } from "vitest";
import { rosterSections } from "./slots.ts";

const free = { isVip: false, permanentSlots: 5, vipSlots: 0, lockedVipSlots: 15 };
const vip = { isVip: true, permanentSlots: 5, vipSlots: 15, lockedVipSlots: 0 };
const at = (...slots: number[]) => slots.map((slotIndex) => ({ slotIndex, id: `h${slotIndex}` }));
const kinds = (slots: { kind: string }[]) => slots.map((s) => s.kind);

describe("rosterSections", () => {
  it("gives a free player 5 slots, only the first empty one offered, and 15 locked VIP slots", () => {
    const { permanent, vip: vipSection } = rosterSections(free, at(0, 2));
    expect(kinds(permanent.slots)).toEqual(["hunter", "new", "hunter", "empty", "empty"]);
    expect(permanent.slots[1]?.slotIndex).toBe(1);
    expect([permanent.used, permanent.total]).toEqual([2, 5]);
    expect(vipSection.locked).toBe(true);
    expect(vipSection.slots).toHaveLength(15);
    expect(new Set(kinds(vipSection.slots))).toEqual(new Set(["locked"]));
    expect(vipSection.slots[0]?.slotIndex).toBe(5);
  });

  it("offers the first empty slot of each section to a VIP player", () => {
    const sections = rosterSections(vip, at(0, 1, 2, 3, 4, 5));
    expect(sections.permanent.slots.some((s) => s.kind === "new")).toBe(false);
    expect(kinds(sections.vip.slots).slice(0, 3)).toEqual(["hunter", "new", "empty"]);
    expect(sections.vip.slots[1]?.slotIndex).toBe(6);
    expect([sections.vip.used, sections.vip.total]).toEqual([1, 15]);
  });

  it("keeps hunters left in VIP slots after VIP lapsed, and any hunter beyond every slot", () => {
    const sections = rosterSections({ ...free, lockedVipSlots: 2 }, at(0, 6, 9));
    expect(kinds(sections.vip.slots)).toEqual(["locked", "hunter", "hunter"]);
    expect(sections.vip.slots.map((s) => s.slotIndex)).toEqual([5, 6, 9]);
    expect(sections.vip.used).toBe(2);
  });

  it("follows extra and referral slots", () => {
    const sections = rosterSections({ ...free, permanentSlots: 7, lockedVipSlots: 14 }, []);
    expect(sections.permanent.total).toBe(7);
    expect(sections.vip.slots[0]?.slotIndex).toBe(7);
    expect(sections.vip.slots).toHaveLength(14);
  });
});
