import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "#server/auth/auth.ts";
import { grantVipLifetime } from "#server/services/purchases.ts";
import { register, signIn, verifiedUser } from "./support/accounts.ts";
import { ACCOUNT, ACHIEVEMENTS, REGISTER } from "./support/authorization-matrix/account.ts";
import { ADMIN } from "./support/authorization-matrix/admin.ts";
import {
  CLOSED_AUTH,
  OPEN_AUTH,
  PROVIDER_AUTH,
  SESSION_CHANGING_AUTH,
} from "./support/authorization-matrix/better-auth.ts";
import { CALENDAR_FEED, DISCORD_FEEDS, REMINDERS } from "./support/authorization-matrix/events.ts";
import { EXPLORE } from "./support/authorization-matrix/explore.ts";
import { FEEDBACK_INBOX } from "./support/authorization-matrix/feedback-inbox.ts";
import { GAME_DATA_ADMIN } from "./support/authorization-matrix/game-data-admin.ts";
import { HUNTERS } from "./support/authorization-matrix/hunters.ts";
import { INSTANCE_ADMIN } from "./support/authorization-matrix/instance-admin.ts";
import { INVENTORY } from "./support/authorization-matrix/inventory.ts";
import { PROOF } from "./support/authorization-matrix/proof.ts";
import { MODERATION, REPORTS } from "./support/authorization-matrix/reports.ts";
import { ROSTER_PLAN } from "./support/authorization-matrix/roster-plan.ts";
import {
  device,
  type Fresh,
  item,
  type Owned,
  ROLES,
  type Role,
  type Row,
  SECRET,
} from "./support/authorization-matrix/rows.ts";
import { SIGN_IN } from "./support/authorization-matrix/sign-in.ts";
import { LIVE, SITE } from "./support/authorization-matrix/site.ts";
import { TRANSFER } from "./support/authorization-matrix/transfer.ts";
import { sseReader } from "./support/sse.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { dbKinds } from "./support/test-db.ts";

// Who may call what (docs/product.md#security): every route of the router and every endpoint of better-auth's, for
// every kind of caller. A route added without a row (a new better-auth version's included) fails the first
// test; a status that changes fails its row.

// The rows, per area, are in support/authorization-matrix/; this is the order they run in.
const MATRIX: Record<string, Row> = {
  ...SITE,
  ...SIGN_IN,
  ...ACCOUNT,
  ...HUNTERS,
  ...EXPLORE,
  ...INVENTORY,
  ...ROSTER_PLAN,
  ...REMINDERS,
  ...ACHIEVEMENTS,
  ...CALENDAR_FEED,
  ...DISCORD_FEEDS,
  ...TRANSFER,
  ...FEEDBACK_INBOX,
  ...ADMIN,
  ...GAME_DATA_ADMIN,
  ...INSTANCE_ADMIN,
  ...PROOF,
  ...REPORTS,
  ...MODERATION,
  // new-page: rows (npm run new -- page <name> adds its screen's rows here)
  ...LIVE,
  ...CLOSED_AUTH,
  ...OPEN_AUTH,
  ...PROVIDER_AUTH,
  ...SESSION_CHANGING_AUTH,
  // Last: registering signs the caller in to the new account (a guest becomes it).
  ...REGISTER,
};

/**
 * Every route the app answers under /api, as "METHOD /path": our router's, and behind its /api/auth/* every
 * endpoint better-auth has, read from an auth instance made as the app makes it.
 */
function routesOf(t: TestApp): string[] {
  const ours = t.app.routes
    .filter((r) => r.path.startsWith("/api/") && !r.path.endsWith("/*"))
    .map((r) => `${r.method} ${r.path}`);
  const betterAuth = Object.values(createAuth(t.ctx).api).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
    // Without a path an endpoint is callable from our code only (auth.api), never over HTTP.
    if (!path) return [];
    return [options?.method ?? "*"].flat().map((method) => `${method} /api/auth${path}`);
  });
  return [...new Set([...ours, ...betterAuth])].sort();
}

describe.each(dbKinds)("authorization matrix (%s)", (kind) => {
  let t: TestApp;
  const clients = {} as Record<Role, TestClient>;
  let owned: Owned;
  let ownerClient: TestClient;

  // A resource of the owner's that a call may use up (the owner's deletes).
  async function fresh(kind: Fresh): Promise<string> {
    const [path, body] =
      kind === "hunter"
        ? ["/api/hunters", { slotIndex: 3, hunter: {} }]
        : kind === "item"
          ? ["/api/inventory", item]
          : kind === "device"
            ? ["/api/reminders/devices", device()]
            : ["/api/presets", { name: "Spare", filters: {} }];
    const res = await ownerClient.post(path, body);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    clients.visitor = t.client();
    clients.unverified = t.client();
    await register(clients.unverified);
    clients.guest = t.client();
    expect((await clients.guest.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    clients.free = (await verifiedUser(t)).client;
    const vip = await verifiedUser(t);
    await grantVipLifetime(t.ctx, vip.me.id);
    clients.vip = vip.client;
    clients.other = (await verifiedUser(t)).client;
    const owner = await verifiedUser(t);
    ownerClient = owner.client;
    clients.owner = ownerClient;
    const hunterRes = await ownerClient.post("/api/hunters", {
      slotIndex: 0,
      hunter: { hunterName: SECRET.hunter, isPublic: false },
    });
    const itemRes = await ownerClient.post("/api/inventory", item);
    const presetRes = await ownerClient.post("/api/presets", { name: SECRET.preset, filters: {} });
    const deviceRes = await ownerClient.post("/api/reminders/devices", device());
    owned = {
      userId: owner.me.id,
      nickname: owner.body.nickname,
      email: owner.body.email,
      hunterId: ((await hunterRes.json()) as { id: string }).id,
      itemId: ((await itemRes.json()) as { id: string }).id,
      presetId: ((await presetRes.json()) as { id: string }).id,
      deviceId: ((await deviceRes.json()) as { id: string }).id,
    };
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("has a row for every route of the router and every endpoint of better-auth, and none for a route that is gone", () => {
    expect(Object.keys(MATRIX).sort()).toEqual(routesOf(t));
  });

  // Roles in this order: the owner's destructive calls use fresh resources, the others use the shared ones.
  describe.each(Object.keys(MATRIX))("%s", (route) => {
    it.each(ROLES)("as %s", async (role) => {
      const row = MATRIX[route] as Row;
      const shared = {
        hunter: owned.hunterId,
        item: owned.itemId,
        preset: owned.presetId,
        device: owned.deviceId,
      };
      const { method, path, body } = await row.call(
        owned,
        role === "owner" ? fresh : async (kind) => shared[kind],
      );
      const res = await clients[role].request(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const streamed = res.headers.get("content-type")?.startsWith("text/event-stream");
      const text = streamed ? await firstFrames(res) : await res.text();
      expect(res.status, `${role} ${method} ${path}: ${text.slice(0, 200)}`).toBe(row.expect[role]);
      if (role !== "owner" && route !== "GET /api/dev/mailbox") {
        expect(text).not.toContain(SECRET.hunter);
        expect(text).not.toContain(SECRET.preset);
        expect(text).not.toContain(owned.email);
        if (route !== "GET /api/profiles/:nickname") {
          expect(text).not.toContain(owned.hunterId);
          expect(text).not.toContain(owned.itemId);
          expect(text).not.toContain(owned.deviceId);
        }
      }
      expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
    });
  });

  // The register row signed every client in to a new account: the owner signs in again.
  const ownerAgain = async () => {
    const client = t.client();
    expect((await signIn(client, owned.email)).status).toBe(200);
    return client;
  };

  it("left the owner's own things as they were: every other caller's try changed nothing", async () => {
    const ownerClient = await ownerAgain();
    const hunters = (await (await ownerClient.get("/api/hunters")).json()) as { id: string }[];
    const items = (await (await ownerClient.get("/api/inventory")).json()) as { items: { id: string }[] };
    const presets = (await (await ownerClient.get("/api/presets")).json()) as { id: string; name: string }[];
    expect(hunters.map((h) => h.id)).toContain(owned.hunterId);
    expect(items.items.map((i) => i.id)).toContain(owned.itemId);
    expect(presets.find((p) => p.id === owned.presetId)?.name).toBe(SECRET.preset);
  });

  it("sends another user's live stream none of the owner's changes", async () => {
    const ownerClient = await ownerAgain();
    const other = (await verifiedUser(t)).client;
    const stream = sseReader(await other.get("/api/live"));
    expect((await stream.next())?.event).toBe("ready");
    expect((await ownerClient.post("/api/inventory", item)).status).toBe(201);
    // The hub keeps order: had the owner's change reached this stream, it would come before this one.
    expect((await other.post("/api/presets", { name: "Own", filters: {} })).status).toBe(201);
    const frame = await stream.next();
    await stream.close();
    expect(frame?.event).toBe("change");
    expect(JSON.parse(frame?.data ?? "{}")).toMatchObject({ topic: "presets" });
  });
});

// The live stream never ends by itself: its first frames are read, then it is closed.
async function firstFrames(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}
