import { asc, eq } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { exportFile } from "#core/rules/export-file.ts";
import {
  type ImportLimits,
  type ImportSource,
  planImport,
  readExportFile,
  readShareCode,
} from "#core/rules/import-plan.ts";
import { canUseSlot, inventoryCapacity } from "#core/rules/slots.ts";
import type { BuildExportFile, ImportRequest } from "#core/schemas/build-export.ts";
import { inventoryItemDataSchema } from "#core/schemas/inventory-item.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, inventoryItems } from "#server/db/schema.ts";
import { AppError, refused } from "#server/errors.ts";
import { type HuntersContext, toHunterRecord } from "./hunter-rows.ts";
import { insertHunter } from "./hunters.ts";
import { writeTransaction } from "./idempotency.ts";
import { countItems } from "./inventory.ts";
import { lockUserRow, ownRows } from "./own-data.ts";
import { canonicalItem, STORED_FORM } from "./stored-data.ts";
import { loadUserLimits } from "./user-limits.ts";

// Export, import preview and import (docs/decisions.md#2026-11-24-export-import-and-share-codes). The preview
// and the import run the same pure plan; the import runs it again under the user's lock, so what the player
// confirmed is checked against the state it writes into, and one transaction writes all of it or nothing.

export async function exportAll(ctx: HuntersContext, userId: string): Promise<BuildExportFile> {
  const db = databaseOf(ctx).db;
  const [hunterRows, itemRows] = await Promise.all([
    ownRows(db, hunters, userId, asc(hunters.slotIndex)),
    ownRows(db, inventoryItems, userId, asc(inventoryItems.createdAt)),
  ]);
  return exportFile(
    hunterRows.map(toHunterRecord),
    itemRows.map((row) => inventoryItemDataSchema.parse(row.data)),
    ctx.gameData.get(),
    ctx.now(),
  );
}

async function importLimits(db: Db | Tx, userId: string, now: Date): Promise<ImportLimits> {
  const { isVip, slots } = await loadUserLimits(db, userId, now);
  const taken = await db
    .select({ slotIndex: hunters.slotIndex })
    .from(hunters)
    .where(eq(hunters.userId, userId));
  const occupied = new Set(taken.map((row) => row.slotIndex));
  const freeSlots = Array.from({ length: slots.totalSlots }, (_, i) => i).filter(
    (i) => canUseSlot(i, slots) && !occupied.has(i),
  );
  return {
    isVip,
    freeSlots,
    inventoryCount: await countItems(db, userId),
    inventoryCapacity: inventoryCapacity(isVip),
  };
}

function readOrRefuse(request: ImportRequest): ImportSource {
  const read = "code" in request ? readShareCode(request.code) : readExportFile(request.file);
  if (!read.ok) throw refused(read.problem, "import-unreadable", [read.problem]);
  return read.source;
}

/** What an import would create and every reason it cannot; writes nothing. */
export async function previewImport(ctx: HuntersContext, userId: string, request: ImportRequest) {
  const source = readOrRefuse(request);
  const limits = await importLimits(databaseOf(ctx).db, userId, ctx.now());
  return planImport(source, ctx.gameData.get(), limits, { makePublic: request.makePublic === true });
}

export async function confirmImport(ctx: HuntersContext, userId: string, request: ImportRequest) {
  const source = readOrRefuse(request);
  const gameData = ctx.gameData.get();
  const now = ctx.now();
  // What the transaction returns is the answer, so a repeat of a keyed import answers the same counts.
  const imported = await writeTransaction(databaseOf(ctx).db, async (tx) => {
    await lockUserRow(tx, userId);
    const limits = await importLimits(tx, userId, now);
    const planned = planImport(source, gameData, limits, { makePublic: request.makePublic === true });
    if (planned.problems.length > 0) {
      throw new AppError(422, "import-refused", messages.importRefused, planned.problems);
    }
    for (const { slotIndex, build } of planned.hunters) {
      // The plan names a problem for every hunter without a slot, so each one here has its slot.
      if (slotIndex !== null) await insertHunter(tx, userId, slotIndex, build, now, gameData);
    }
    if (planned.items.length > 0) {
      await tx.insert(inventoryItems).values(
        planned.items.map((data) => ({
          userId,
          data: canonicalItem(data),
          dataForm: STORED_FORM,
          createdAt: now,
        })),
      );
    }
    return { hunters: planned.hunters.length, items: planned.items.length };
  });
  if (imported.hunters > 0) await ctx.notify?.(userId, "hunters");
  if (imported.items > 0) await ctx.notify?.(userId, "inventory");
  return imported;
}
