import { DAY_MS } from "#core/rules/time.ts";

// Slots, tier limits and VIP status (docs/product.md#slots, #free-and-vip, #paying-and-vip).

const BASE_SLOTS = 5;
const VIP_SLOT_POOL = 15;
const VIP_PERIOD_DAYS = 30;
// A lifetime purchase counts as a year of VIP for the vip_subscription achievement (docs/product.md#achievements).
const LIFETIME_VIP_MONTHS = 12;

type SlotInput = { isVip: boolean; extraSlots: number; referralCount: number };
export type Slots = { permanentSlots: number; vipSlots: number; totalSlots: number; lockedVipSlots: number };
type SlotSection = "permanent" | "vip" | "none";

const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

export function deriveSlots({ isVip, extraSlots, referralCount }: SlotInput): Slots {
  const referralSlots = Math.floor(count(referralCount) / 2);
  const permanentSlots = BASE_SLOTS + count(extraSlots) + referralSlots;
  // Referral slots eat into the VIP pool, so a VIP's total stays 20 until referrals outgrow it.
  const pool = Math.max(0, VIP_SLOT_POOL - referralSlots);
  const vipSlots = isVip ? pool : 0;
  return {
    permanentSlots,
    vipSlots,
    totalSlots: permanentSlots + vipSlots,
    lockedVipSlots: isVip ? 0 : pool,
  };
}

export const presetLimit = (isVip: boolean): number => (isVip ? 10 : 3);
export const inventoryCapacity = (isVip: boolean): number => (isVip ? 400 : 200);

export function slotSection(index: number, slots: Slots): SlotSection {
  if (!Number.isInteger(index) || index < 0) return "none";
  if (index < slots.permanentSlots) return "permanent";
  if (index < slots.totalSlots) return "vip";
  return "none";
}

export const canUseSlot = (index: number, slots: Slots): boolean => slotSection(index, slots) !== "none";

export type PurchaseKind = "vip_month" | "vip_lifetime" | "slot" | "vip_revoke";
export type Purchase = { kind: PurchaseKind; quantity: number; createdAt: Date };
export type VipStatus = {
  isVip: boolean;
  // End of the monthly VIP period, also when it lies in the past; null for lifetime or never VIP.
  vipUntil: Date | null;
  lifetime: boolean;
  // A lifetime purchase was ever recorded, even if revoked since (the believer achievement).
  lifetimeBought: boolean;
  extraSlots: number;
  vipMonths: number;
};

// Replays the purchases ledger in time order. Entries dated after `now` have not happened yet.
export function deriveVip(purchases: readonly Purchase[], now: Date): VipStatus {
  const ledger = purchases
    .filter((p) => p.createdAt.getTime() <= now.getTime())
    .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let end: number | null = null;
  let lifetime = false;
  let lifetimeBought = false;
  let extraSlots = 0;
  let vipMonths = 0;
  for (const p of ledger) {
    const at = p.createdAt.getTime();
    const quantity = count(p.quantity);
    if (p.kind === "slot") {
      extraSlots += quantity;
    } else if (p.kind === "vip_month") {
      end = Math.max(at, end ?? at) + quantity * VIP_PERIOD_DAYS * DAY_MS;
      vipMonths += quantity;
    } else if (p.kind === "vip_lifetime") {
      lifetime = true;
      lifetimeBought = true;
      vipMonths += LIFETIME_VIP_MONTHS;
    } else {
      lifetime = false;
      if (end !== null && end > at) end = at;
    }
  }
  return {
    isVip: lifetime || (end !== null && now.getTime() < end),
    vipUntil: lifetime || end === null ? null : new Date(end),
    lifetime,
    lifetimeBought,
    extraSlots,
    vipMonths,
  };
}
