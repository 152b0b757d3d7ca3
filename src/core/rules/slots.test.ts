import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canUseSlot,
  deriveSlots,
  deriveVip,
  inventoryCapacity,
  type Purchase,
  presetLimit,
  slotSection,
} from "#core/rules/slots.ts";

describe("deriveSlots", () => {
  // [permanent, vip, total, locked VIP] slots, as the upgrade page explains them.
  it.each([
    ["a new free user 5 slots and 15 locked VIP slots", false, 0, 0, [5, 0, 5, 15]],
    ["a VIP 20 slots", true, 0, 0, [5, 15, 20, 0]],
    [
      "a free user a permanent slot for every two referrals, taken from the VIP pool",
      false,
      2,
      5,
      [9, 0, 9, 13],
    ],
    ["a VIP the same permanent slots, on a smaller VIP pool", true, 2, 5, [9, 13, 22, 0]],
    ["a VIP a VIP pool that stops at zero when referrals outgrow it", true, 0, 40, [25, 0, 25, 0]],
    ["a free user no locked slots when referrals outgrow the VIP pool", false, 0, 40, [25, 0, 25, 0]],
  ])(
    "gives %s",
    (_case, isVip, extraSlots, referralCount, [permanentSlots, vipSlots, totalSlots, lockedVipSlots]) => {
      expect(deriveSlots({ isVip, extraSlots, referralCount })).toEqual({
        permanentSlots,
        vipSlots,
        totalSlots,
        lockedVipSlots,
      });
    },
  );

  const input = fc.record({
    isVip: fc.boolean(),
    extraSlots: fc.nat(100),
    referralCount: fc.nat(200),
  });

  it("keeps a VIP without bought slots at exactly 20 while referrals are at most 30", () => {
    fc.assert(
      fc.property(fc.nat(30), (referralCount) => {
        expect(deriveSlots({ isVip: true, extraSlots: 0, referralCount }).totalSlots).toBe(20);
      }),
    );
  });

  it("never takes permanent or total slots away when referrals grow", () => {
    fc.assert(
      fc.property(input, fc.nat(50), (base, more) => {
        const before = deriveSlots(base);
        const after = deriveSlots({ ...base, referralCount: base.referralCount + more });
        expect(after.permanentSlots).toBeGreaterThanOrEqual(before.permanentSlots);
        expect(after.totalSlots).toBeGreaterThanOrEqual(before.totalSlots);
      }),
    );
  });

  it("adds up: total = permanent + vip, and a free user's locked slots are what VIP would add", () => {
    fc.assert(
      fc.property(input, (base) => {
        const s = deriveSlots(base);
        expect(s.totalSlots).toBe(s.permanentSlots + s.vipSlots);
        const asVip = deriveSlots({ ...base, isVip: true });
        expect(deriveSlots({ ...base, isVip: false }).lockedVipSlots).toBe(asVip.vipSlots);
      }),
    );
  });
});

describe("tier limits", () => {
  it("allows 3 presets and 200 items free, 10 and 400 for VIP", () => {
    expect([presetLimit(false), presetLimit(true)]).toEqual([3, 10]);
    expect([inventoryCapacity(false), inventoryCapacity(true)]).toEqual([200, 400]);
  });
});

describe("slotSection and canUseSlot", () => {
  const vip = deriveSlots({ isVip: true, extraSlots: 1, referralCount: 0 });
  const free = deriveSlots({ isVip: false, extraSlots: 1, referralCount: 0 });

  it("places permanent slots first, then VIP slots", () => {
    expect([0, 5, 6, 20, 21].map((i) => slotSection(i, vip))).toEqual([
      "permanent",
      "permanent",
      "vip",
      "vip",
      "none",
    ]);
    expect([0, 5, 6].map((i) => slotSection(i, free))).toEqual(["permanent", "permanent", "none"]);
  });

  it("refuses negative, fractional and out-of-range indexes", () => {
    expect(canUseSlot(-1, vip)).toBe(false);
    expect(canUseSlot(1.5, vip)).toBe(false);
    expect(canUseSlot(21, vip)).toBe(false);
    expect(canUseSlot(20, vip)).toBe(true);
    expect(canUseSlot(6, free)).toBe(false);
  });
});

describe("deriveVip", () => {
  const day = 24 * 60 * 60 * 1000;
  const t0 = new Date("2026-01-01T00:00:00Z");
  const at = (days: number) => new Date(t0.getTime() + days * day);
  const buy = (kind: Purchase["kind"], days: number, quantity = 1): Purchase => ({
    kind,
    quantity,
    createdAt: at(days),
  });

  it("is not VIP with an empty ledger", () => {
    expect(deriveVip([], t0)).toEqual({
      isVip: false,
      vipUntil: null,
      lifetime: false,
      lifetimeBought: false,
      extraSlots: 0,
      vipMonths: 0,
    });
  });

  it("gives 30 days per month, from the purchase", () => {
    const status = deriveVip([buy("vip_month", 0)], at(29));
    expect(status.isVip).toBe(true);
    expect(status.vipUntil).toEqual(at(30));
    expect(status.vipMonths).toBe(1);
    expect(deriveVip([buy("vip_month", 0)], at(30)).isVip).toBe(false);
  });

  it("extends the current period when a month is bought before it ends", () => {
    const status = deriveVip([buy("vip_month", 10), buy("vip_month", 0)], at(50));
    expect(status.vipUntil).toEqual(at(60));
    expect(status.isVip).toBe(true);
    expect(status.vipMonths).toBe(2);
  });

  it("starts a new period from the purchase when the last one has ended", () => {
    const status = deriveVip([buy("vip_month", 0), buy("vip_month", 45, 2)], at(100));
    expect(status.vipUntil).toEqual(at(105));
    expect(status.vipMonths).toBe(3);
  });

  it("makes lifetime VIP forever, counting 12 months", () => {
    const status = deriveVip([buy("vip_month", 0), buy("vip_lifetime", 5)], at(5000));
    expect(status).toMatchObject({ isVip: true, lifetime: true, vipUntil: null, vipMonths: 13 });
  });

  it("sums bought slots", () => {
    expect(deriveVip([buy("slot", 0, 2), buy("slot", 3, 1)], at(4)).extraSlots).toBe(3);
  });

  it("ends VIP at a revoke, and lets later purchases start again", () => {
    const revoked = deriveVip([buy("vip_lifetime", 0), buy("vip_month", 1), buy("vip_revoke", 2)], at(3));
    expect(revoked).toMatchObject({ isVip: false, lifetime: false, lifetimeBought: true, vipUntil: at(2) });
    const again = deriveVip([buy("vip_month", 0), buy("vip_revoke", 2), buy("vip_month", 10)], at(20));
    expect(again).toMatchObject({ isVip: true, vipUntil: at(40), vipMonths: 2 });
  });

  it("ignores purchases dated after now", () => {
    expect(deriveVip([buy("vip_lifetime", 10), buy("slot", 10)], at(5))).toMatchObject({
      isVip: false,
      extraSlots: 0,
    });
  });

  it("does not depend on the order the ledger is listed in", () => {
    const purchase = fc.record({
      kind: fc.constantFrom("vip_month", "vip_lifetime", "slot", "vip_revoke"),
      quantity: fc.integer({ min: 1, max: 3 }),
      createdAt: fc.integer({ min: 0, max: 200 }).map(at),
    }) as fc.Arbitrary<Purchase>;
    fc.assert(
      fc.property(
        fc.uniqueArray(purchase, { selector: (p) => p.createdAt.getTime() }),
        fc.nat(300),
        (list, now) => {
          expect(deriveVip(list.toReversed(), at(now))).toEqual(deriveVip(list, at(now)));
        },
      ),
    );
  });
});
