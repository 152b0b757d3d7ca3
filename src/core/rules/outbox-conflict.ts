import { type HunterInput, hunterInputSchema } from "#core/schemas/hunter.ts";
import { mergeHunters } from "./hunter-merge.ts";
import { type OutboxEntry, retry, settle } from "./outbox.ts";

// A change the server refused because another device saved meanwhile
// (docs/decisions.md#2026-11-24-edits-made-offline). Apart from outbox.ts because reading the other device's
// build takes the hunter's schema (zod): a screen that saves loads this only when a save actually meets a
// conflict, not on its first visit
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).

/** The other device's build a hunter conflict carries, when the change knows where it started from. */
function theirsBuild(entry: OutboxEntry): HunterInput | null {
  if (entry.change.kind !== "hunter-save" || !entry.change.base) return null;
  const parsed = hunterInputSchema.safeParse(entry.theirs);
  return parsed.success ? parsed.data : null;
}

/**
 * A saved hunter's conflict, field by field: the fields both devices changed differently, the only
 * ones to ask the player about; null when the change cannot tell (no base: a whole-version choice).
 */
export function contestedFields(entry: OutboxEntry): string[] | null {
  const theirs = theirsBuild(entry);
  if (!theirs || entry.change.kind !== "hunter-save" || !entry.change.base) return null;
  return mergeHunters(entry.change.base, entry.change.hunter, theirs).contested;
}

/**
 * The player keeps their own version after a conflict: the change goes again, now based on the version
 * the other device saved, so it replaces that one knowingly; a new request, so with `newKey`. A saved hunter
 * that knows its base keeps the other device's changes to the fields the player left alone, and takes
 * `prefer`'s value where both changed one.
 */
export function keepMine(
  entry: OutboxEntry,
  theirsUpdatedAt: string,
  newKey: string,
  prefer: "mine" | "theirs" = "mine",
): OutboxEntry {
  const { change } = entry;
  const theirs = theirsBuild(entry);
  const rebased =
    change.kind === "hunter-save" && change.base && theirs
      ? {
          ...change,
          hunter: mergeHunters(change.base, change.hunter, theirs, prefer).merged,
          base: theirs,
          baseUpdatedAt: theirsUpdatedAt,
        }
      : change.kind === "hunter-save" ||
          change.kind === "hunter-visibility" ||
          change.kind === "preset-update"
        ? { ...change, baseUpdatedAt: theirsUpdatedAt }
        : change;
  return retry({ ...entry, change: rebased, idempotencyKey: newKey });
}

/**
 * "Keep theirs": the other device's version stays. A saved hunter that knows its base still sends the
 * player's changes to the fields the other device left alone; undefined when nothing of the player's is left.
 */
export function keepTheirs(
  entry: OutboxEntry,
  theirsUpdatedAt: string,
  newKey: string,
): OutboxEntry | undefined {
  const theirs = theirsBuild(entry);
  if (!theirs) return undefined;
  const again = keepMine(entry, theirsUpdatedAt, newKey, "theirs");
  return again.change.kind === "hunter-save" && JSON.stringify(again.change.hunter) !== JSON.stringify(theirs)
    ? again
    : undefined;
}

/**
 * The entry a conflict answer leaves: held for the player with the server's copy (`theirs`), or, when no field
 * changed on both devices, merged and waiting to go again under `mergeKey`: nothing to ask.
 */
export function settleConflict(entry: OutboxEntry, theirs: unknown, mergeKey: string): OutboxEntry {
  const conflict = settle(entry, "conflict", { theirs }) as OutboxEntry;
  const theirsAt = (theirs as { updatedAt?: unknown } | undefined)?.updatedAt;
  return typeof theirsAt === "string" && contestedFields(conflict)?.length === 0
    ? keepMine(conflict, theirsAt, mergeKey)
    : conflict;
}
