import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hunters, inventoryItems, session, user } from "#server/db/schema.ts";
import { getMe, guestWithData, verifiedUser } from "./support/accounts.ts";
import { type LoopbackProvider, startLoopbackProviders } from "./support/oidc-provider.ts";
import { continueWith, newPerson, providerCallback } from "./support/provider-flow.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// A guest who signs in through a provider to an account that already exists
// (docs/security.md#sign-in-through-a-provider-and-passkeys-each-promise-and-the-test-that-proves-it): the
// guest chose before leaving to bring its data or leave it behind, and an account without room leaves it the
// guest.

describeEachDb("a guest signing in through a provider to an existing account (%s)", (kind) => {
  let t: TestApp;
  let providers: Awaited<ReturnType<typeof startLoopbackProviders>>;
  let google: LoopbackProvider;

  beforeAll(async () => {
    providers = await startLoopbackProviders(providerCallback);
    ({ google } = providers);
    t = await createTestApp(kind, { env: providers.env });
  });
  afterAll(async () => {
    await t?.destroy();
    await providers?.close();
  });

  /** An account that signs in with Google, holding hunters in its first `huntersHeld` slots. */
  async function accountWithGoogle(huntersHeld: number) {
    const owner = await verifiedUser(t);
    const them = newPerson();
    google.signInAs(them);
    expect(await continueWith(owner.client, "google", "/api/auth/link-social")).toBe("/settings");
    for (let slot = 0; slot < huntersHeld; slot++) {
      await t.database.db
        .insert(hunters)
        .values({ userId: owner.me.id, slotIndex: slot, hunterName: `Owned ${slot}`, data: {} });
    }
    return { ...owner, them };
  }

  const hunterNames = async (userId: string) =>
    (await t.database.db.select().from(hunters).where(eq(hunters.userId, userId))).map((h) => h.hunterName);
  const sessionsOf = async (userId: string) =>
    (await t.database.db.select().from(session).where(eq(session.userId, userId))).length;
  const huntersSeenBy = async (browser: TestClient) => {
    const res = await browser.get("/api/hunters");
    expect(res.status).toBe(200);
    return JSON.stringify(await res.json());
  };

  it("brings the guest's hunters and items into the account when it has room", async () => {
    const owner = await accountWithGoogle(1);
    const { browser, me: guest } = await guestWithData(t);
    google.signInAs(owner.them);
    const landing = await continueWith(browser, "google", undefined, { additionalData: { guest: "keep" } });
    expect(landing).toBe("/");
    expect((await getMe(browser)).id).toBe(owner.me.id);
    expect((await hunterNames(owner.me.id)).sort()).toEqual(["Keeper", "Owned 0"]);
    const items = await t.database.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.userId, owner.me.id));
    expect(items).toHaveLength(1);
    expect(await t.database.db.select().from(user).where(eq(user.id, guest.id))).toHaveLength(0);
  });

  it("keeps the browser the guest, with its data, and says why when the account has no room", async () => {
    const owner = await accountWithGoogle(5);
    const { browser, me: guest } = await guestWithData(t);
    const ownerSessions = await sessionsOf(owner.me.id);
    google.signInAs(owner.them);
    const landing = await continueWith(browser, "google", undefined, { additionalData: { guest: "keep" } });
    expect(landing).toBe("/login?error=guest_does_not_fit");
    // Still the guest, signed in with the same session, and nothing moved either way.
    expect(await getMe(browser)).toMatchObject({ id: guest.id, isAnonymous: true });
    expect(await huntersSeenBy(browser)).toContain("Keeper");
    expect(await hunterNames(guest.id)).toEqual(["Keeper"]);
    expect(await hunterNames(owner.me.id)).not.toContain("Keeper");
    // The sign-in to the account was undone: no session of it was left behind.
    expect(await sessionsOf(owner.me.id)).toBe(ownerSessions);
  });

  it("attempts the merge, and keeps the guest when it cannot happen, for a flow that carried no answer", async () => {
    const owner = await accountWithGoogle(5);
    const { browser, me: guest } = await guestWithData(t);
    google.signInAs(owner.them);
    expect(await continueWith(browser, "google")).toBe("/login?error=guest_does_not_fit");
    expect(await getMe(browser)).toMatchObject({ id: guest.id, isAnonymous: true });
  });

  it("signs in to the account without the guest's data when the guest leaves it behind", async () => {
    const owner = await accountWithGoogle(5);
    const { browser, me: guest } = await guestWithData(t);
    google.signInAs(owner.them);
    const landing = await continueWith(browser, "google", undefined, { additionalData: { guest: "leave" } });
    expect(landing).toBe("/");
    expect(await getMe(browser)).toMatchObject({ id: owner.me.id, isAnonymous: false });
    expect(await hunterNames(owner.me.id)).not.toContain("Keeper");
    // Left behind, not deleted: the guest's row keeps what it owned, as after a guest's sign-out.
    expect(await hunterNames(guest.id)).toEqual(["Keeper"]);
    expect(await sessionsOf(guest.id)).toBe(0);
  });
});
