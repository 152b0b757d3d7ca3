import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { signInMessages } from "#core/sign-in-messages.ts";
import { account, passkey, user } from "#server/db/schema.ts";
import {
  getMe,
  register,
  registration,
  sessionOf,
  signIn,
  verifiedUser,
  verifyEmail,
} from "./support/accounts.ts";
import type { LoopbackProvider } from "./support/oidc-provider.ts";
import { continueWith, methodsOf, newPerson, providersPerSuite } from "./support/provider-flow.ts";
import type { TestApp } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Proving the address ends every way in added before it (docs/security.md#proving-the-address-ends-every-way-in-added-before-it):
// an e-mail a provider did not verify makes and links nothing, an unproven account adds no way in, and a
// reset or a verification link ends the provider links, passkeys and sessions added before it.

describeEachDb("proving the address of an account with providers (%s)", (kind) => {
  const suite = providersPerSuite(kind);
  let t: TestApp;
  let google: LoopbackProvider;
  let discord: LoopbackProvider;
  let oidc: LoopbackProvider;
  beforeAll(() => {
    ({ t, google, discord, oidc } = suite);
  });

  it("refuses to link a provider account whose e-mail the provider did not verify", async () => {
    const owner = await verifiedUser(t);
    google.signInAs(newPerson({ emailVerified: false }));
    const landing = await continueWith(owner.client, "google", "/api/auth/link-social");
    expect(landing).toMatch(/^\/login\?error=unable_to_link_account/);
    expect((await methodsOf(owner.client)).providers.every((p) => !p.linked)).toBe(true);
  });

  it("does not trust an unverified provider e-mail: no link to the account that has it", async () => {
    const owner = await verifiedUser(t);
    const browser = t.client();
    google.signInAs(newPerson({ email: owner.body.email, emailVerified: false }));
    expect(await continueWith(browser, "google")).toBe("/login?error=account_not_linked");
  });

  it("makes no account from an e-mail the provider did not verify, so its owner registers it afterwards", async () => {
    const victim = registration();
    for (const provider of [google, oidc, discord]) {
      const attacker = t.client();
      provider.signInAs(newPerson({ email: victim.email, emailVerified: false }));
      const id = provider === discord ? "discord" : provider === oidc ? "oidc" : "google";
      const landing = await continueWith(attacker, id);
      expect(landing).toMatch(/^\/login\?error=provider_email_not_verified/);
      expect(await sessionOf(attacker)).toBeNull();
    }
    expect(await t.database.db.select().from(user).where(eq(user.email, victim.email))).toHaveLength(0);
    const owner = t.client();
    expect((await owner.post("/api/account/register", victim)).status).toBe(201);
  });

  it("refuses a passkey or a provider link to an account whose e-mail is not verified yet", async () => {
    const browser = t.client();
    await register(browser);
    const options = await browser.get("/api/auth/passkey/generate-register-options");
    expect(options.status).toBe(403);
    expect(await options.text()).toContain(signInMessages.verifyBeforeAdding);
    const verify = await browser.post("/api/auth/passkey/verify-registration", { response: {} });
    expect(verify.status).toBe(403);
    const link = await browser.post("/api/auth/link-social", {
      provider: "google",
      callbackURL: "/settings",
    });
    expect(link.status).toBe(403);
  });

  // What an attacker could add to an account of someone else's address before the address was proven (a
  // provider link, a passkey, a session): the state a proof now has to undo.
  async function claimedBeforeProof() {
    const victim = registration();
    const attacker = t.client();
    const { me } = await register(attacker, { email: victim.email });
    const them = newPerson({ email: victim.email, emailVerified: false });
    await t.database.db.insert(account).values({
      id: `claim-${me.id}`,
      accountId: them.sub,
      providerId: "google",
      userId: me.id,
    });
    await t.database.db.insert(passkey).values({
      id: `key-${me.id}`,
      name: "Attacker's key",
      publicKey: "x",
      userId: me.id,
      credentialID: `cred-${me.id}`,
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
      createdAt: new Date(),
    });
    return { victim, attacker, them, userId: me.id };
  }

  async function waysInOf(userId: string) {
    const providers = await t.database.db
      .select({ providerId: account.providerId })
      .from(account)
      .where(eq(account.userId, userId));
    const keys = await t.database.db.select().from(passkey).where(eq(passkey.userId, userId));
    return { providers: providers.map((p) => p.providerId).sort(), passkeys: keys.length };
  }

  it("ends every way in added before the owner's reset: the provider link, the passkey, the attacker's session", async () => {
    const { victim, attacker, them, userId } = await claimedBeforeProof();
    await t
      .client()
      .post("/api/auth/request-password-reset", { email: victim.email, redirectTo: "/reset-password" });
    const token = new URL(t.lastMailTo(victim.email)?.link ?? "").searchParams.get("token");
    const reset = await t.client().post("/api/auth/reset-password", { newPassword: "owners-own-1", token });
    expect(reset.status).toBe(200);

    expect(await waysInOf(userId)).toEqual({ providers: ["credential"], passkeys: 0 });
    expect(await sessionOf(attacker)).toBeNull();
    const again = t.client();
    google.signInAs(them);
    expect(await continueWith(again, "google")).not.toBe("/");
    expect(await sessionOf(again)).toBeNull();

    // Signed in and verified, the owner is told what went, once.
    const owner = t.client();
    expect((await signIn(owner, victim.email, "owners-own-1")).status).toBe(200);
    await owner.post("/api/auth/send-verification-email", { email: victim.email, callbackURL: "/" });
    await verifyEmail(t, owner, victim.email);
    const told = await owner.get("/api/sign-in/removed");
    expect(told.status).toBe(200);
    expect(await told.json()).toEqual({
      removed: { providers: ["Google"], passkeys: 1, signedOut: true },
    });
    expect((await owner.del("/api/sign-in/removed")).status).toBe(204);
    expect(await (await owner.get("/api/sign-in/removed")).json()).toEqual({ removed: null });
  });

  it("ends every way in added before the owner opens the verification link, but the browser that opened it", async () => {
    const { victim, attacker, them, userId } = await claimedBeforeProof();
    const owner = t.client();
    await owner.post("/api/auth/send-verification-email", { email: victim.email, callbackURL: "/" });
    const landing = await verifyEmail(t, owner, victim.email);
    expect(landing.headers.get("location")).toBe("/login?verified=1");

    expect(await waysInOf(userId)).toEqual({ providers: ["credential"], passkeys: 0 });
    expect(await sessionOf(attacker)).toBeNull();
    google.signInAs(them);
    const again = t.client();
    expect(await continueWith(again, "google")).not.toBe("/");
    expect(await sessionOf(again)).toBeNull();
    const [row] = await t.database.db.select().from(user).where(eq(user.id, userId));
    expect(row?.emailVerified).toBe(true);
  });

  it("keeps the session of the browser that opened the verification link, and tells it what went", async () => {
    const { victim, attacker, userId } = await claimedBeforeProof();
    const elsewhere = t.client();
    expect((await signIn(elsewhere, victim.email)).status).toBe(200);
    await verifyEmail(t, attacker, victim.email);
    expect(await waysInOf(userId)).toEqual({ providers: ["credential"], passkeys: 0 });
    expect(await sessionOf(elsewhere)).toBeNull();
    expect((await getMe(attacker)).emailVerified).toBe(true);
    expect(await (await attacker.get("/api/sign-in/removed")).json()).toEqual({
      removed: { providers: ["Google"], passkeys: 1, signedOut: true },
    });
  });
});
