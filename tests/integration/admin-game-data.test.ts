import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { type GameDataError, parseGameData } from "#core/game-data/parse.ts";
import type { GameData } from "#core/game-data/schema.ts";
import type { GameDataChanges, GameDataVersion, GameDataVersions } from "#core/schemas/game-data-versions.ts";
import { runAdminCommand } from "#server/admin/run.ts";
import { auditLog, gameDataImages, hunters, inventoryItems, session, user } from "#server/db/schema.ts";
import { testGameData } from "../factories/game-data.ts";
import { createHunter } from "../factories/hunter.ts";
import { createItem } from "../factories/item.ts";
import { verifiedUser } from "./support/accounts.ts";
import { adminUser } from "./support/staff.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// The console's game data (docs/product.md#game-data-in-the-console) through the API, on one instance;
// game-data-instances.test.ts sees publish and rollback reach a second one.

const changed = (): GameData => {
  const data = structuredClone(testGameData);
  // The Druid becomes the Oracle: builds that stored "Druid" name a class the file no longer has.
  data.classes = data.classes.map((c) => (c.name === "Druid" ? { ...c, name: "Oracle" } : c));
  data.specials = data.specials.map((s) =>
    s.itemName === "Gale Bow" ? { ...s, itemAttributeValue1: s.itemAttributeValue1 + 1 } : s,
  );
  data.sets = data.sets.filter((s) => s.name !== "Honor");
  return data;
};

describeEachDb("the console's game data (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const audits = async (action: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.at));

  it("refuses a file import-game-data refuses, with its message, and stores nothing", async () => {
    const { client } = await adminUser(t);
    const bad = { ...structuredClone(testGameData), classes: "none", avatars: [] };
    const res = await client.post("/api/admin/game-data", { note: "broken", data: bad });
    expect(res.status).toBe(422);
    const expected = (() => {
      try {
        parseGameData(bad, "game data");
      } catch (error) {
        return (error as GameDataError).message;
      }
    })();
    const body = (await res.json()) as { error: { message: string; details: { path: string }[] } };
    expect(body.error.message).toBe(expected);
    expect(body.error.details.map((issue) => issue.path)).toEqual(["classes", "avatars"]);
    // The command line refuses the same file with the same lines.
    const cli = await runAdminCommand(t.ctx, {
      name: "import-game-data",
      file: "game data",
      data: bad,
    }).catch((error: Error) => error.message);
    expect(cli).toContain(expected);
    expect(((await (await client.get("/api/admin/game-data")).json()) as GameDataVersions).versions).toEqual(
      [],
    );
  });

  it("keeps a draft unserved, shows its changes with the builds and items they touch, publishes and rolls back", async () => {
    const { client, me } = await adminUser(t);
    // Stored data naming what the draft changes or removes: two builds with the Druid class, one with the
    // Gale Bow and the Honor set; an item of Gale Bow.
    const build = (slotIndex: number, hunter: ReturnType<typeof createHunter>) => ({
      userId: me.id,
      slotIndex,
      hunterName: `Build ${slotIndex}`,
      data: hunter,
    });
    await t.database.db.insert(hunters).values([
      build(0, createHunter({ general: { hunterClass: "Druid" } })),
      build(
        1,
        createHunter({ general: { hunterClass: "Druid" }, items: { Weapon: { itemName: "Gale Bow" } } }),
      ),
      build(
        2,
        createHunter({
          sets: [
            { name: "Honor", level: 1 },
            { name: "Honor", level: 2 },
            { name: "", level: 1 },
          ],
        }),
      ),
    ]);
    await t.database.db.insert(inventoryItems).values([
      { userId: me.id, data: createItem({ itemType: "Weapon", itemName: "Gale Bow" }) },
      { userId: me.id, data: createItem() },
    ]);

    const upload = await client.post("/api/admin/game-data", { note: "Druids retire", data: changed() });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const draft = (await upload.json()) as GameDataVersion;
    expect(draft).toMatchObject({ note: "Druids retire", publishedAt: null, current: false });
    expect(draft.uploadedBy).toBe(me.nickname ?? me.email);

    // A draft is never served, here or at a start-up.
    const served = await t.request("/api/game-data");
    expect(((await served.json()) as GameData).classes.map((c) => c.name)).toContain("Druid");

    const changes = (await (await client.get(`/api/admin/game-data/${draft.id}`)).json()) as GameDataChanges;
    expect(changes.diff.classes).toEqual({ added: ["Oracle"], changed: [], removed: ["Druid"] });
    expect(changes.diff.specials).toEqual({ added: [], changed: ["Gale Bow"], removed: [] });
    expect(changes.diff.sets).toEqual({ added: [], changed: [], removed: ["Honor"] });
    expect(changes.touched.classes).toEqual({ Druid: { builds: 2, items: 0 } });
    expect(changes.touched.specials).toEqual({ "Gale Bow": { builds: 1, items: 1 } });
    expect(changes.touched.sets).toEqual({ Honor: { builds: 1, items: 0 } });

    // The preview reads the draft's own data.
    const preview = await client.get(`/api/admin/game-data/${draft.id}/data`);
    expect(((await preview.json()) as GameData).classes.map((c) => c.name)).not.toContain("Druid");

    const published = await client.post(`/api/admin/game-data/${draft.id}/publish`);
    expect(published.status, await published.clone().text()).toBe(200);
    expect(
      ((await (await t.request("/api/game-data")).json()) as GameData).classes.map((c) => c.name),
    ).not.toContain("Druid");
    const [publishEntry] = await audits("game-data.publish");
    expect(publishEntry).toMatchObject({ actorId: me.id, targetId: draft.id, after: { id: draft.id } });
    // Publishing it again is refused; rolling back to the version served is too.
    expect((await client.post(`/api/admin/game-data/${draft.id}/publish`)).status).toBe(409);
    expect((await client.post(`/api/admin/game-data/${draft.id}/rollback`)).status).toBe(409);

    // A second version, then back to the first.
    const second = changed();
    second.attributes = [...second.attributes, "Lifesteal"];
    const next = (await (
      await client.post("/api/admin/game-data", { note: "", data: second })
    ).json()) as GameDataVersion;
    expect((await client.post(`/api/admin/game-data/${next.id}/rollback`)).status).toBe(409);
    expect((await client.post(`/api/admin/game-data/${next.id}/publish`)).status).toBe(200);
    expect(((await (await t.request("/api/game-data")).json()) as GameData).attributes).toContain(
      "Lifesteal",
    );

    const back = await client.post(`/api/admin/game-data/${draft.id}/rollback`);
    expect(back.status, await back.clone().text()).toBe(200);
    expect(((await (await t.request("/api/game-data")).json()) as GameData).attributes).not.toContain(
      "Lifesteal",
    );
    const [rollbackEntry] = await audits("game-data.rollback");
    expect(rollbackEntry).toMatchObject({ actorId: me.id, before: { id: next.id }, after: { id: draft.id } });

    const list = (await (await client.get("/api/admin/game-data")).json()) as GameDataVersions;
    expect(list.current).toBe(draft.id);
    expect(list.versions.map((v) => [v.id, v.current])).toEqual([
      [next.id, false],
      [draft.id, true],
    ]);
    expect((await audits("game-data.upload")).map((entry) => entry.targetId)).toEqual([next.id, draft.id]);
  });

  it("lists an import made on the command line, with its audit entry", async () => {
    const { client } = await adminUser(t);
    const data = structuredClone(testGameData);
    const printed = await runAdminCommand(t.ctx, { name: "import-game-data", file: "release.json", data });
    expect(printed).toContain("Imported release.json");
    const list = (await (await client.get("/api/admin/game-data")).json()) as GameDataVersions;
    const [newest] = list.versions;
    expect(newest).toMatchObject({ uploadedBy: "command line", note: "release.json", current: true });
    const [entry] = await audits("game-data.import");
    expect(entry).toMatchObject({ actorId: null, actorName: "command line", targetId: newest?.id });
  });

  it("stores an image the game data names as its own PNG, and refuses other names and other files", async () => {
    const { client } = await adminUser(t);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="#c00"/></svg>',
    );
    const names = (await (await client.get("/api/admin/game-data/images")).json()) as {
      images: { name: string; uploaded: boolean }[];
    };
    expect(names.images).toContainEqual({ name: "/icons/justice.svg", uploaded: false });

    const ok = await client.put("/api/admin/game-data/images", {
      name: "/icons/justice.svg",
      base64: svg.toString("base64"),
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(gameDataImages)
      .where(eq(gameDataImages.name, "/icons/justice.svg"));
    expect(row?.mime).toBe("image/png");
    const stored = await sharp(Buffer.from(row?.bytes ?? [])).metadata();
    expect([stored.format, stored.width]).toEqual(["png", 256]);
    expect(await audits("game-data.image")).toHaveLength(1);

    const unnamed = await client.put("/api/admin/game-data/images", {
      name: "/icons/elsewhere.svg",
      base64: svg.toString("base64"),
    });
    expect(unnamed.status).toBe(422);
    const notImage = await client.put("/api/admin/game-data/images", {
      name: "/icons/honor.svg",
      base64: Buffer.from("<html><body>hi</body></html>").toString("base64"),
    });
    expect(notImage.status).toBe(422);
    const outside = await client.put("/api/admin/game-data/images", { name: "/etc/passwd", base64: "AAAA" });
    expect(outside.status).toBe(400);
    expect(await audits("game-data.image")).toHaveLength(1);
  });
  it("answers admins only: a moderator and a player are refused, a visitor is asked to sign in", async () => {
    const { client: adminClient } = await adminUser(t);
    const draft = (await (
      await adminClient.post("/api/admin/game-data", { note: "", data: structuredClone(testGameData) })
    ).json()) as GameDataVersion;
    const moderator = await verifiedUser(t);
    await t.database.db.update(user).set({ role: "moderator" }).where(eq(user.id, moderator.me.id));
    const player = await verifiedUser(t);
    const callers = { visitor: t.client(), player: player.client, moderator: moderator.client };
    const expected = { visitor: 401, player: 403, moderator: 403 };
    const image = { name: "/icons/justice.svg", base64: "AAAA" };
    const routes: [string, (c: typeof adminClient) => Promise<Response>][] = [
      ["GET /", (c) => c.get("/api/admin/game-data")],
      ["POST /", (c) => c.post("/api/admin/game-data", { note: "", data: structuredClone(testGameData) })],
      ["GET /images", (c) => c.get("/api/admin/game-data/images")],
      ["PUT /images", (c) => c.put("/api/admin/game-data/images", image)],
      ["GET /:id", (c) => c.get(`/api/admin/game-data/${draft.id}`)],
      ["GET /:id/data", (c) => c.get(`/api/admin/game-data/${draft.id}/data`)],
      ["POST /:id/publish", (c) => c.post(`/api/admin/game-data/${draft.id}/publish`)],
      ["POST /:id/rollback", (c) => c.post(`/api/admin/game-data/${draft.id}/rollback`)],
    ];
    const before = await t.database.db.select().from(auditLog);
    for (const [name, send] of routes) {
      for (const [caller, client] of Object.entries(callers)) {
        expect([name, caller, (await send(client)).status]).toEqual([
          name,
          caller,
          expected[caller as keyof typeof expected],
        ]);
      }
    }
    // Nothing a refused caller sent was stored or logged.
    expect(await t.database.db.select().from(auditLog)).toHaveLength(before.length);
    expect((await adminClient.get(`/api/admin/game-data/${draft.id}/data`)).status).toBe(200);
  });
  it("asks for a fresh sign-in before publishing or rolling back, and changes nothing until then", async () => {
    const { client, me } = await adminUser(t);
    const draft = (await (
      await client.post("/api/admin/game-data", { note: "stale", data: structuredClone(testGameData) })
    ).json()) as GameDataVersion;
    const before = await client.get("/api/admin/game-data").then((res) => res.text());
    // Signed in 11 minutes ago: the console's window for destructive actions is 10.
    await t.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(session.userId, me.id));
    for (const how of ["publish", "rollback"]) {
      const res = await client.post(`/api/admin/game-data/${draft.id}/${how}`);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("reauth-required");
    }
    expect(await client.get("/api/admin/game-data").then((res) => res.text())).toBe(before);
    expect((await audits("game-data.publish")).filter((entry) => entry.targetId === draft.id)).toEqual([]);
  });
});
