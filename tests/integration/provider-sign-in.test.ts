import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import type { ExplorePage, Leaderboard } from "#core/schemas/explore.ts";
import { signInMessages } from "#core/sign-in-messages.ts";
import { account, hunters, inventoryItems, user } from "#server/db/schema.ts";
import { readEnv } from "#server/env.ts";
import { createHunter } from "../factories/hunter.ts";
import { getMe, guestWithData, register, sessionOf, signIn, verifiedUser } from "./support/accounts.ts";
import type { LoopbackProvider } from "./support/oidc-provider.ts";
import {
  continueWith,
  FLOW,
  methodsOf,
  newPerson,
  providersPerSuite,
  throughProvider,
} from "./support/provider-flow.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// A nickname no other test here chooses (letters and digits, as registration asks).
let nicknames = 0;
const nickname = (prefix: string) => `${prefix}${++nicknames}x${Date.now() % 1000}`;

describeEachDb("sign-in through a provider (%s)", (kind) => {
  const suite = providersPerSuite(kind);
  let t: TestApp;
  let google: LoopbackProvider;
  let discord: LoopbackProvider;
  let oidc: LoopbackProvider;
  beforeAll(() => {
    ({ t, google, discord, oidc } = suite);
  });

  it("lists the providers the settings turn on, under the operator's name for the OpenID one", async () => {
    const res = await t.client().get("/api/sign-in/providers");
    expect(await res.json()).toEqual({
      providers: [
        { id: "discord", name: "Discord" },
        { id: "google", name: "Google" },
        { id: "oidc", name: "Guild Login" },
      ],
    });
  });

  it("makes the account with the provider's verified e-mail, then asks for a nickname with registration's rules", async () => {
    const browser = t.client();
    const someone = newPerson();
    google.signInAs(someone);
    expect(await continueWith(browser, "google")).toBe("/welcome");
    const me = await getMe(browser);
    expect(me).toMatchObject({
      email: someone.email,
      emailVerified: true,
      nickname: null,
      isAnonymous: false,
    });

    const short = await browser.post("/api/sign-in/nickname", { nickname: "ab" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain(messages.nicknameTooShort);
    const taken = await register(t.client());
    const clash = await browser.post("/api/sign-in/nickname", {
      nickname: taken.body.nickname.toUpperCase(),
    });
    expect(clash.status).toBe(409);
    expect(await clash.text()).toContain(messages.nicknameTaken);

    const chosen = await browser.post("/api/sign-in/nickname", { nickname: "FirstLight" });
    expect(chosen.status).toBe(204);
    expect(await getMe(browser)).toMatchObject({ nickname: "firstlight" });
    const again = await browser.post("/api/sign-in/nickname", { nickname: "SecondLight" });
    expect(again.status).toBe(409);

    // The next sign-in through the same provider account is the same player, straight into the app.
    const other = t.client();
    google.signInAs(someone);
    expect(await continueWith(other, "google")).toBe("/");
    expect((await getMe(other)).id).toBe(me.id);
  });

  it("signs in through Discord's OAuth (its /users/@me profile) and through a generic OpenID issuer", async () => {
    const viaDiscord = t.client();
    const gamer = newPerson({ name: "Night Owl" });
    discord.signInAs(gamer);
    expect(await continueWith(viaDiscord, "discord")).toBe("/welcome");
    const me = await getMe(viaDiscord);
    expect(me).toMatchObject({ email: gamer.email, emailVerified: true });
    const [row] = await t.database.db.select().from(account).where(eq(account.userId, me.id));
    expect(row).toMatchObject({ providerId: "discord", accountId: gamer.sub });

    const viaOidc = t.client();
    oidc.signInAs(newPerson());
    expect(await continueWith(viaOidc, "oidc")).toBe("/welcome");
    expect((await methodsOf(viaOidc)).providers.find((p) => p.id === "oidc")).toMatchObject({ linked: true });
  });

  it("credits the referrer of a ?ref= link once the nickname is chosen, as registration does", async () => {
    const referrer = await verifiedUser(t);
    const friend = t.client();
    google.signInAs(newPerson());
    await continueWith(friend, "google");
    const res = await friend.post("/api/sign-in/nickname", {
      nickname: nickname("ref"),
      ref: referrer.me.id,
    });
    expect(res.status).toBe(204);
    expect(await getMe(friend)).toMatchObject({ referredBy: referrer.me.id, referralCreditProcessed: true });
    expect((await getMe(referrer.client)).referralCount).toBe(1);
  });

  it("keeps a guest's hunters and items when the guest signs in through a provider for the first time", async () => {
    const { browser, me: guest } = await guestWithData(t);

    oidc.signInAs(newPerson());
    expect(await continueWith(browser, "oidc")).toBe("/welcome");
    const me = await getMe(browser);
    expect(me.isAnonymous).toBe(false);
    const owned = await t.database.db.select().from(hunters).where(eq(hunters.userId, me.id));
    expect(owned.map((h) => h.hunterName)).toEqual(["Keeper"]);
    expect(
      await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.userId, me.id)),
    ).toHaveLength(1);
    expect(await t.database.db.select().from(user).where(eq(user.id, guest.id))).toHaveLength(0);
  });

  it("never links by e-mail alone: the provider's account lands on /login and the existing account is untouched", async () => {
    const owner = await verifiedUser(t);
    const browser = t.client();
    google.signInAs(newPerson({ email: owner.body.email }));
    const landing = await continueWith(browser, "google");
    expect(landing).toBe("/login?error=account_not_linked");
    expect(await sessionOf(browser)).toBeNull();
    const linked = await t.database.db
      .select()
      .from(account)
      .where(and(eq(account.userId, owner.me.id), eq(account.providerId, "google")));
    expect(linked).toHaveLength(0);
  });

  it("links a provider after the player proves the account is theirs, and signs in with it afterwards", async () => {
    const owner = await verifiedUser(t);
    const them = newPerson({ email: owner.body.email });
    google.signInAs(them);
    expect(await continueWith(owner.client, "google", "/api/auth/link-social")).toBe("/settings");
    expect((await methodsOf(owner.client)).providers.find((p) => p.id === "google")).toMatchObject({
      linked: true,
    });

    const elsewhere = t.client();
    google.signInAs(them);
    expect(await continueWith(elsewhere, "google")).toBe("/");
    expect((await getMe(elsewhere)).id).toBe(owner.me.id);
  });

  it("keeps every build of a provider account private, and out of explore and the leaderboards, until its nickname is chosen", async () => {
    const browser = t.client();
    google.signInAs(newPerson());
    expect(await continueWith(browser, "google")).toBe("/welcome");
    const me = await getMe(browser);
    const tag = `n${Date.now() % 100000}`;
    const general = { hunterClass: "Mage", hunterPurpose: `${tag} farm` };
    const shared = await browser.post("/api/hunters", {
      slotIndex: 0,
      hunter: createHunter({ hunterName: "Nameless", isPublic: true, general }),
    });
    expect(shared.status).toBe(422);
    expect(await shared.text()).toContain(messages.nicknameBeforePublic);
    const made = await browser.post("/api/hunters", {
      slotIndex: 0,
      hunter: createHunter({ hunterName: "Quiet", isPublic: false, general }),
    });
    expect(made.status).toBe(201);
    const quiet = (await made.json()) as { id: string; updatedAt: string };
    const shown = await browser.put(`/api/hunters/${quiet.id}/visibility`, {
      isPublic: true,
      baseUpdatedAt: quiet.updatedAt,
    });
    expect(shown.status).toBe(422);

    // A build public already (saved before this rule, or brought along with a guest's data) reaches no list.
    await t.database.db.update(hunters).set({ isPublic: true }).where(eq(hunters.id, quiet.id));
    const visitor = t.client();
    const listed = async () => {
      const page = (await (await visitor.get(`/api/explore?purpose=${tag}`)).json()) as ExplorePage;
      return page.cards.map((card) => card.id);
    };
    const ranked = async () => {
      const board = (await (await visitor.get("/api/explore/leaderboard?class=Mage")).json()) as Leaderboard;
      return board.entries.filter((entry) => entry.ownerId === me.id).map((entry) => entry.id);
    };
    expect(await listed()).toEqual([]);
    expect(await ranked()).toEqual([]);
    expect((await visitor.get(`/api/public/hunters/${me.id}/${quiet.id}`)).status).toBe(404);

    expect((await browser.post("/api/sign-in/nickname", { nickname: nickname("named") })).status).toBe(204);
    expect(await listed()).toEqual([quiet.id]);
    expect(await ranked()).toEqual([quiet.id]);
    expect((await visitor.get(`/api/public/hunters/${me.id}/${quiet.id}`)).status).toBe(200);
  });

  it("removes a method but never the last one; an account without a password can add one", async () => {
    const browser = t.client();
    discord.signInAs(newPerson());
    await continueWith(browser, "discord");
    await browser.post("/api/sign-in/nickname", { nickname: nickname("solo") });
    expect(await methodsOf(browser)).toMatchObject({ password: false, passkeys: [] });

    // A provider this instance no longer offers is no way in: it does not count.
    const me = await getMe(browser);
    await t.database.db.insert(account).values({
      id: `gone-${me.id}`,
      accountId: `gone-${me.id}`,
      providerId: "turned-off",
      userId: me.id,
    });
    const last = await browser.del("/api/sign-in/methods/providers/discord");
    expect(last.status).toBe(422);
    expect(await last.text()).toContain(signInMessages.lastMethod);
    expect((await methodsOf(browser)).providers.find((p) => p.id === "discord")?.linked).toBe(true);

    const mismatch = await browser.post("/api/sign-in/methods/password", {
      password: "secret123",
      confirmPassword: "nope",
    });
    expect(mismatch.status).toBe(400);
    const added = await browser.post("/api/sign-in/methods/password", {
      password: "secret123",
      confirmPassword: "secret123",
    });
    expect(added.status).toBe(204);
    const twice = await browser.post("/api/sign-in/methods/password", {
      password: "secret456",
      confirmPassword: "secret456",
    });
    expect(twice.status).toBe(409);

    expect((await browser.del("/api/sign-in/methods/providers/discord")).status).toBe(204);
    expect(await methodsOf(browser)).toMatchObject({ password: true });
    expect((await methodsOf(browser)).providers.every((p) => !p.linked)).toBe(true);
    expect((await signIn(t.client(), me.email ?? "")).status).toBe(200);
    expect((await browser.del("/api/sign-in/methods/providers/discord")).status).toBe(404);
  });

  it("refuses a tampered state, an unknown provider and a return address outside the app", async () => {
    const browser = t.client();
    google.signInAs(newPerson());
    const start = await browser.post("/api/auth/sign-in/social", { provider: "google", ...FLOW });
    const { url } = (await start.json()) as { url: string };
    const back = new URL(await throughProvider(url));
    back.searchParams.set("state", `${back.searchParams.get("state")}x`);
    const tampered = await browser.get(back.href);
    expect(tampered.status).toBe(302);
    expect(tampered.headers.get("location")).toMatch(/^\/login\?error=/);
    expect(await sessionOf(browser)).toBeNull();

    expect((await browser.get("/api/auth/callback/github?code=x&state=y")).status).toBe(404);
    const unknown = await browser.post("/api/auth/sign-in/social", { provider: "github", ...FLOW });
    expect(unknown.status).toBeGreaterThanOrEqual(400);

    for (const away of ["https://evil.example/", "//evil.example/", "/\\evil.example", `${TEST_BASE_URL}/`]) {
      const res = await browser.post("/api/auth/sign-in/social", {
        provider: "google",
        ...FLOW,
        callbackURL: away,
      });
      expect(res.status, away).toBe(400);
    }
  });

  it("ends the session the browser held when a provider signs it in, as a password sign-in does", async () => {
    const owner = await verifiedUser(t);
    const held = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    google.signInAs(newPerson());
    expect(await continueWith(owner.client, "google")).toBe("/welcome");
    expect((await getMe(owner.client)).id).not.toBe(owner.me.id);
    expect((await t.client().request("/api/hunters", { headers: { cookie: held } })).status).toBe(401);
  });

  it("answers a guest's Settings → Sign-in methods with 403 and a signed-out visitor with 401", async () => {
    const guest = t.client();
    await guest.post("/api/auth/sign-in/anonymous");
    expect((await guest.get("/api/sign-in/methods")).status).toBe(403);
    expect((await t.client().get("/api/sign-in/methods")).status).toBe(401);
    const link = await guest.post("/api/auth/link-social", { provider: "google", callbackURL: "/settings" });
    expect(link.status).toBe(403);
  });
});

describe("an instance without provider settings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => t?.destroy());

  it("offers no provider, and a provider's paths name nothing", async () => {
    expect(await (await t.client().get("/api/sign-in/providers")).json()).toEqual({ providers: [] });
    const res = await t.client().post("/api/auth/sign-in/social", { provider: "google", ...FLOW });
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it("refuses to start with a provider half set up, naming its settings", () => {
    expect(() => readEnv({ GOOGLE_CLIENT_ID: "id-only" })).toThrow(
      /GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set together/,
    );
    expect(() => readEnv({ OIDC_ISSUER: "https://id.example", OIDC_CLIENT_ID: "x" })).toThrow(/OIDC_ISSUER/);
  });
});
