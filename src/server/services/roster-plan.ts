import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { consumedItemIds } from "#core/rules/planner/consumed-items.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import { hunterInputSchema, type OwnHunter } from "#core/schemas/hunter.ts";
import { inventoryItemDataSchema } from "#core/schemas/inventory-item.ts";
import {
  type RosterApplyResult,
  type RosterPlanSettings,
  type rosterApplySchema,
  rosterPlanSettingsSchema,
} from "#core/schemas/roster-plan.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, inventoryItems, rosterPlanSettings } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import type { HuntersContext } from "./hunter-rows.ts";
import { saveLockedHunter } from "./hunter-save.ts";
import { writeTransaction } from "./idempotency.ts";
import { deleteOwnItems } from "./inventory.ts";
import { lockUserRow } from "./own-data.ts";
import { loadUserLimits } from "./user-limits.ts";

// The roster plan (docs/product.md#roster-plan): the player's saved order and goals, and "Apply
// all", which saves every hunter the plan changed in one transaction, as single saves would one by one.

type ApplyInput = z.output<typeof rosterApplySchema>;
type HunterRow = typeof hunters.$inferSelect;

const ownHunterIds = async (db: Db | Tx, userId: string) =>
  new Set(
    (await db.select({ id: hunters.id }).from(hunters).where(eq(hunters.userId, userId))).map((r) => r.id),
  );

// Only the player's own hunters are kept: one deleted since drops out, another player's never gets in.
function keepOwn(settings: RosterPlanSettings, own: ReadonlySet<string>): RosterPlanSettings {
  return {
    order: settings.order.filter((id) => own.has(id)),
    goals: Object.fromEntries(Object.entries(settings.goals).filter(([id]) => own.has(id))),
  };
}

/** GET /api/roster-plan/settings: the saved order and goals; none saved yet: an empty order. */
export async function readRosterPlanSettings(
  ctx: HuntersContext,
  userId: string,
): Promise<RosterPlanSettings> {
  const db = databaseOf(ctx).db;
  const [row] = await db
    .select({ data: rosterPlanSettings.data })
    .from(rosterPlanSettings)
    .where(eq(rosterPlanSettings.userId, userId));
  if (!row) return { order: [], goals: {} };
  // Stored by this same schema; a row it no longer reads starts the player over instead of failing the page.
  const parsed = rosterPlanSettingsSchema.safeParse(row.data);
  return parsed.success ? keepOwn(parsed.data, await ownHunterIds(db, userId)) : { order: [], goals: {} };
}

/** PUT /api/roster-plan/settings: replaces the saved order and goals and answers them as stored. */
export async function saveRosterPlanSettings(
  ctx: HuntersContext,
  userId: string,
  settings: RosterPlanSettings,
): Promise<RosterPlanSettings> {
  const now = ctx.now();
  return writeTransaction(databaseOf(ctx).db, async (tx) => {
    const data = keepOwn(settings, await ownHunterIds(tx, userId));
    await tx
      .insert(rosterPlanSettings)
      .values({ userId, data, updatedAt: now })
      .onConflictDoUpdate({ target: rosterPlanSettings.userId, set: { data, updatedAt: now } });
    return data;
  });
}

const toOwnedItem = (row: { id: string; data: unknown }): OwnedItem => ({
  ...inventoryItemDataSchema.parse(row.data),
  id: row.id,
});

// Deletes those of the listed items the plan gave to a hunter of this apply and that no other hunter still
// wears (src/core/rules/planner/consumed-items.ts); the rest stay in the inventory.
async function deleteConsumed(
  tx: Tx,
  userId: string,
  listedIds: readonly string[],
  before: readonly HunterRow[],
  after: readonly OwnHunter[],
  gameData: GameData,
): Promise<string[]> {
  const inventory = (
    await tx
      .select({ id: inventoryItems.id, data: inventoryItems.data })
      .from(inventoryItems)
      .where(eq(inventoryItems.userId, userId))
  ).map(toOwnedItem);
  const stored = await tx
    .select({ id: hunters.id, data: hunters.data })
    .from(hunters)
    .where(eq(hunters.userId, userId));
  const byId = new Map(inventory.map((item) => [item.id, item]));
  const listed = listedIds.flatMap((id) => byId.get(id) ?? []);
  const previous = new Map(before.map((row) => [row.id, hunterInputSchema.parse(row.data).items]));
  const applied = after.map((h) => ({ before: previous.get(h.id) ?? h.items, after: h.items }));
  const others = stored
    .filter((row) => !previous.has(row.id))
    .map((row) => hunterInputSchema.parse(row.data).items);
  const deletable = consumedItemIds({ listed, inventory, applied, others, gameData });
  await deleteOwnItems(tx, userId, deletable);
  return deletable;
}

/**
 * POST /api/roster-plan/apply. One transaction: the player's row is locked first (two applies of one
 * player run one after the other), then the request's hunters and items in id order (no deadlock with a
 * single save, which locks one hunter). Each hunter is saved as a single save does (saveLockedHunter:
 * read-only and version checks, VIP tabs, normalization, history); any refusal rolls every write back.
 */
export async function applyRosterPlan(
  ctx: HuntersContext,
  userId: string,
  input: ApplyInput,
): Promise<RosterApplyResult> {
  const gameData = ctx.gameData.get();
  const now = ctx.now();
  const ids = input.hunters.map((h) => h.hunterId);
  const itemIds = [...new Set(input.deleteItemIds)];
  const result = await writeTransaction(databaseOf(ctx).db, async (tx) => {
    await lockUserRow(tx, userId);
    const rows = await tx
      .select()
      .from(hunters)
      .where(and(eq(hunters.userId, userId), inArray(hunters.id, ids)))
      .orderBy(asc(hunters.id))
      .for("update");
    if (rows.length !== ids.length) throw notFound(messages.hunterNotFound);
    const locked =
      itemIds.length === 0
        ? []
        : await tx
            .select({ id: inventoryItems.id })
            .from(inventoryItems)
            .where(and(eq(inventoryItems.userId, userId), inArray(inventoryItems.id, itemIds)))
            .orderBy(asc(inventoryItems.id))
            .for("update");
    if (locked.length !== itemIds.length) throw notFound();

    const { isVip, slots } = await loadUserLimits(tx, userId, now);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const saved: OwnHunter[] = [];
    for (const { hunterId, hunter, baseUpdatedAt } of input.hunters) {
      const current = byId.get(hunterId);
      if (!current) throw notFound(messages.hunterNotFound);
      saved.push(
        await saveLockedHunter(tx, current, hunter, { isVip, slots, now, gameData }, { baseUpdatedAt }),
      );
    }

    const deletedItemIds =
      itemIds.length === 0 ? [] : await deleteConsumed(tx, userId, itemIds, rows, saved, gameData);
    return { hunters: saved, deletedItemIds };
  });
  await ctx.notify?.(userId, "hunters");
  if (result.deletedItemIds.length > 0) await ctx.notify?.(userId, "inventory");
  return result;
}
