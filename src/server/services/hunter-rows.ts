import { and, eq, type Placeholder } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { canUseSlot, type Slots } from "#core/rules/slots.ts";
import type { HunterInput, HunterRecord, OwnHunter } from "#core/schemas/hunter.ts";
import type { ServerContext } from "#server/context.ts";
import { hunters } from "#server/db/schema.ts";
import { AppError, notFound } from "#server/errors.ts";
import { canonicalBuild, STORED_FORM } from "./stored-data.ts";
import { isBasedOn } from "./versions.ts";

// A hunter's row and what it answers, shared by the hunter services: its reads (hunter-reads.ts), its save
// (hunter-save.ts) and the rest of its life (hunters.ts).

export type HunterRow = typeof hunters.$inferSelect;

/**
 * What the hunter services need; `notify`, when present, is told after each commit (live updates), and
 * `announce` after a commit whose statement carried the NOTIFY itself (live/notify-in-write.ts).
 */
export type HuntersContext = Pick<ServerContext, "database" | "gameData" | "now"> & {
  notify?: (userId: string, topic: "hunters" | "inventory") => void | Promise<void>;
  announce?: (userId: string, topic: "hunters" | "inventory") => void;
};

// `data` holds the whole normalized build; the name and visibility columns are the truth for those two.
// A row in the stored form was checked when written and is used as read (services/stored-data.ts).
export const storedBuild = (row: HunterRow): HunterInput =>
  row.dataForm === STORED_FORM
    ? (row.data as HunterInput)
    : canonicalBuild(row.data, row.hunterName, row.isPublic);

export function toHunterRecord(row: HunterRow): HunterRecord {
  return {
    ...storedBuild(row),
    hunterName: row.hunterName,
    isPublic: row.isPublic,
    id: row.id,
    userId: row.userId,
    slotIndex: row.slotIndex,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// A hunter may be written only in a slot the user has now; one in a lapsed VIP slot stays readable.
export const ownHunter = (row: HunterRow, slots: Slots): OwnHunter => ({
  ...toHunterRecord(row),
  readOnly: !canUseSlot(row.slotIndex, slots),
});

export const hunterNotFound = () => notFound(messages.hunterNotFound);

export const ownedBy = (userId: string | Placeholder, hunterId: string | Placeholder) =>
  and(eq(hunters.id, hunterId), eq(hunters.userId, userId));

// An edit made from an older copy (offline, or on another device) never overwrites a newer one silently:
// the caller gets the stored version to choose from (docs/decisions.md#2026-11-24-edits-made-offline).
export function assertBase(row: HunterRow, slots: Slots, baseUpdatedAt: string | undefined) {
  if (!isBasedOn(row.updatedAt, baseUpdatedAt))
    throw new AppError(409, "hunter-conflict", messages.hunterConflict, { current: ownHunter(row, slots) });
}
