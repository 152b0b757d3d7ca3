import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { referrals, user } from "#server/db/schema.ts";
import { creditReferral } from "#server/services/referrals.ts";
import { getMe, register, signIn, verifiedUser, verifyEmail } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

describeEachDb("referrals (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const recordsFor = (newUserId: string) =>
    t.database.db.select().from(referrals).where(eq(referrals.newUserId, newUserId));

  it("credits the referrer once, on the first verified login", async () => {
    const referrer = await verifiedUser(t);
    const friend = t.client();
    const { body, me } = await register(friend, { ref: referrer.me.id });
    expect(me).toMatchObject({ referredBy: referrer.me.id, referralCreditProcessed: false });
    // Signed in but not verified yet: no credit.
    expect((await getMe(referrer.client)).referralCount).toBe(0);

    await verifyEmail(t, friend, body.email);
    expect(await getMe(friend)).toMatchObject({ referralCreditProcessed: true });
    expect((await getMe(referrer.client)).referralCount).toBe(1);

    expect((await signIn(t.client(), body.email)).status).toBe(200);
    expect((await getMe(referrer.client)).referralCount).toBe(1);
    expect(await recordsFor(me.id)).toHaveLength(1);
  });

  it("credits once when two verified logins race", async () => {
    const referrer = await verifiedUser(t);
    const { body, me } = await register(t.client(), { ref: referrer.me.id });
    // Verified by some earlier means, never logged in since.
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, me.id));
    const logins = await Promise.all([1, 2, 3].map(() => signIn(t.client(), body.email)));
    expect(logins.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await recordsFor(me.id)).toHaveLength(1);
    expect((await getMe(referrer.client)).referralCount).toBe(1);
  });

  it("credits exactly once when the credit itself runs concurrently", async () => {
    const referrer = await verifiedUser(t);
    const { me } = await register(t.client(), { ref: referrer.me.id });
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, me.id));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => creditReferral(t.database.db, me.id, new Date())),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await recordsFor(me.id)).toHaveLength(1);
  });

  it("ignores a ref that names no user", async () => {
    const { me } = await register(t.client(), { ref: "no-such-user" });
    expect(me.referredBy).toBeNull();
  });

  it("counts referral records, and every two give a permanent slot", async () => {
    const referrer = await verifiedUser(t);
    for (let i = 0; i < 2; i++) {
      const friend = t.client();
      const { body } = await register(friend, { ref: referrer.me.id });
      await verifyEmail(t, friend, body.email);
    }
    expect(await getMe(referrer.client)).toMatchObject({
      referralCount: 2,
      permanentSlots: 6,
      lockedVipSlots: 14,
      totalSlots: 6,
    });
  });
});
