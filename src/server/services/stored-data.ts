import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type HunterInput, hunterInputSchema } from "#core/schemas/hunter.ts";
import { type InventoryItemData, inventoryItemDataSchema } from "#core/schemas/inventory-item.ts";
import type { Db } from "#server/db/client.ts";
import { hunters, inventoryItems } from "#server/db/schema.ts";

// Builds and items are checked by their schema when written and stored as json in the schema's own key
// order, so a list reads them back as text and sends that text on
// (docs/decisions.md#2026-11-25-stored-builds-and-items-checked-on-write-passed-through-on-read). A row's
// `data_form` says which form its text is in. Every change of the hunter or item schema that changes what a
// stored row parses to bumps STORED_FORM (and the literal of the two partial indexes in db/schema/): rows of
// an older form are parsed as before until the catch-up below has rewritten them.
export const STORED_FORM = 1;

/**
 * A build as it is stored and answered: the schema's output, with the name and visibility of the row's
 * columns (those two change without the rest, so the columns are their truth).
 */
export const canonicalBuild = (data: unknown, hunterName: string, isPublic: boolean): HunterInput =>
  hunterInputSchema.parse({ ...(data as object), hunterName, isPublic });

export const canonicalItem = (data: unknown): InventoryItemData => inventoryItemDataSchema.parse(data);

/** A timestamptz column as the text `Date#toISOString` gives for what the driver reads (milliseconds cut). */
export const isoText = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A stored build or item's json with `tail` (`"key":value` pairs) added: its text as stored when canonical. */
export function withFields(
  text: string,
  form: number,
  canonical: (data: unknown) => object,
  tail: string,
): string {
  const body = form === STORED_FORM ? text : JSON.stringify(canonical(JSON.parse(text)));
  return `${body.slice(0, -1)},${tail}}`;
}

const BATCH = 200;
// The partial indexes' predicate, as a literal so the planner can use them: a list's check for rows of an
// older form reads the (empty, once the catch-up has run) partial index, not the user's rows again.
export const olderForm = (column: AnyPgColumn) => sql`${column} < ${sql.raw(String(STORED_FORM))}`;

/**
 * Rewrites a batch of builds and a batch of items stored in an older form (a migrated database) in the
 * current one; rows another instance is rewriting are skipped. Returns how many were rewritten. Neither the
 * build's version (updated_at) nor anything but `data` and `data_form` changes.
 */
export async function catchUpStoredForms(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const builds = await tx
      .select({ id: hunters.id, data: hunters.data, name: hunters.hunterName, isPublic: hunters.isPublic })
      .from(hunters)
      .where(olderForm(hunters.dataForm))
      .orderBy(asc(hunters.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    for (const row of builds) {
      const data = canonicalBuild(row.data, row.name, row.isPublic);
      await tx.update(hunters).set({ data, dataForm: STORED_FORM }).where(eq(hunters.id, row.id));
    }
    const items = await tx
      .select({ id: inventoryItems.id, data: inventoryItems.data })
      .from(inventoryItems)
      .where(olderForm(inventoryItems.dataForm))
      .orderBy(asc(inventoryItems.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    for (const row of items) {
      await tx
        .update(inventoryItems)
        .set({ data: canonicalItem(row.data), dataForm: STORED_FORM })
        .where(eq(inventoryItems.id, row.id));
    }
    return builds.length + items.length;
  });
}
