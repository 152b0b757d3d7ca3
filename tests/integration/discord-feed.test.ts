import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { createDiscordFeed, type DiscordFeed } from "#server/discord/feed.ts";
import { registerDiscordCommands } from "#server/discord/register.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { startDiscordStandIn } from "./support/discord-stand-in.ts";
import { type Instances, startInstances } from "./support/instances.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb, pgTestUrl } from "./support/test-db.ts";

// Guild channel feeds against a loopback Discord (docs/product.md#hunter-lodge-in-discord): only Discord's
// webhook addresses are taken, each post goes out once, Discord's 404 removes the feed and tells its owner,
// its 429 is waited out, and a player's text pings no one.

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789";
// 2025-01-09 23:59:50 UTC: ten seconds before a Friday's events begin (the daily post, world bosses).
const BEFORE_MIDNIGHT = Date.parse("2025-01-09T23:59:50Z");

let discord: Awaited<ReturnType<typeof startDiscordStandIn>>;
beforeAll(async () => {
  discord = await startDiscordStandIn();
});
afterAll(async () => {
  await discord.close();
});

const hookPath = (id: string) => `/api/webhooks/${id}/${TOKEN}`;

describe("discord-register-commands", () => {
  it("puts the four commands with their descriptions in our languages, with the bot's token", async () => {
    const count = await registerDiscordCommands({
      DISCORD_APPLICATION_ID: "4242",
      DISCORD_BOT_TOKEN: "bot-token",
      DISCORD_API_URL: `${discord.origin}/api`,
    });
    expect(count).toBe(4);
    const put = discord.received.findLast((r) => r.path === "/api/v10/applications/4242/commands");
    expect(put?.method).toBe("PUT");
    expect(put?.headers.authorization).toBe("Bot bot-token");
    const commands = JSON.parse(put?.body ?? "[]") as {
      name: string;
      description_localizations: Record<string, string>;
    }[];
    expect(commands.map((c) => c.name)).toEqual(["build", "profile", "leaderboard", "events"]);
    expect(commands[0]?.description_localizations.de).toBe(
      "Zeigt einen Build: Karte, Angriffstempo und Ersteller",
    );
    expect(Object.keys(commands[0]?.description_localizations ?? {})).toEqual([
      "de",
      "es-ES",
      "es-419",
      "fr",
      "ko",
      "pt-BR",
    ]);
  });

  it("says what is missing when the settings are not there", async () => {
    await expect(
      registerDiscordCommands({
        DISCORD_APPLICATION_ID: undefined,
        DISCORD_BOT_TOKEN: undefined,
        DISCORD_API_URL: undefined,
      }),
    ).rejects.toThrow(/DISCORD_APPLICATION_ID/);
  });
});

describeEachDb("Discord channel feeds (%s)", (kind) => {
  let clock = BEFORE_MIDNIGHT;
  const t = testAppPerSuite(kind, { env: { DISCORD_WEBHOOK_HOSTS: "" } });
  let feed: DiscordFeed;
  beforeAll(() => {
    // The stand-in's host is named per run, so the setting is set once its port is known.
    t.ctx.env.DISCORD_WEBHOOK_HOSTS = [discord.host];
    t.ctx.now = () => new Date(clock);
    feed = createDiscordFeed(t.ctx);
  });
  afterAll(async () => {
    await feed?.stop();
  });

  // Each database's run has its own webhooks on the one stand-in.
  const hook = (n: number) => `${kind === "pglite" ? 1 : 2}0000000000000000${n}`;
  const addFeed = (client: TestClient, id: string, overrides: Record<string, unknown> = {}) =>
    client.post("/api/discord-feeds", {
      url: `${discord.origin}${hookPath(id)}`,
      name: "#guild-events",
      dailyEvents: true,
      kinds: ["bosses"],
      leadMinutes: 0,
      newBuilds: false,
      ...overrides,
    });

  it("refuses any address but a Discord webhook, and keeps the token out of every answer", async () => {
    const { client } = await verifiedUser(t);
    for (const url of [
      `https://evil.example/api/webhooks/123456789012345678/${TOKEN}`,
      "http://169.254.169.254/latest/meta-data",
      `http://127.0.0.1:1/api/webhooks/123456789012345678/${TOKEN}`,
    ]) {
      const res = await client.post("/api/discord-feeds", {
        url,
        name: "x",
        dailyEvents: true,
        kinds: [],
        leadMinutes: 0,
        newBuilds: false,
      });
      expect(res.status, url).toBe(400);
    }
    expect(await (await client.get("/api/discord-feeds")).json()).toEqual([]);
    const added = await addFeed(client, hook(1));
    expect(added.status).toBe(201);
    expect(await added.text()).not.toContain(TOKEN);
    expect(await (await client.get("/api/discord-feeds")).text()).not.toContain(TOKEN);
    expect((await addFeed(client, hook(1))).status).toBe(409);
  });

  it("posts the day's events and each boss reminder once, however often and however many loops tick", async () => {
    const { client } = await verifiedUser(t);
    expect((await addFeed(client, hook(2))).status).toBe(201);
    clock = BEFORE_MIDNIGHT + 20_000;
    const second = createDiscordFeed(t.ctx);
    await Promise.all([feed.tick(), second.tick(), feed.tick(), second.tick()]);
    await second.stop();
    const posts = discord.received.filter((r) => r.path === hookPath(hook(2)));
    const titles = posts.map((p) => (JSON.parse(p.body) as { embeds: { title: string }[] }).embeds[0]?.title);
    expect(titles.filter((title) => title === "Today in the game")).toHaveLength(1);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(titles).size).toBe(titles.length);
    for (const post of posts) expect(JSON.parse(post.body).allowed_mentions).toEqual({ parse: [] });
  });

  it("posts a guild's events once to a channel several members feed, and each member's own builds", async () => {
    const members = [await verifiedUser(t), await verifiedUser(t)];
    for (const member of members) {
      expect((await addFeed(member.client, hook(5), { newBuilds: true })).status).toBe(201);
    }
    clock = Date.parse("2025-01-10T23:59:50Z");
    await feed.tick();
    clock += 10_000;
    const names = ["Guild Alpha", "Guild Beta"];
    for (const [index, member] of members.entries()) {
      const res = await member.client.post("/api/hunters", {
        slotIndex: 0,
        hunter: build({ hunterName: names[index] }),
      });
      expect(res.status).toBe(201);
    }
    clock += 30_000;
    await Promise.all([feed.tick(), feed.tick()]);
    const posts = discord.received
      .filter((r) => r.path === hookPath(hook(5)))
      .map((r) => JSON.parse(r.body) as { embeds: { title: string }[] });
    const titles = posts.map((p) => p.embeds[0]?.title);
    expect(titles.filter((title) => title === "Today in the game")).toHaveLength(1);
    expect(titles.filter((title) => title && names.includes(title)).sort()).toEqual(names);
  });

  it("removes a feed Discord no longer knows and tells its owner; waits out a 429", async () => {
    const { client } = await verifiedUser(t);
    expect((await addFeed(client, hook(3), { dailyEvents: false, kinds: [], newBuilds: true })).status).toBe(
      201,
    );
    expect((await addFeed(client, hook(4), { dailyEvents: false, kinds: [], newBuilds: true })).status).toBe(
      201,
    );
    discord.answer(hookPath(hook(3)), 404);
    discord.answer(hookPath(hook(4)), 429, { retryAfter: 0.2, times: 1 });
    clock += 60_000;
    const created = await client.post("/api/hunters", {
      slotIndex: 0,
      hunter: build({ hunterName: "@everyone Aria" }),
    });
    expect(created.status).toBe(201);
    const hunter = (await created.json()) as HunterRecord;
    // The build was listed within the window the next tick reads.
    clock += 30_000;
    const report = await feed.tick();
    expect(report, "one feed gone, the limited one posted after its wait").toEqual({
      posted: 1,
      gone: 1,
      failed: 0,
    });
    expect(await (await client.get("/api/discord-feeds")).json()).toHaveLength(1);
    const { notices } = (await (await client.get("/api/notices")).json()) as { notices: { kind: string }[] };
    const kinds = notices.map((n) => n.kind);
    expect(kinds).toContain("discord-webhook-removed");
    const limited = discord.received.filter((r) => r.path === hookPath(hook(4)));
    expect(limited.length, "posted again after the wait").toBe(2);
    const body = JSON.parse(limited[1]?.body ?? "{}") as {
      content: string;
      embeds: { title: string; url: string }[];
    };
    expect(body.embeds[0]?.title).not.toContain("@everyone");
    expect(body.embeds[0]?.url).toContain(hunter.id);
  });
});

describe.skipIf(!pgTestUrl)("Discord channel feeds on two instances of one PostgreSQL", () => {
  let instances: Instances;
  let clock = BEFORE_MIDNIGHT;

  beforeAll(async () => {
    instances = await startInstances(2, { env: { DISCORD_WEBHOOK_HOSTS: discord.host } });
    for (const server of instances.servers) server.ctx.now = () => new Date(clock);
  });
  afterAll(async () => {
    await instances?.stop();
  });

  it("posts the day's events once to each feed, whichever instances tick", async () => {
    const hooks = ["300000000000000001", "300000000000000002", "300000000000000003"];
    for (const [index, id] of hooks.entries()) {
      const player = await instances.player(index % 2);
      const res = await player.post("/api/discord-feeds", {
        url: `${discord.origin}${hookPath(id)}`,
        name: `#events-${index}`,
        dailyEvents: true,
        kinds: [],
        leadMinutes: 0,
        newBuilds: false,
      });
      expect(res.status).toBe(201);
    }
    const feeds = instances.servers.map((server) => createDiscordFeed(server.ctx));
    clock = BEFORE_MIDNIGHT + 20_000;
    const reports = await Promise.all(feeds.flatMap((feed) => [feed.tick(), feed.tick()]));
    await Promise.all(feeds.map((feed) => feed.stop()));
    expect(reports.reduce((sum, r) => sum + r.posted, 0)).toBe(hooks.length);
    for (const id of hooks) {
      expect(
        discord.received.filter((r) => r.path === hookPath(id)),
        id,
      ).toHaveLength(1);
    }
  });
});
