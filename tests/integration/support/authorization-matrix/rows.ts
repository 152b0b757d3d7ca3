import { randomUUID } from "node:crypto";
import { createItem } from "../../../factories/item.ts";

// The matrix's vocabulary: the kinds of caller, what the owner holds, and a row's shape and usual answers.

export const ROLES = ["visitor", "unverified", "guest", "free", "vip", "owner", "other"] as const;
export type Role = (typeof ROLES)[number];

// What only the owner's account holds: no other caller may ever see it in a body or a live event.
export const SECRET = { hunter: "OwnerSecretHunter", preset: "OwnerSecretPreset" };

export type Owned = {
  userId: string;
  nickname: string;
  email: string;
  hunterId: string;
  itemId: string;
  presetId: string;
  deviceId: string;
};
export type Fresh = "hunter" | "item" | "preset" | "device";
export type Call = { method: string; path: string; body?: unknown };
export type Row = {
  /** What the caller sends; `fresh` makes a resource of the owner's this call may use up. */
  call: (owned: Owned, fresh: (kind: Fresh) => Promise<string>) => Promise<Call> | Call;
  expect: Record<Role, number>;
};

export const signedIn = (ok: number, forOthers = ok) =>
  ({
    visitor: 401,
    unverified: 403,
    guest: forOthers,
    free: forOthers,
    vip: forOthers,
    owner: ok,
    other: forOthers,
  }) as const;
export const everyone = (status: number) =>
  Object.fromEntries(ROLES.map((r) => [r, status])) as Record<Role, number>;

export const item = createItem();

// A push subscription as a browser sends it; its endpoint is never reached here.
export const device = () => ({
  endpoint: `https://push.example.com/${randomUUID()}`,
  keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  device: "Chrome on Linux",
});
