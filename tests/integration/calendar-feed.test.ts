import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { gameText } from "#core/game-data/texts.ts";
import deMessages from "#core/i18n/locales/de/messages.json";
import { createAuth } from "#server/auth/auth.ts";
import { calendarFeeds } from "#server/db/schema.ts";
import { verifiedUser } from "./support/accounts.ts";
import { createTestApp, type TestApp, type TestClient } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// The calendar subscription end to end (docs/product.md#calendar-subscription): the choices made through the
// API show in the feed a calendar app reads with no session; a revoked or renewed token is not found; the
// feed goes with the account, and with a guest's sign-out.

const now = new Date("2026-12-21T10:00:00Z");
type Feed = { url: string; kinds: string[]; leadMinutes: number | null };

describeEachDb("calendar feed (%s)", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { now });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const game = () => t.ctx.gameData.get().calendar;
  const bossTitles = () =>
    new Set(
      game()
        .worldBossPairs.flat()
        .map((e) => e.title),
    );
  const pathOf = (feed: Feed) => new URL(feed.url).pathname;
  // A calendar app: no cookie, no Origin.
  const readFeed = (feed: Feed) => t.client().get(pathOf(feed));
  async function events(feed: Feed) {
    const res = await readFeed(feed);
    expect(res.status).toBe(200);
    const component = new ICAL.Component(ICAL.parse(await res.text()));
    return component.getAllSubcomponents("vevent").map((vevent) => ({
      summary: String(vevent.getFirstPropertyValue("summary")),
      triggers: vevent.getAllSubcomponents("valarm").map((a) => String(a.getFirstPropertyValue("trigger"))),
    }));
  }
  const save = async (client: TestClient, body: object) => {
    const res = await client.put("/api/calendar/feed", body);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Feed;
  };

  it("makes a feed with the chosen kinds and lead time, and the feed follows a change of them", async () => {
    const { client } = await verifiedUser(t);
    expect(await (await client.get("/api/calendar/feed")).json()).toEqual({ feed: null });

    const feed = await save(client, { kinds: ["bosses"], leadMinutes: 60 });
    expect(feed.url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await (await client.get("/api/calendar/feed")).json()).toEqual({ feed });

    const res = await readFeed(feed);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    const bosses = await events(feed);
    // 8 weeks from Monday 2026-12-21: 24 boss days, two bosses each, an hour's alarm on each.
    expect(bosses).toHaveLength(48);
    expect(bosses.every((e) => bossTitles().has(e.summary) && e.triggers.join() === "-PT1H")).toBe(true);

    const changed = await save(client, { kinds: ["daily-0", "valor"], leadMinutes: null });
    expect(changed).toEqual({ url: feed.url, kinds: ["valor", "daily-0"], leadMinutes: null });
    const after = await events(feed);
    expect(after.some((e) => bossTitles().has(e.summary))).toBe(false);
    expect(after.filter((e) => e.summary === game().dailyEvents[0]?.title)).toHaveLength(14);
    expect(after.some((e) => e.summary === game().battleOfValor[0]?.title)).toBe(true);
    expect(after.every((e) => e.triggers.length === 0)).toBe(true);
  });

  it("refuses an empty choice of kinds and a lead time not offered", async () => {
    const { client } = await verifiedUser(t);
    expect((await client.put("/api/calendar/feed", { kinds: [], leadMinutes: 15 })).status).toBe(400);
    expect((await client.put("/api/calendar/feed", { kinds: ["valor"], leadMinutes: 30 })).status).toBe(400);
    expect((await client.put("/api/calendar/feed", { kinds: ["raids"], leadMinutes: 15 })).status).toBe(400);
  });

  it("answers 404 to a revoked token and to one never given", async () => {
    const { client } = await verifiedUser(t);
    const feed = await save(client, { kinds: ["valor"], leadMinutes: 15 });
    expect((await readFeed(feed)).status).toBe(200);
    expect((await client.del("/api/calendar/feed")).status).toBe(204);
    expect((await readFeed(feed)).status).toBe(404);
    expect(await (await client.get("/api/calendar/feed")).json()).toEqual({ feed: null });
    expect((await t.client().get(`/api/calendar/${"x".repeat(43)}.ics`)).status).toBe(404);
    expect((await t.client().get("/api/calendar/short.ics")).status).toBe(404);
  });

  it("renews: a new token with the same choices, and the old one answers 404", async () => {
    const { client } = await verifiedUser(t);
    const feed = await save(client, { kinds: ["daily-2"], leadMinutes: 1440 });
    const res = await client.post("/api/calendar/feed/renew");
    expect(res.status).toBe(200);
    const renewed = (await res.json()) as Feed;
    expect(renewed.url).not.toBe(feed.url);
    expect(renewed).toMatchObject({ kinds: ["daily-2"], leadMinutes: 1440 });
    expect((await readFeed(feed)).status).toBe(404);
    const list = await events(renewed);
    expect(
      list.every((e) => e.summary === game().dailyEvents[2]?.title && e.triggers.join() === "-P1D"),
    ).toBe(true);
  });

  it("is deleted with the account", async () => {
    const { client, me } = await verifiedUser(t);
    const feed = await save(client, { kinds: ["valor"], leadMinutes: 15 });
    const auth = createAuth(t.ctx);
    await (await auth.$context).internalAdapter.deleteUser(me.id);
    expect((await readFeed(feed)).status).toBe(404);
    const rows = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.id));
    expect(rows).toEqual([]);
  });

  it("works for a guest and ends when the guest signs out; an account's feed outlives its sign-out", async () => {
    const guest = t.client();
    expect((await guest.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const guestFeed = await save(guest, { kinds: ["bosses"], leadMinutes: 15 });
    expect((await readFeed(guestFeed)).status).toBe(200);
    expect((await guest.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await readFeed(guestFeed)).status).toBe(404);

    const { client } = await verifiedUser(t);
    const feed = await save(client, { kinds: ["bosses"], leadMinutes: 15 });
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await readFeed(feed)).status).toBe(200);
  });

  it("gives one event as a file, with the alarm asked for", async () => {
    const res = await t.client().get("/api/calendar/events/valor-2-20250114.ics?lead=60");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="valor-2-20250114.ics"');
    const [vevent, ...rest] = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents("vevent");
    expect(rest).toEqual([]);
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(game().battleOfValor[2]?.title);
    expect(event.startDate.toJSDate().toISOString()).toBe("2025-01-14T00:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2025-01-19T12:00:00.000Z");
    expect(event.description.endsWith(" Concludes at 12:00 UTC.")).toBe(true);
    expect(String(vevent?.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger"))).toBe("-PT1H");
    expect(
      (await t.client().get(`/api/calendar/events/valor-2-${randomUUID().slice(0, 8)}.ics`)).status,
    ).toBe(404);
    expect((await t.client().get("/api/calendar/events/valor-1-20250114.ics")).status).toBe(404);
  });

  it("speaks the account's language: the URL names it, and the feed's and an event's texts follow it", async () => {
    const { client } = await verifiedUser(t);
    expect((await client.put("/api/me/language", { language: "de" })).status).toBe(200);
    const feed = await save(client, { kinds: ["valor"], leadMinutes: null });
    expect(new URL(feed.url).search).toBe("?lang=de");
    const attack = game().battleOfValor[2];
    const data = t.ctx.gameData.get();
    const translations = {
      de: { [attack?.title ?? ""]: "Angriff", [attack?.description ?? ""]: "Greif an." },
    };
    t.ctx.gameData.replace({ ...data, translations });
    const german = (english = "") => gameText(t.ctx.gameData.get(), "de", english);

    const ics = async (path: string) =>
      new ICAL.Component(ICAL.parse(await (await t.client().get(path)).text()));
    const url = new URL(feed.url);
    const calendar = await ics(url.pathname + url.search);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(deMessages.feedName);
    const summaries = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).summary);
    expect(summaries).toContain(german(attack?.title));
    // Without the language (a URL given before, or cut short), the feed stays English.
    const english = await ics(url.pathname);
    expect(english.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).summary)).toContain(
      attack?.title,
    );

    const event = new ICAL.Event(
      (await ics("/api/calendar/events/valor-2-20250114.ics?lang=de")).getFirstSubcomponent("vevent") ??
        undefined,
    );
    expect(event.summary).toBe(german(attack?.title));
    expect(event.description).toBe(`${german(attack?.description)}${deMessages.concludesSuffix}`);

    // Game terms kept English: the interface's words in German, the game's names in English.
    expect((await client.put("/api/me/language", { gameTerms: "english" })).status).toBe(200);
    const kept = (await (await client.get("/api/calendar/feed")).json()) as { feed: Feed };
    expect(new URL(kept.feed.url).search).toBe("?lang=de&terms=english");
    const keptEvent = new ICAL.Event(
      (await ics("/api/calendar/events/valor-2-20250114.ics?lang=de&terms=english")).getFirstSubcomponent(
        "vevent",
      ) ?? undefined,
    );
    expect(keptEvent.summary).toBe(attack?.title);
    expect(keptEvent.description).toBe(`${attack?.description}${deMessages.concludesSuffix}`);
    t.ctx.gameData.replace(data);
  });
});
