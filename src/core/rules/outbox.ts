import type { HunterInput } from "#core/schemas/hunter.ts";
import type { AddItemInput } from "#core/schemas/inventory-item.ts";
import type { PresetFiltersInput } from "#core/schemas/presets.ts";

// Edits made offline (docs/decisions.md#2026-11-24-edits-made-offline): kept on the device in the order they
// were made and sent in that order when the network returns. The server stays the judge of every limit; these
// rules only decide what is kept, what goes next, and what an answer means. What a conflict's merge decides
// is in outbox-conflict.ts.

/** A write the player made offline. `localId`: the id the device gave a hunter or item the server has not seen. */
export type OutboxChange =
  | { kind: "hunter-create"; localId: string; slotIndex: number; hunter: HunterInput }
  // `base`: the stored build the edit started from (at `baseUpdatedAt`), to merge with another device's save.
  | { kind: "hunter-save"; hunterId: string; hunter: HunterInput; baseUpdatedAt?: string; base?: HunterInput }
  | { kind: "hunter-visibility"; hunterId: string; isPublic: boolean; baseUpdatedAt?: string }
  | { kind: "item-add"; localId: string; item: AddItemInput }
  | { kind: "item-delete"; itemId: string }
  | { kind: "preset-create"; localId: string; name: string; filters: PresetFiltersInput }
  | { kind: "preset-update"; presetId: string; filters: PresetFiltersInput; baseUpdatedAt?: string };

/** The answers of a write based on a version the server no longer holds (another device saved meanwhile). */
const CONFLICTS = new Set(["hunter-conflict", "preset-conflict"]);

/**
 * waiting: not yet accepted by the server. conflict: the hunter or preset changed on another device meanwhile
 * (`theirs` holds the server's copy). refused: the server said no (`problem` holds its message).
 * `idempotencyKey` goes with every send of this change
 * (docs/decisions.md#2026-11-24-a-write-is-applied-once-however-often-it-is-sent): when an answer is lost
 * after the server wrote, the next send gets that answer again instead of writing twice. A change whose
 * request changes gets a new one, since a key names exactly one request.
 */
export type OutboxEntry = {
  id: string;
  idempotencyKey: string;
  queuedAt: string;
  change: OutboxChange;
  status: "waiting" | "conflict" | "refused";
  problem?: string;
  theirs?: unknown;
};

/** What a change is about: later changes of the same thing wait behind one the player must decide on. */
export function targetOf(change: OutboxChange): string {
  switch (change.kind) {
    case "hunter-create":
      return `hunter:${change.localId}`;
    case "hunter-save":
    case "hunter-visibility":
      return `hunter:${change.hunterId}`;
    case "item-add":
      return `item:${change.localId}`;
    case "item-delete":
      return `item:${change.itemId}`;
    case "preset-create":
      return `preset:${change.localId}`;
    case "preset-update":
      return `preset:${change.presetId}`;
  }
}

const waitingOn = (entries: readonly OutboxEntry[], target: string) =>
  entries.findIndex((e) => e.status === "waiting" && targetOf(e.change) === target);

/**
 * Adds a change behind the others. A change that only restates one still waiting replaces it in place,
 * keeping the version the first one was based on (the player's edit started there) and taking the new
 * entry's key (the request is another one now); deleting an item the server has not seen yet drops its add,
 * so nothing is sent for it.
 */
export function enqueue(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  const { change } = entry;
  const at = waitingOn(entries, targetOf(change));
  const previous = at >= 0 ? entries[at] : undefined;
  const replace = (merged: OutboxChange) =>
    entries.map((e, i) => (i === at ? { ...e, change: merged, idempotencyKey: entry.idempotencyKey } : e));
  if (previous) {
    const before = previous.change;
    if (change.kind === "item-delete" && before.kind === "item-add")
      return entries.filter((_, i) => i !== at);
    if (change.kind === "hunter-save" && before.kind === "hunter-create")
      return replace({ ...before, hunter: change.hunter });
    if (change.kind === "hunter-save" && before.kind === "hunter-save") {
      const { base: _later, ...latest } = change;
      return replace({ ...latest, ...baseOf(before), ...(before.base ? { base: before.base } : {}) });
    }
    if (change.kind === "hunter-visibility" && before.kind === "hunter-visibility")
      return replace({ ...change, ...baseOf(before) });
    if (change.kind === "preset-update" && before.kind === "preset-update")
      return replace({ ...change, ...baseOf(before) });
  }
  return [...entries, entry];
}

const baseOf = (change: { baseUpdatedAt?: string }) =>
  change.baseUpdatedAt === undefined ? {} : { baseUpdatedAt: change.baseUpdatedAt };

/**
 * The next change to send: the oldest waiting one whose target has no earlier change the player must
 * decide on, and which does not refer to a hunter or item the server has not accepted yet.
 */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  const blocked = new Set<string>();
  for (const entry of entries) {
    const target = targetOf(entry.change);
    if (entry.status !== "waiting") {
      blocked.add(target);
      continue;
    }
    if (!blocked.has(target)) return entry;
  }
  return undefined;
}

type Outcome = "sent" | "retry" | "conflict" | "refused";

/** What the server's answer to a sent change means. Status 0: no answer at all (the network went again). */
export function outcomeOf(change: OutboxChange, status: number, code: string): Outcome {
  if (status >= 200 && status < 300) return "sent";
  // Signed out or throttled, the server unreachable or failing: the change waits for a better moment.
  if (status === 0 || status === 401 || status === 429 || status >= 500) return "retry";
  // Another send of this very request is being written: its answer is this one's, on the next try.
  if (status === 409 && code === "idempotency-key-in-progress") return "retry";
  if (status === 409 && CONFLICTS.has(code)) return "conflict";
  // The item is already gone (deleted on another device): what the player wanted is true.
  if (status === 404 && change.kind === "item-delete") return "sent";
  return "refused";
}

/**
 * The entry after the server's answer; `undefined` when it is done and leaves the outbox. A conflict is held
 * with the server's copy; settleConflict (outbox-conflict.ts) also merges one that needs no question.
 */
export function settle(
  entry: OutboxEntry,
  outcome: Outcome,
  answer: { problem?: string; theirs?: unknown } = {},
): OutboxEntry | undefined {
  switch (outcome) {
    case "sent":
      return undefined;
    case "retry":
      return entry;
    case "conflict":
      return { ...entry, status: "conflict", theirs: answer.theirs };
    case "refused":
      return { ...entry, status: "refused", ...(answer.problem ? { problem: answer.problem } : {}) };
  }
}

/**
 * A change sent again as it is (the player made room, or the server's trouble passed): waiting once more,
 * with its key, since a refusal stores none and the request is the same.
 */
export const retry = (entry: OutboxEntry): OutboxEntry => ({
  id: entry.id,
  idempotencyKey: entry.idempotencyKey,
  queuedAt: entry.queuedAt,
  change: entry.change,
  status: "waiting",
});

/**
 * Once the server has accepted a hunter the device created, later changes of it name the server's id.
 */
export function renameHunter(entries: readonly OutboxEntry[], localId: string, id: string): OutboxEntry[] {
  return entries.map((entry) => {
    const { change } = entry;
    if ((change.kind === "hunter-save" || change.kind === "hunter-visibility") && change.hunterId === localId)
      return { ...entry, change: { ...change, hunterId: id } };
    return entry;
  });
}
