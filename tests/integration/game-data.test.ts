import { afterAll, beforeAll, expect, it } from "vitest";
import { sealDatabase } from "#server/db/context-database.ts";
import { GameDataError } from "../../src/core/game-data/parse.ts";
import type { GameData } from "../../src/core/game-data/schema.ts";
import type { ServerContext } from "../../src/server/context.ts";
import { gameDataImports } from "../../src/server/db/schema.ts";
import { readEnv } from "../../src/server/env.ts";
import { loadGameDataFile } from "../../src/server/game-data/load.ts";
import { createGameDataStore } from "../../src/server/game-data/store.ts";
import { configRoutes } from "../../src/server/routes/config.ts";
import { gameDataRoutes } from "../../src/server/routes/game-data.ts";
import {
  followGameDataImports,
  importGameData,
  loadLatestGameData,
} from "../../src/server/services/game-data.ts";
import { silentLive } from "../factories/live.ts";
import { quickPasswords } from "./support/quick-passwords.ts";
import { createTestDatabase, describeEachDb, type TestDatabase } from "./support/test-db.ts";

const shipped = loadGameDataFile();
const recoloured = (color: string): GameData => {
  const data = structuredClone(shipped);
  (data.classes[0] as { color: string }).color = color;
  return data;
};

describeEachDb("game data (%s)", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  const contextWith = (data: GameData): ServerContext => ({
    env: readEnv({ NODE_ENV: "test", UPGRADE_CONTACT: "Write to ops@example.com for VIP." }),
    database: sealDatabase(database),
    gameData: createGameDataStore(data),
    sendMail: async () => undefined,
    now: () => new Date(),
    passwords: quickPasswords,
    ...silentLive(),
  });

  it("serves the game data with an ETag, answers 304 while unchanged and a new ETag after a replace", async () => {
    const ctx = contextWith(shipped);
    const routes = gameDataRoutes(ctx);
    const first = await routes.request("/");
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    const { translations, ...english } = shipped;
    expect(await first.json()).toEqual(english);
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^".+"$/);

    const again = await routes.request("/", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    ctx.gameData.replace(recoloured("#123456"));
    const changed = await routes.request("/", { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(((await changed.json()) as GameData).classes[0]?.color).toBe("#123456");
  });

  it("sends the game names of the asked language only, each language under its own ETag", async () => {
    const routes = gameDataRoutes(contextWith(shipped));
    const german = await routes.request("/?lang=de");
    expect(await german.json()).toEqual({ ...shipped, translations: { de: shipped.translations?.de } });
    const etag = german.headers.get("ETag") ?? "";
    expect((await routes.request("/?lang=de", { headers: { "If-None-Match": etag } })).status).toBe(304);
    // Another language is another answer: not a 304 for the German one's tag.
    const korean = await routes.request("/?lang=ko", { headers: { "If-None-Match": etag } });
    expect(korean.status).toBe(200);
    expect(Object.keys(((await korean.json()) as GameData).translations ?? {})).toEqual(["ko"]);
    // English, or a language the app does not have, is the game data without translations.
    const english = (await routes.request("/")).headers.get("ETag");
    for (const lang of ["en", "xx", "en-XA"]) {
      expect((await routes.request(`/?lang=${lang}`)).headers.get("ETag")).toBe(english);
    }
  });

  it("tells the web app its id and how to get VIP here", async () => {
    const response = await configRoutes(contextWith(shipped)).request("/");
    expect(await response.json()).toEqual({
      appId: "hunter-lodge",
      upgradeContact: "Write to ops@example.com for VIP.",
      supportUrl: null,
      communityUrl: null,
      tutorialVideoUrl: null,
      discordInviteUrl: null,
    });
  });

  it("an import is stored, becomes the latest, and reaches every store that follows imports", async () => {
    const store = createGameDataStore(shipped);
    const unfollow = await followGameDataImports(database, store);
    await importGameData(database.db, recoloured("#00aa00"));
    expect((await loadLatestGameData(database.db))?.classes[0]?.color).toBe("#00aa00");
    await expect.poll(() => store.get().classes[0]?.color).toBe("#00aa00");
    await unfollow();
  });

  it("a bad file names its bad paths and changes nothing", async () => {
    const before = await database.db.select().from(gameDataImports);
    const latest = await loadLatestGameData(database.db);
    const bad = { ...recoloured("#ffffff"), classes: "none", avatars: [] };
    const failure = await importGameData(database.db, bad, "bad.json").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GameDataError);
    expect((failure as GameDataError).message).toContain("Invalid bad.json");
    expect((failure as GameDataError).issues.map((i) => i.path)).toEqual(["classes", "avatars"]);
    expect(await database.db.select().from(gameDataImports)).toHaveLength(before.length);
    expect(await loadLatestGameData(database.db)).toEqual(latest);
  });
});
