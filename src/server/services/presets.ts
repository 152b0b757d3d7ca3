import { and, asc, count, eq, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { checkPresetEdit, checkPresetLimit, filtersForTier, presetEditable } from "#core/rules/presets.ts";
import type { Preset, PresetFilters, PresetInput, PresetUpdate } from "#core/schemas/presets.ts";
import type { Db } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { preparedPer } from "#server/db/prepared.ts";
import { inventoryPresets } from "#server/db/schema.ts";
import { AppError, forbidden, notFound, refused } from "#server/errors.ts";
import { writeTransaction } from "./idempotency.ts";
import { lockUserRow, type OwnDataContext } from "./own-data.ts";
import { vipState } from "./purchases.ts";
import { type KnownAccount, limitsForRead } from "./user-limits.ts";
import { isBasedOn, nextVersion } from "./versions.ts";

type PresetRow = typeof inventoryPresets.$inferSelect;

// Every stored filter set was written through presetFiltersSchema (create and update take it parsed), so it
// is read as stored, not parsed again (issue 31); its fields picked in the schema's order, since jsonb keeps
// keys in an order of its own and the answer stays byte for byte what a parse gave.
const storedFilters = (stored: unknown): PresetFilters => {
  const { itemType, rarity, quality, attributes, inheritable } = stored as PresetFilters;
  return { itemType, rarity, quality, attributes, inheritable };
};

const toPreset = (row: PresetRow, isVip: boolean): Preset => ({
  id: row.id,
  name: row.name,
  filters: storedFilters(row.filters),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  editable: presetEditable(isVip),
});

const ownedBy = (userId: string, presetId: string) =>
  and(eq(inventoryPresets.id, presetId), eq(inventoryPresets.userId, userId));

const creationOrder = [asc(inventoryPresets.createdAt), asc(inventoryPresets.id)];

// Asked on every visit to the inventory: one prepared statement per database, built once (issue 31).
const presetReads = preparedPer((db: Db) =>
  db
    .select()
    .from(inventoryPresets)
    .where(eq(inventoryPresets.userId, sql.placeholder("userId")))
    .orderBy(...creationOrder)
    .prepare("own_presets"),
);

// Creation order: after VIP lapses, the presets a player saw first stay first.
export async function listPresets(
  ctx: OwnDataContext,
  userId: string,
  known: KnownAccount = null,
): Promise<Preset[]> {
  const db = databaseOf(ctx).db;
  const { isVip } = await limitsForRead(db, userId, ctx.now(), known);
  const read = presetReads(db);
  const rows = await read.execute({ userId });
  return rows.map((row) => toPreset(row, isVip));
}

/** The limit (3, VIP 10) is counted under the user lock, so concurrent creates never pass it. */
export async function createPreset(ctx: OwnDataContext, userId: string, input: PresetInput): Promise<Preset> {
  const now = ctx.now();
  const created = await writeTransaction(databaseOf(ctx).db, async (tx) => {
    await lockUserRow(tx, userId);
    const { isVip } = await vipState(tx, userId, now);
    const [held] = await tx
      .select({ n: count() })
      .from(inventoryPresets)
      .where(eq(inventoryPresets.userId, userId));
    const limitReached = checkPresetLimit(held?.n ?? 0, isVip);
    if (limitReached) throw refused(limitReached, "preset-limit");
    const [row] = await tx
      .insert(inventoryPresets)
      .values({
        userId,
        name: input.name,
        filters: filtersForTier(input.filters, isVip),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toPreset(row as PresetRow, isVip);
  });
  await ctx.notify?.(userId, "presets");
  return created;
}

export async function updatePreset(
  ctx: OwnDataContext,
  userId: string,
  presetId: string,
  update: PresetUpdate,
): Promise<Preset> {
  const now = ctx.now();
  const updated = await writeTransaction(databaseOf(ctx).db, async (tx) => {
    const [current] = await tx.select().from(inventoryPresets).where(ownedBy(userId, presetId)).for("update");
    if (!current) throw notFound();
    const { isVip } = await vipState(tx, userId, now);
    const vipOnly = checkPresetEdit(isVip);
    if (vipOnly) throw forbidden(vipOnly, "vip-only");
    // An edit made from an older copy (offline, another device) never overwrites a newer one silently.
    if (!isBasedOn(current.updatedAt, update.baseUpdatedAt))
      throw new AppError(409, "preset-conflict", messages.presetConflict, {
        current: toPreset(current, isVip),
      });
    const [row] = await tx
      .update(inventoryPresets)
      .set({
        filters: update.filters,
        ...(update.name === undefined ? {} : { name: update.name }),
        updatedAt: nextVersion(now, current.updatedAt),
      })
      .where(ownedBy(userId, presetId))
      .returning();
    return toPreset(row as PresetRow, isVip);
  });
  await ctx.notify?.(userId, "presets");
  return updated;
}

// Free users may delete: it is how they get back under their limit.
export async function deletePreset(ctx: OwnDataContext, userId: string, presetId: string): Promise<void> {
  await writeTransaction(databaseOf(ctx).db, async (tx) => {
    const deleted = await tx
      .delete(inventoryPresets)
      .where(ownedBy(userId, presetId))
      .returning({ id: inventoryPresets.id });
    if (deleted.length === 0) throw notFound();
  });
  await ctx.notify?.(userId, "presets");
}
