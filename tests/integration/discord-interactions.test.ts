import { expect, it } from "vitest";
import { calendarEvents } from "#core/rules/calendar-events.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { testGameData } from "../factories/game-data.ts";
import { createHunter as build } from "../factories/hunter.ts";
import { verifiedUser } from "./support/accounts.ts";
import { discordKeys, signedInteraction } from "./support/discord-stand-in.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// Hunter Lodge's slash commands as Discord calls them (docs/product.md#hunter-lodge-in-discord): signed by the
// stand-in's key, answered in the asker's locale, never with a private build or a ping.

const keys = discordKeys();
const gameData = { ...testGameData, translations: { de: { Mage: "Magier", Warrior: "Krieger" } } };
const NOW = new Date("2026-12-07T10:00:00Z");

type Answer = {
  type: number;
  data?: {
    content?: string;
    flags?: number;
    embeds?: {
      title?: string;
      description?: string;
      fields?: { name: string; value: string }[];
      image?: { url: string };
    }[];
    choices?: { name: string; value: string }[];
    allowed_mentions?: unknown;
  };
};

let nextId = 1;
const command = (name: string, options: Record<string, string> = {}, locale = "en-US", type = 2) => ({
  id: `i${Date.now()}${nextId++}`,
  type,
  locale,
  data: { name, options: Object.entries(options).map(([key, value]) => ({ name: key, type: 3, value })) },
});

describeEachDb("Discord interactions (%s)", (kind) => {
  const t = testAppPerSuite(kind, {
    now: NOW,
    gameData,
    env: {
      DISCORD_APPLICATION_ID: "4242",
      DISCORD_PUBLIC_KEY: keys.publicKeyHex,
      DISCORD_BOT_TOKEN: "bot-token",
    },
  });

  const send = (payload: unknown, timestamp = Math.floor(NOW.getTime() / 1000)) =>
    t
      .client({ origin: null })
      .request("/api/discord/interactions", signedInteraction(keys.privateKey, payload, timestamp));
  const ask = async (payload: unknown) => {
    const res = await send(payload);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Answer;
  };
  const created = async (client: TestClient, slotIndex: number, overrides = {}) => {
    const res = await client.post("/api/hunters", { slotIndex, hunter: build(overrides) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as HunterRecord;
  };

  it("answers Discord's PING, and refuses anything it did not sign, sign now, or sign once", async () => {
    expect(await ask({ id: "ping-1", type: 1 })).toEqual({ type: 1 });

    const payload = JSON.stringify({ id: "ping-2", type: 1 });
    const good = signedInteraction(keys.privateKey, payload, Math.floor(NOW.getTime() / 1000));
    const client = t.client({ origin: null });
    const post = (init: { headers: Record<string, string>; body: string }) =>
      client.request("/api/discord/interactions", { method: "POST", ...init });

    expect((await post({ ...good, body: payload.replace("ping-2", "ping-3") })).status).toBe(401);
    const other = discordKeys();
    expect(
      (await post(signedInteraction(other.privateKey, payload, Math.floor(NOW.getTime() / 1000)))).status,
    ).toBe(401);
    expect((await post({ ...good, headers: { "content-type": "application/json" } })).status).toBe(401);
    const stale = Math.floor(NOW.getTime() / 1000) - 10 * 60;
    expect((await post(signedInteraction(keys.privateKey, payload, stale))).status).toBe(401);
    expect((await post(good)).status).toBe(200);
    expect((await post(good)).status, "a replay").toBe(401);
  });

  it("shows a public build by link and by nickname and name, in the asker's language, and a private one as missing", async () => {
    const nickname = `disc${Math.floor(Math.random() * 1e6)}`;
    const { client, me } = await verifiedUser(t, { nickname });
    const shown = await created(client, 0, { hunterName: "Storm Aria", general: { hunterClass: "Mage" } });
    const hidden = await created(client, 1, {
      hunterName: "Secret",
      isPublic: false,
      general: { hunterClass: "Mage" },
    });

    const byLink = await ask(command("build", { build: `${t.env.BASE_URL}/hunter/${me.id}/${shown.id}` }));
    const embed = byLink.data?.embeds?.[0];
    expect(embed?.title).toBe("Storm Aria");
    expect(embed?.fields?.find((f) => f.name === "Class")?.value).toBe("Mage");
    expect(embed?.fields?.find((f) => f.name === "Creator")?.value).toBe(nickname.toLowerCase());
    expect(embed?.image?.url).toContain(`/api/cards/hunters/${me.id}/${shown.id}.png?v=`);
    expect(byLink.data?.allowed_mentions).toEqual({ parse: [] });

    const german = await ask(command("build", { build: `${nickname} storm aria` }, "de"));
    expect(german.data?.embeds?.[0]?.fields?.find((f) => f.name === "Klasse")?.value).toBe("Magier");

    const privateOne = await ask(command("build", { build: `/hunter/${me.id}/${hidden.id}` }));
    const missing = await ask(command("build", { build: `/hunter/${me.id}/no-such-hunter` }));
    const unnamed = await ask(command("build", { build: `${nickname} secret` }));
    expect(privateOne).toEqual(missing);
    expect(unnamed).toEqual(missing);
    expect(missing.data).toMatchObject({ flags: 64, content: "Not found: no public build answers to that." });
  });

  it("offers a player's public hunters as the asker types, never a private one", async () => {
    const nickname = `auto${Math.floor(Math.random() * 1e6)}`;
    const { client, me } = await verifiedUser(t, { nickname });
    const a = await created(client, 0, { hunterName: "Alpha", general: { hunterClass: "Warrior" } });
    await created(client, 1, { hunterName: "Another", isPublic: false });
    const answer = await ask({
      ...command("build", {}, "de", 4),
      data: {
        name: "build",
        options: [{ name: "build", type: 3, value: nickname.slice(0, 7), focused: true }],
      },
    });
    expect(answer.type).toBe(8);
    expect(answer.data?.choices).toEqual([
      { name: `${nickname.toLowerCase()} · Alpha (Krieger)`, value: `/hunter/${me.id}/${a.id}` },
    ]);
  });

  it("escapes what a player wrote, so a hunter's name pings no one and makes no markup", async () => {
    const nickname = `esc${Math.floor(Math.random() * 1e6)}`;
    const { client, me } = await verifiedUser(t, { nickname });
    const hostile = await created(client, 0, { hunterName: "@everyone **free** [x](https://e.vil)" });
    const answer = await ask(command("build", { build: `/hunter/${me.id}/${hostile.id}` }));
    const title = answer.data?.embeds?.[0]?.title ?? "";
    expect(title).not.toContain("@everyone");
    expect(title).toContain("\\*\\*free\\*\\*");
    expect(title).not.toContain("https://");
    expect(answer.data?.allowed_mentions).toEqual({ parse: [] });
  });

  it("answers /profile, /leaderboard in the page's order, and /events from the calendar's rules", async () => {
    const nickname = `prof${Math.floor(Math.random() * 1e6)}`;
    const { client } = await verifiedUser(t, { nickname });
    await created(client, 0, { hunterName: "Cleric One", general: { hunterClass: "Cleric" } });

    const profile = await ask(command("profile", { nickname }));
    expect(profile.data?.embeds?.[0]?.title).toBe(nickname.toLowerCase());
    expect(profile.data?.embeds?.[0]?.fields?.[0]?.value).toContain("Cleric One");
    expect((await ask(command("profile", { nickname: "nobody-here" }))).data).toMatchObject({ flags: 64 });

    const page = (await (await t.client().get("/api/explore/leaderboard?class=Cleric")).json()) as {
      entries: { hunterName: string }[];
    };
    const board = await ask(command("leaderboard", { class: "cleric" }));
    const lines = board.data?.embeds?.[0]?.description?.split("\n") ?? [];
    expect(lines.length).toBe(Math.min(10, page.entries.length));
    page.entries.slice(0, 10).forEach((entry, index) => {
      expect(lines[index]).toContain(`**#${index + 1}**`);
      expect(lines[index]).toContain(entry.hunterName.replace(/[*_~`|>#\-[\]()<:.!]/g, (c) => `\\${c}`));
    });
    expect((await ask(command("leaderboard", { class: "Bard" }))).data).toMatchObject({ flags: 64 });

    const week = await ask(command("events", { when: "week" }));
    const expected = calendarEvents(NOW, 7, gameData.calendar);
    expect(week.data?.embeds?.[0]?.description?.split("\n")).toHaveLength(expected.length);
    expect(week.data?.embeds?.[0]?.description).toContain(
      `<t:${Math.floor((expected[0]?.start ?? 0) / 1000)}:f>`,
    );
  });
});

describeEachDb("Discord without its settings (%s)", (kind) => {
  const t = testAppPerSuite(kind);
  it("has no interactions endpoint", async () => {
    const interaction = signedInteraction(keys.privateKey, { id: "x", type: 1 });
    // Discord sends no Origin, so the origin check refuses it first; with one, there is nothing there.
    expect((await t.client({ origin: null }).request("/api/discord/interactions", interaction)).status).toBe(
      403,
    );
    expect((await t.client().request("/api/discord/interactions", interaction)).status).toBe(404);
  });
});
