import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Me } from "#core/schemas/me.ts";
import { hunters, inventoryItems, user } from "#server/db/schema.ts";
import { getMe, guestWithData, register, sessionOf } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

describeEachDb("a guest and another account's links (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const ownedBy = async (userId: string) => ({
    hunters: (await t.database.db.select().from(hunters).where(eq(hunters.userId, userId))).length,
    items: (await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.userId, userId)))
      .length,
  });

  it("verifies a foreign link's address but keeps the guest signed in and its data intact", async () => {
    const attacker = await register(t.client());
    const link = t.lastMailTo(attacker.body.email)?.link ?? "";
    const { browser, me } = await guestWithData(t);

    const res = await browser.get(link);
    expect(res.status).toBe(302);
    expect(await ownedBy(me.id)).toEqual({ hunters: 1, items: 1 });
    expect(await getMe(browser)).toMatchObject({ id: me.id, isAnonymous: true });
    expect(res.headers.get("location")).toBe("/login?verified=1");
    const [attackerRow] = await t.database.db
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, attacker.me.id));
    expect(attackerRow?.emailVerified).toBe(true);
  });

  it("never signs a signed-out browser in from a verification link", async () => {
    const owner = await register(t.client());
    const stranger = t.client();
    const res = await stranger.get(t.lastMailTo(owner.body.email)?.link ?? "");
    expect(res.headers.get("location")).toBe("/login?verified=1");
    expect(await sessionOf(stranger)).toBeNull();
  });

  it("refuses a plain sign-in over a guest session, so the guest is never dropped unasked", async () => {
    const owner = await register(t.client());
    const { browser, me } = await guestWithData(t);
    const res = await browser.post("/api/auth/sign-in/email", {
      email: owner.body.email,
      password: owner.body.password,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "GUEST_SIGNED_IN" });
    expect(await getMe(browser)).toMatchObject({ id: me.id, isAnonymous: true });
    expect(await ownedBy(me.id)).toEqual({ hunters: 1, items: 1 });
  });

  it("merges the guest's hunters and items into the account it signs in to", async () => {
    const owner = await register(t.client());
    await t.database.db
      .insert(hunters)
      .values({ userId: owner.me.id, slotIndex: 0, hunterName: "Owned", data: {} });
    const { browser, me } = await guestWithData(t);

    const res = await browser.post("/api/account/merge-guest", {
      email: owner.body.email,
      password: owner.body.password,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as Me).id).toBe(owner.me.id);
    expect(await getMe(browser)).toMatchObject({ id: owner.me.id, isAnonymous: false });
    const rows = await t.database.db.select().from(hunters).where(eq(hunters.userId, owner.me.id));
    expect(rows.map((h) => [h.slotIndex, h.hunterName]).sort()).toEqual([
      [0, "Owned"],
      [1, "Keeper"],
    ]);
    expect(await ownedBy(owner.me.id)).toEqual({ hunters: 2, items: 1 });
    expect(await ownedBy(me.id)).toEqual({ hunters: 0, items: 0 });
  });

  it("merges nothing and keeps the guest when its hunters do not fit", async () => {
    const owner = await register(t.client());
    const db = t.database.db;
    for (let slot = 0; slot < 5; slot++) {
      await db
        .insert(hunters)
        .values({ userId: owner.me.id, slotIndex: slot, hunterName: `O${slot}`, data: {} });
    }
    const { browser, me } = await guestWithData(t);
    const res = await browser.post("/api/account/merge-guest", {
      email: owner.body.email,
      password: owner.body.password,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: "guest-does-not-fit",
        message: "This account has no room for the guest's data: 1 hunter, 0 free slots.",
      },
    });
    expect(await getMe(browser)).toMatchObject({ id: me.id, isAnonymous: true });
    expect(await ownedBy(me.id)).toEqual({ hunters: 1, items: 1 });
    expect(await ownedBy(owner.me.id)).toEqual({ hunters: 5, items: 0 });
  });

  it("keeps the guest when the password is wrong", async () => {
    const owner = await register(t.client());
    const { browser, me } = await guestWithData(t);
    const res = await browser.post("/api/account/merge-guest", {
      email: owner.body.email,
      password: "nope-nope",
    });
    expect(res.status).toBe(401);
    expect(await getMe(browser)).toMatchObject({ id: me.id, isAnonymous: true });
    expect(await ownedBy(me.id)).toEqual({ hunters: 1, items: 1 });
  });
});
