import { and, count, eq, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { checkPresetEdit, checkPresetLimit, filtersForTier, presetEditable } from "#core/rules/presets.ts";
import type { Preset, PresetFilters, PresetInput, PresetUpdate } from "#core/schemas/presets.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { inventoryPresets } from "#server/db/schema.ts";
import { AppError, forbidden, notFound, refused } from "#server/errors.ts";
import { writeTransaction } from "./idempotency.ts";
import { lockUserRow, type OwnDataContext } from "./own-data.ts";
import { vipState } from "./purchases.ts";
import { readWithLimits, sessionRead } from "./session-lookup.ts";
import { isoText } from "./stored-data.ts";
import { type KnownAccount, limitsFrom } from "./user-limits.ts";
import { isBasedOn, nextVersion } from "./versions.ts";

type PresetRow = typeof inventoryPresets.$inferSelect;
/** A preset as the list reads it: its times already as the text toISOString gives. */
type ListedPreset = Pick<PresetRow, "id" | "name" | "filters"> & { createdAt: string; updatedAt: string };

// Every stored filter set was written through presetFiltersSchema (create and update take it parsed), so it
// is read as stored, not parsed again
// (docs/decisions.md#2026-11-29-the-request-log-in-batches-presets-read-as-stored); its fields picked in the
// schema's order, since jsonb keeps keys in an order of its own and the answer stays byte for byte what a
// parse gave.
const storedFilters = (stored: unknown): PresetFilters => {
  const { itemType, rarity, quality, attributes, inheritable } = stored as PresetFilters;
  return { itemType, rarity, quality, attributes, inheritable };
};

const iso = (time: Date | string) => (typeof time === "string" ? time : time.toISOString());

const toPreset = (row: PresetRow | ListedPreset, isVip: boolean): Preset => ({
  id: row.id,
  name: row.name,
  filters: storedFilters(row.filters),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  editable: presetEditable(isVip),
});

const ownedBy = (userId: string, presetId: string) =>
  and(eq(inventoryPresets.id, presetId), eq(inventoryPresets.userId, userId));

// Asked on every visit to the inventory: it rides the session check's statement
// (services/session-lookup.ts).
export const presetsRead = sessionRead<{ presets: ListedPreset[] }>("presets", (owner) => {
  const p = inventoryPresets;
  return {
    presets: sql<ListedPreset[]>`(select coalesce(json_agg(json_build_object('id', ${p.id}, 'name', ${p.name},
      'filters', ${p.filters}, 'createdAt', ${isoText(p.createdAt)}, 'updatedAt', ${isoText(p.updatedAt)})
      order by ${p.createdAt}, ${p.id}), '[]'::json) from ${p} where ${p.userId} = ${owner})`,
  };
});

// Creation order: after VIP lapses, the presets a player saw first stay first.
export async function listPresets(
  ctx: OwnDataContext,
  userId: string,
  known: KnownAccount = null,
): Promise<Preset[]> {
  const { row, limits } = await readWithLimits(databaseOf(ctx).db, presetsRead, userId, known);
  const { isVip } = limitsFrom(limits, ctx.now());
  return (row.presets ?? []).map((preset) => toPreset(preset, isVip));
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
