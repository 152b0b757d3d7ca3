import { randomUUID } from "node:crypto";
import { messages } from "#core/messages.ts";
import { planItemImport } from "#core/rules/inventory-import.ts";
import { inventoryCapacity } from "#core/rules/slots.ts";
import type { ImportItemsResult, ImportRefusalDetails } from "#core/schemas/inventory-import.ts";
import type { AddItemInput, InventoryItem } from "#core/schemas/inventory-item.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { inventoryItems } from "#server/db/schema.ts";
import { AppError, refused } from "#server/errors.ts";
import { writeTransaction } from "./idempotency.ts";
import { countItems } from "./inventory.ts";
import { lockUserWithLimits, type OwnDataContext } from "./own-data.ts";
import { canonicalItem, STORED_FORM } from "./stored-data.ts";

/**
 * Adds many items in one transaction (docs/product.md#inventory-import): every row as Add Item would save
 * it, or none. The count is read under the user's lock, so two imports racing for the last places never
 * pass the capacity together; a refusal names every row that did not pass and why.
 */
export async function importItems(
  ctx: OwnDataContext,
  userId: string,
  inputs: readonly AddItemInput[],
): Promise<ImportItemsResult> {
  const gameData = ctx.gameData.get();
  const now = ctx.now();
  const result = await writeTransaction(databaseOf(ctx).db, async (tx) => {
    const { isVip } = await lockUserWithLimits(tx, userId, now);
    const capacity = inventoryCapacity(isVip);
    const count = await countItems(tx, userId);
    const plan = planItemImport(inputs, { isVip, count, capacity }, gameData);
    if (plan.refused.length > 0) {
      const details: ImportRefusalDetails = { refused: plan.refused, capacity, room: plan.room };
      const tooMany = plan.refused.every((r) => r.reason === "no-room");
      if (tooMany)
        throw refused(
          messages.importNoInventorySpace(plan.refused.length, plan.room),
          "inventory-full",
          details,
        );
      throw new AppError(422, "import-refused", messages.importRefused, details);
    }
    // A millisecond apart, first row newest: the list shows them in the order sent, as an export wrote them.
    const items: InventoryItem[] = plan.items.map((data, i) => ({
      ...canonicalItem(data),
      id: randomUUID(),
      createdAt: new Date(now.getTime() - i).toISOString(),
    }));
    await tx.insert(inventoryItems).values(
      items.map(({ id, createdAt, ...data }) => ({
        id,
        userId,
        data,
        dataForm: STORED_FORM,
        createdAt: new Date(createdAt),
      })),
    );
    return { imported: items.length, items };
  });
  await ctx.notify?.(userId, "inventory");
  return result;
}
