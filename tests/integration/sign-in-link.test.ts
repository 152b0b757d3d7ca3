import { createHash } from "node:crypto";
import { like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { SIGN_IN_LINK_MINUTES } from "#core/rules/account-limits.ts";
import { verification } from "#server/db/schema.ts";
import { register, sessionOf, signIn, verifiedUser } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/decisions.md#2026-11-24-the-owners-way-past-a-lock-out-a-one-time-sign-in-link-by-e-mail: strangers
// guessing the password lock the owner out of every new address (the per-account limit); a one-time link to
// the account's mailbox lets the owner in, and no one without that mailbox.
describeEachDb("a sign-in link past a lock-out (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT: "on" } });
  });
  afterAll(async () => {
    await t?.destroy();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const askLink = (client: TestClient, email: string) =>
    client.post("/api/auth/sign-in/magic-link", { email });

  /** A verified account whose sign-in attempts strangers spent: the owner on a new address gets 429. */
  async function lockedOut() {
    const { body } = await verifiedUser(t);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(t.client(), body.email, "guessing")).status).toBe(401);
    }
    const owner = t.client();
    expect((await signIn(owner, body.email)).status).toBe(429);
    return { email: body.email, owner };
  }

  /** The link of the newest sign-in mail to `email`, asked for by `client`. */
  async function mailedLink(client: TestClient, email: string) {
    const before = t.mails.length;
    const asked = await askLink(client, email);
    expect(asked.status).toBe(200);
    const mail = t.mails.slice(before).find((m) => m.to === email);
    expect(mail?.subject).toBe("Your Hunter Lodge sign-in link");
    return t.lastMailTo(email)?.link ?? "";
  }

  const landing = (res: Response) => {
    const location = res.headers.get("location") ?? "";
    return new URL(location, "http://x").pathname + new URL(location, "http://x").search;
  };

  it("lets the locked-out owner in from a new address through the mailed link, once, and counts the address as known", async () => {
    const { email, owner } = await lockedOut();
    const link = await mailedLink(owner, email);
    expect(link).toContain("/api/auth/magic-link/verify?token=");

    const opened = await owner.get(link);
    expect(opened.status).toBe(302);
    expect(landing(opened)).toBe("/");
    expect((await sessionOf(owner))?.email).toBe(email);

    // Once: the same link in another browser signs no one in and says so.
    const again = t.client();
    const reused = await again.get(link);
    expect(reused.status).toBe(302);
    expect(landing(reused)).toBe("/login?link=invalid");
    expect(await sessionOf(again)).toBeNull();

    // The address is known now: its password sign-in passes while strangers still meet the account's limit.
    expect((await signIn(t.client({ ip: owner.ip }), email)).status).toBe(200);
    expect((await signIn(t.client(), email)).status).toBe(429);
  });

  it(`refuses a link older than ${SIGN_IN_LINK_MINUTES} minutes`, async () => {
    const { email, owner } = await lockedOut();
    const link = await mailedLink(owner, email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (SIGN_IN_LINK_MINUTES * 60 + 5) * 1000 });
    const opened = await owner.get(link);
    expect(opened.status).toBe(302);
    expect(landing(opened)).toBe("/login?link=invalid");
    expect(await sessionOf(owner)).toBeNull();
  });

  it("answers a stranger asking for the owner's link as for an unknown address, and the stranger cannot sign in with what it holds", async () => {
    const { email } = await lockedOut();
    const stranger = t.client();
    const before = t.mails.length;
    const forOwner = await askLink(stranger, email);
    const forNobody = await askLink(stranger, "nobody-at-all@example.com");
    expect([forOwner.status, await forOwner.text()]).toEqual([forNobody.status, await forNobody.text()]);
    // Only the owner's mailbox got a link.
    expect(t.mails.slice(before).map((m) => m.to)).toEqual([email]);

    // The database keeps the token hashed: what it holds is no link, nor is a guess.
    const token = new URL(t.lastMailTo(email)?.link ?? "").searchParams.get("token") ?? "";
    const rows = await t.database.db
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(like(verification.identifier, "magic-link:%"));
    const stored = rows.map((r) => r.identifier.slice("magic-link:".length));
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash("sha256").update(token).digest("base64url"));
    for (const tried of [...stored, "a".repeat(32)]) {
      const res = await stranger.get(`/api/auth/magic-link/verify?token=${tried}&callbackURL=/`);
      expect(landing(res)).toBe("/login?link=invalid");
    }
    expect(await sessionOf(stranger)).toBeNull();
  });

  // better-auth would take a link to an unverified account as proof of the mailbox and drop its password.
  it("mails no link to an unverified account, and answers as for any address", async () => {
    const unverified = await register(t.client());
    const before = t.mails.length;
    for (const email of [unverified.body.email, "nobody-else@example.com"]) {
      const res = await askLink(t.client(), email);
      expect([res.status, await res.json()]).toEqual([200, { status: true }]);
    }
    expect(t.mails.length).toBe(before);
  });

  it("limits the links asked for one address to 3 in 10 minutes, from anywhere, known account or not", async () => {
    const { email } = await lockedOut();
    for (const address of [email, "nobody-limited@example.com"]) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await askLink(t.client(), address)).status).toBe(200);
      }
      expect((await askLink(t.client(), address)).status).toBe(429);
    }
  });

  it("leaves a browser's guest alone: the link lands on /login unspent and works in another browser", async () => {
    const { email, owner } = await lockedOut();
    const link = await mailedLink(owner, email);
    const guest = t.client();
    expect((await guest.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const guestId = (await sessionOf(guest))?.id;
    const refused = await guest.get(link);
    expect(landing(refused)).toBe("/login?link=guest");
    expect((await sessionOf(guest))?.id).toBe(guestId);

    const elsewhere = t.client();
    expect(landing(await elsewhere.get(link))).toBe("/");
    expect((await sessionOf(elsewhere))?.email).toBe(email);
  });
});
