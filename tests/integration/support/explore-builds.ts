import { expect } from "vitest";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { grantVipMonths } from "#server/services/purchases.ts";
import { createHunter as build, type DeepPartial } from "../../factories/hunter.ts";
import { verifiedUser } from "./accounts.ts";
import type { TestApp, TestClient } from "./test-app.ts";

// What the explore tests build with: public builds of verified players, saved over the API.

export type Player = Awaited<ReturnType<typeof verifiedUser>>;

// The factory merges arrays whole: a build names its sets, the rest stay empty.
export const withSets = (overrides: DeepPartial<HunterInput>): DeepPartial<HunterInput> => ({
  ...overrides,
  sets: [...(overrides.sets ?? []), ...[0, 1, 2].map(() => ({ name: "", level: 1 }))].slice(0, 3),
});

export const created = async (
  client: TestClient,
  slotIndex: number,
  overrides: DeepPartial<HunterInput> = {},
) => {
  const res = await client.post("/api/hunters", { slotIndex, hunter: build(withSets(overrides)) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as HunterRecord;
};

export const json = async <T>(res: Response): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

/** `n` verified players with VIP: sets, traits and the paragon are VIP tabs. */
export async function vipPlayers(t: TestApp, n: number): Promise<Player[]> {
  const made: Player[] = [];
  for (let i = 0; i < n; i += 1) {
    const player = await verifiedUser(t);
    await grantVipMonths(t.ctx, player.me.id, 1);
    made.push(player);
  }
  return made;
}
