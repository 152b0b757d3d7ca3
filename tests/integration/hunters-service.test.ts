import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ServerContext } from "../../src/server/context.ts";
import { referrals, user } from "../../src/server/db/schema.ts";
import { readEnv } from "../../src/server/env.ts";
import { AppError } from "../../src/server/errors.ts";
import {
  createHunter,
  deleteHunter,
  getPublicHunter,
  listHunters,
  setHunterVisibility,
  updateHunter,
} from "../../src/server/services/hunters.ts";
import { addSlots, grantVipMonths } from "../../src/server/services/purchases.ts";
import { testGameData } from "../factories/game-data.ts";
import { createHunter as newBuild } from "../factories/hunter.ts";
import { createTestDatabase, dbKinds, type TestDatabase } from "./support/test-db.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(dbKinds)("hunters service (%s)", (kind) => {
  let database: TestDatabase;
  let clock: Date;
  let ctx: ServerContext;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    clock = new Date("2026-11-22T12:00:00Z");
    ctx = {
      env: readEnv({ NODE_ENV: "test" }),
      database,
      gameData: { get: () => testGameData, replace: () => undefined },
      sendMail: async () => undefined,
      now: () => clock,
    };
  });
  afterEach(() => database.destroy());

  const addUser = async (id: string) => {
    await database.db.insert(user).values({ id, name: id, email: `${id}@example.com`, nickname: id });
    return id;
  };
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const { status, code } = error as AppError;
    return { status, code };
  };

  it("gives a free user 5 slots and refuses a sixth and a taken one", async () => {
    const id = await addUser("free");
    for (let slot = 0; slot < 5; slot++) await createHunter(ctx, id, slot, newBuild());
    expect(await refusal(createHunter(ctx, id, 5, newBuild()))).toEqual({
      status: 422,
      code: "slot-unavailable",
    });
    expect(await refusal(createHunter(ctx, id, 2, newBuild()))).toEqual({
      status: 409,
      code: "slot-occupied",
    });
    expect((await listHunters(ctx, id)).map((h) => h.slotIndex)).toEqual([0, 1, 2, 3, 4]);
  });

  it("lets exactly one of ten concurrent creates into one slot", async () => {
    const id = await addUser("racer");
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) => createHunter(ctx, id, 0, newBuild({ hunterName: `H${n}` }))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const codes = results.flatMap((r) => (r.status === "rejected" ? [(r.reason as AppError).code] : []));
    expect(codes).toEqual(Array(9).fill("slot-occupied"));
  });

  it("counts VIP, bought slots and referrals, and makes lapsed VIP slots read-only", async () => {
    const id = await addUser("vip");
    for (const n of [1, 2, 3]) {
      await addUser(`friend${n}`);
      await database.db.insert(referrals).values({ referrerId: id, newUserId: `friend${n}` });
    }
    await addSlots(ctx, id, 1);
    // 5 + 1 bought + floor(3/2) = 7 permanent slots.
    await createHunter(ctx, id, 6, newBuild());
    expect(await refusal(createHunter(ctx, id, 7, newBuild()))).toMatchObject({ status: 422 });
    await grantVipMonths(ctx, id, 1);
    // VIP adds 15 - 1 = 14: slots 0..20.
    const vipHunter = await createHunter(ctx, id, 20, newBuild({ hunterName: "Vip" }));
    expect(await refusal(createHunter(ctx, id, 21, newBuild()))).toMatchObject({ status: 422 });

    clock = new Date(clock.getTime() + 31 * DAY);
    const listed = await listHunters(ctx, id);
    expect(listed.map((h) => [h.slotIndex, h.readOnly])).toEqual([
      [6, false],
      [20, true],
    ]);
    expect(await refusal(updateHunter(ctx, id, vipHunter.id, newBuild()))).toEqual({
      status: 403,
      code: "hunter-read-only",
    });
    const hidden = await setHunterVisibility(ctx, id, vipHunter.id, false);
    expect(hidden).toMatchObject({ isPublic: false, readOnly: true, hunterName: "Vip" });
  });

  it("hides a private hunter from everyone but its owner", async () => {
    const owner = await addUser("owner");
    const other = await addUser("other");
    const hunter = await createHunter(ctx, owner, 0, newBuild({ hunterName: "Secret", isPublic: false }));
    expect(await refusal(getPublicHunter(ctx, other, owner, hunter.id))).toEqual({
      status: 404,
      code: "hunter-private",
    });
    expect(await refusal(getPublicHunter(ctx, null, owner, hunter.id))).toMatchObject({ status: 404 });
    expect((await getPublicHunter(ctx, owner, owner, hunter.id)).hunter.hunterName).toBe("Secret");
    expect(await refusal(updateHunter(ctx, other, hunter.id, newBuild()))).toMatchObject({ status: 404 });
    expect(await refusal(deleteHunter(ctx, other, hunter.id))).toMatchObject({ status: 404 });
    await setHunterVisibility(ctx, owner, hunter.id, true);
    expect(await getPublicHunter(ctx, null, owner, hunter.id)).toMatchObject({
      hunter: { hunterName: "Secret", isPublic: true },
      owner: { id: owner, nickname: "owner" },
    });
  });
});
