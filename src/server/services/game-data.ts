import { desc, eq, isNotNull, sql } from "drizzle-orm";
import { parseGameData } from "#core/game-data/parse.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { EXPLORE_FACTS_VERSION } from "#core/rules/explore/facts.ts";
import type { Database, Db, Tx } from "#server/db/client.ts";
import { gameDataImports, hunters } from "#server/db/schema.ts";
import type { GameDataStore } from "#server/game-data/store.ts";
import { recordAudit } from "./audit-log.ts";

// Every instance on one database LISTENs here and reloads after an import, a publish or a rollback
// (docs/product.md#game-data).
const GAME_DATA_CHANNEL = "game_data_imported";

// The version served: the newest stamped published (a rollback stamps an earlier one again); drafts never.
// Ties (one transaction's clock) go to the later upload.
export const servedOrder = [
  desc(gameDataImports.publishedAt),
  desc(gameDataImports.importedAt),
  desc(gameDataImports.id),
] as const;

/** The published game data served now, or null when none was ever imported (the shipped file applies). */
export async function loadLatestGameData(db: Db): Promise<GameData | null> {
  const [row] = await db
    .select()
    .from(gameDataImports)
    .where(isNotNull(gameDataImports.publishedAt))
    .orderBy(...servedOrder)
    .limit(1);
  if (!row) return null;
  return parseGameData(row.data, `game data imported at ${row.importedAt.toISOString()}`);
}

/**
 * Tells every instance on the database, at this transaction's commit, to serve the newest published version,
 * and has every build's explore facts derived again under it: a bound the new data lowers takes a build off
 * the boards (docs/product.md#the-games-rules-on-every-value) within the catch-up's next minute. Facts of the
 * version before keep a build's time at its speed (services/explore-facts.ts).
 */
export async function announceGameData(tx: Tx, versionId: string) {
  await tx
    .update(hunters)
    .set({ factsVersion: EXPLORE_FACTS_VERSION - 1 })
    .where(eq(hunters.factsVersion, EXPLORE_FACTS_VERSION));
  await tx.execute(sql`select pg_notify(${GAME_DATA_CHANNEL}, ${versionId})`);
}

/**
 * Validates, then records the import (published at once, by the command line), its audit entry and the
 * announcement in one transaction. Throws GameDataError naming every bad path, and then nothing is written.
 */
export async function importGameData(db: Db, input: unknown, source = "game data"): Promise<GameData> {
  const data = parseGameData(input, source);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(gameDataImports)
      .values({ data, uploadedBy: "command line", note: source, publishedAt: sql`clock_timestamp()` })
      .returning({ id: gameDataImports.id });
    const id = row?.id ?? "";
    await recordAudit(tx, {
      actor: "cli",
      action: "game-data.import",
      target: { type: "game-data", id },
      after: { id, note: source },
    });
    await announceGameData(tx, id);
  });
  return data;
}

/** Keeps a store on the latest import, also one made through another instance or the command line. */
export async function followGameDataImports(database: Database, store: GameDataStore) {
  let reloading = Promise.resolve();
  const reload = () => {
    reloading = reloading.then(async () => {
      try {
        const latest = await loadLatestGameData(database.db);
        if (latest) store.replace(latest);
      } catch (error) {
        console.error("Could not reload the imported game data:", error);
      }
    });
  };
  // An import made while the LISTEN connection was down sent a notification nobody heard: read again once back.
  return database.listen(GAME_DATA_CHANNEL, reload, (up) => {
    if (up) reload();
  });
}
