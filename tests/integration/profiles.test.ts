import { expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { achievementTiers } from "#core/rules/achievements.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import type { PublicProfile } from "#core/schemas/profile.ts";
import { achievementProgress } from "#server/db/schema.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { register, verifiedUser } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

const errorOf = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { error: object }).error,
});

describeEachDb("public hunters and profiles (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const created = async (client: TestClient, slotIndex: number, overrides = {}) => {
    const res = await client.post("/api/hunters", { slotIndex, hunter: build(overrides) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as HunterRecord & { readOnly: boolean };
  };
  const profileOf = async (client: TestClient, nickname: string) => {
    const res = await client.get(`/api/profiles/${nickname}`);
    expect(res.status).toBe(200);
    return (await res.json()) as PublicProfile;
  };
  const setPublic = (client: TestClient, id: string, isPublic: boolean) =>
    client.put(`/api/hunters/${id}/visibility`, { isPublic });

  it("lists exactly the public hunters on the profile, in slot order, as visibility and deletion change", async () => {
    const nickname = `Prof${Math.floor(Math.random() * 1e6)}`;
    const { client, me } = await verifiedUser(t, { nickname });
    const reader = (await verifiedUser(t)).client;
    const third = await created(client, 2, { hunterName: "Third", general: { hunterClass: "Mage" } });
    const first = await created(client, 0, { hunterName: "First", general: { hunterPurpose: "PvE" } });
    const hidden = await created(client, 1, { hunterName: "Hidden", isPublic: false });

    const profile = await profileOf(reader, nickname.toUpperCase());
    expect(profile).toMatchObject({
      userId: me.id,
      nickname: nickname.toLowerCase(),
      publicAchievements: {},
    });
    expect(profile.publicHunters.map((h) => [h.id, h.hunterName, h.isPublic])).toEqual([
      [first.id, "First", true],
      [third.id, "Third", true],
    ]);
    expect(profile.publicHunters[0]?.general.hunterPurpose).toBe("PvE");
    expect(profile.publicHunters[1]?.general.hunterClass).toBe("Mage");

    expect(await (await setPublic(client, hidden.id, true)).json()).toMatchObject({ isPublic: true });
    expect(await (await setPublic(client, third.id, false)).json()).toMatchObject({ isPublic: false });
    expect((await profileOf(reader, nickname)).publicHunters.map((h) => h.hunterName)).toEqual([
      "First",
      "Hidden",
    ]);

    expect((await client.del(`/api/hunters/${first.id}`)).status).toBe(204);
    expect((await profileOf(reader, nickname)).publicHunters.map((h) => h.hunterName)).toEqual(["Hidden"]);
    expect((await client.get(`/api/public/hunters/${me.id}/${first.id}`)).status).toBe(404);
  });

  it("keeps a private hunter out of every answer to anyone but its owner", async () => {
    const { client: owner, me } = await verifiedUser(t);
    const other = (await verifiedUser(t)).client;
    const visitor = t.client();
    const secret = await created(owner, 0, {
      hunterName: "Zq Secret Build",
      isPublic: false,
      general: { hunterPurpose: "Zq hidden purpose" },
    });
    const path = `/api/public/hunters/${me.id}/${secret.id}`;

    for (const stranger of [other, visitor]) {
      const res = await stranger.get(path);
      const text = await res.text();
      expect(res.status).toBe(404);
      expect(JSON.parse(text)).toEqual({
        error: { code: "hunter-private", message: messages.hunterPrivateBuild },
      });
      expect(text).not.toContain("Zq");
    }
    const profile = await other.get(`/api/profiles/${me.nickname}`);
    expect(await profile.text()).not.toContain("Zq");
    expect(await (await other.get("/api/hunters")).text()).not.toContain("Zq");

    // Someone else's hunter is not found for writing either, and stays as it was.
    expect(
      (await other.put(`/api/hunters/${secret.id}`, { hunter: build({ hunterName: "Taken" }) })).status,
    ).toBe(404);
    expect((await setPublic(other, secret.id, true)).status).toBe(404);
    expect((await other.del(`/api/hunters/${secret.id}`)).status).toBe(404);

    const own = await owner.get(path);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      hunter: { id: secret.id, hunterName: "Zq Secret Build", isPublic: false },
      owner: { id: me.id, nickname: me.nickname },
    });
  });

  it("serves a public hunter to logged-out visitors with its owner's nickname", async () => {
    const { client, me } = await verifiedUser(t);
    const { readOnly: _, ...hunter } = await created(client, 0, { hunterName: "Shared" });
    const res = await t.client().get(`/api/public/hunters/${me.id}/${hunter.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hunter, owner: { id: me.id, nickname: me.nickname } });
  });

  it("answers a missing hunter or a wrong owner with not-found", async () => {
    const { client, me } = await verifiedUser(t);
    const other = await verifiedUser(t);
    const hunter = await created(client, 0);
    const notFound = { status: 404, code: "not-found", message: messages.hunterNotFound };
    expect(await errorOf(await t.client().get(`/api/public/hunters/${me.id}/missing`))).toEqual(notFound);
    expect(await errorOf(await t.client().get(`/api/public/hunters/${other.me.id}/${hunter.id}`))).toEqual(
      notFound,
    );
    expect(await errorOf(await t.client().get(`/api/public/hunters/${me.id}/${"x".repeat(200)}`))).toEqual(
      notFound,
    );
  });

  it("shows the tiers reached as badge letters", async () => {
    const { me } = await verifiedUser(t);
    const reader = (await verifiedUser(t)).client;
    const progress = { create_hunters: 12, refer_friends: 0, believer: 1 };
    await t.database.db
      .insert(achievementProgress)
      .values({ userId: me.id, progress, tiers: achievementTiers(progress) });
    expect((await profileOf(reader, me.nickname ?? "")).publicAchievements).toEqual({
      create_hunters: "A",
      believer: "U",
    });
  });

  it("answers an unknown nickname with the spec's text, and only to signed-in players", async () => {
    const { client } = await verifiedUser(t);
    expect(await errorOf(await client.get("/api/profiles/NoSuchPlayer"))).toEqual({
      status: 404,
      code: "not-found",
      message: messages.profileNotFound("NoSuchPlayer"),
    });
    const { me } = await verifiedUser(t);
    expect((await t.client().get(`/api/profiles/${me.nickname}`)).status).toBe(401);
    const unverified = t.client();
    await register(unverified);
    expect(await errorOf(await unverified.get(`/api/profiles/${me.nickname}`))).toMatchObject({
      status: 403,
      code: "email-not-verified",
    });
  });
});
