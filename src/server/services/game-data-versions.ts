import { desc, eq, isNotNull, sql } from "drizzle-orm";
import { diffGameData } from "#core/game-data/diff.ts";
import { parseGameData } from "#core/game-data/parse.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import type { GameDataChanges, GameDataVersion, GameDataVersions } from "#core/schemas/game-data-versions.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { gameDataImports } from "#server/db/schema.ts";
import { conflict, notFound } from "#server/errors.ts";
import { type AuditActor, recordAudit } from "./audit-log.ts";
import { announceGameData, loadLatestGameData, servedOrder } from "./game-data.ts";
import { countTouched } from "./game-data-impact.ts";

// The console's game data versions (docs/product.md#game-data-in-the-console). Every upload is a row; the
// served one is the newest stamped `published_at`; publishing a draft and rolling back to an earlier version
// both stamp it now (docs/decisions.md#2026-12-06-a-game-data-rollback-stamps-the-earlier-version-again).

type Ctx = Pick<ServerContext, "database" | "gameData">;

const listed = {
  id: gameDataImports.id,
  importedAt: gameDataImports.importedAt,
  uploadedBy: gameDataImports.uploadedBy,
  note: gameDataImports.note,
  publishedAt: gameDataImports.publishedAt,
};
type Listed = {
  id: string;
  importedAt: Date;
  uploadedBy: string | null;
  note: string | null;
  publishedAt: Date | null;
};

const servedId = async (db: Db | Tx) => {
  const [row] = await db
    .select({ id: gameDataImports.id })
    .from(gameDataImports)
    .where(isNotNull(gameDataImports.publishedAt))
    .orderBy(...servedOrder)
    .limit(1);
  return row?.id ?? null;
};

const toVersion = (row: Listed, current: string | null): GameDataVersion => ({
  id: row.id,
  importedAt: row.importedAt.toISOString(),
  uploadedBy: row.uploadedBy,
  note: row.note,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  current: row.id === current,
});

/** Every version, newest upload first, and which one is served (null: the shipped file). */
export async function listGameDataVersions(ctx: Ctx): Promise<GameDataVersions> {
  const { db } = databaseOf(ctx);
  const [rows, current] = await Promise.all([
    db
      .select(listed)
      .from(gameDataImports)
      .orderBy(desc(gameDataImports.importedAt), desc(gameDataImports.id)),
    servedId(db),
  ]);
  return { current, versions: rows.map((row) => toVersion(row, current)) };
}

async function findVersion(db: Db, id: string) {
  const [row] = await db.select().from(gameDataImports).where(eq(gameDataImports.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Keeps a file as a draft after the checks `import-game-data` makes (GameDataError names every bad path,
 * and then nothing is written). A draft is never served until published.
 */
export async function uploadGameDataDraft(
  ctx: Ctx,
  actor: Exclude<AuditActor, "cli">,
  input: { data: unknown; note: string },
) {
  const data = parseGameData(input.data, "game data");
  const note = input.note || null;
  return databaseOf(ctx).db.transaction(async (tx) => {
    const [row] = await tx
      .insert(gameDataImports)
      .values({ data, note, uploadedBy: actor.name, publishedAt: null })
      .returning(listed);
    if (!row) throw new Error("the draft was not stored");
    await recordAudit(tx, {
      actor,
      action: "game-data.upload",
      target: { type: "game-data", id: row.id },
      after: { id: row.id, note },
    });
    return toVersion(row, null);
  });
}

/** The version's own data, parsed as when it was stored: what a preview of it shows. */
export async function gameDataOfVersion(ctx: Ctx, id: string): Promise<GameData> {
  const row = await findVersion(databaseOf(ctx).db, id);
  return parseGameData(row.data, `game data version ${id}`);
}

/** The version against the data served now, and how many stored builds and items each change touches. */
export async function gameDataChanges(ctx: Ctx, id: string): Promise<GameDataChanges> {
  const { db } = databaseOf(ctx);
  const row = await findVersion(db, id);
  const diff = diffGameData(ctx.gameData.get(), parseGameData(row.data, `game data version ${id}`));
  const [touched, current] = await Promise.all([countTouched(db, diff), servedId(db)]);
  return { version: toVersion(row, current), diff, touched };
}

type Serve = { action: "game-data.publish" | "game-data.rollback"; reason?: string | null };

// Stamps the version published now, in one transaction with its audit entry and the announcement every
// instance reloads on. This instance reads the served version at once, not waiting for its own
// notification: read, not taken from the row, so a publish that committed in between is not undone here.
async function serveVersion(ctx: Ctx, actor: Exclude<AuditActor, "cli">, id: string, serve: Serve) {
  const { db } = databaseOf(ctx);
  const version = await db.transaction(async (tx) => {
    // The row is locked: a second publish of the same draft waits, then finds it published.
    const [row] = await tx.select().from(gameDataImports).where(eq(gameDataImports.id, id)).for("update");
    if (!row) throw notFound();
    const before = await servedId(tx);
    if (serve.action === "game-data.publish" && row.publishedAt) throw conflict(messages.gameDataNotDraft);
    if (serve.action === "game-data.rollback" && !row.publishedAt)
      throw conflict(messages.gameDataDraftNoRollback);
    if (before === id) throw conflict(messages.gameDataAlreadyServed);
    const [stamped] = await tx
      .update(gameDataImports)
      .set({ publishedAt: sql`clock_timestamp()` })
      .where(eq(gameDataImports.id, id))
      .returning(listed);
    if (!stamped) throw notFound();
    await recordAudit(tx, {
      actor,
      action: serve.action,
      target: { type: "game-data", id },
      reason: serve.reason ?? null,
      before: { id: before },
      after: { id },
    });
    await announceGameData(tx, id);
    return toVersion(stamped, id);
  });
  const served = await loadLatestGameData(db);
  if (served) ctx.gameData.replace(served);
  return version;
}

/** Serves a draft to every instance from now on. */
export const publishGameData = (ctx: Ctx, actor: Exclude<AuditActor, "cli">, id: string) =>
  serveVersion(ctx, actor, id, { action: "game-data.publish" });

/** Serves an earlier published version again, to every instance. */
export const rollBackGameData = (ctx: Ctx, actor: Exclude<AuditActor, "cli">, id: string) =>
  serveVersion(ctx, actor, id, { action: "game-data.rollback" });
