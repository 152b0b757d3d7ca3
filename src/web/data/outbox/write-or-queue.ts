import type { QueryClient } from "@tanstack/react-query";
import { type OutboxChange, type OutboxEntry, outcomeOf } from "#core/rules/outbox.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { newIdempotencyKey } from "#web/lib/idempotency-key.ts";
import { isOffline } from "#web/lib/online.ts";
import { changeOutbox, outboxEntries, queueChange } from "./outbox-store.ts";
import { requestOutboxSync } from "./sync-request.ts";

/** What a write answers when it was kept on the device to be sent later. */
type Queued = { queued: true };
export const isQueued = (result: unknown): result is Queued =>
  typeof result === "object" && result !== null && (result as Partial<Queued>).queued === true;

// Not crypto.randomUUID: a phone reaching the lodge over plain http on a LAN address has no secure context.
export function localId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `local-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

const entryFor = (change: OutboxChange): OutboxEntry => ({
  id: localId(),
  idempotencyKey: newIdempotencyKey(),
  queuedAt: new Date().toISOString(),
  change,
  status: "waiting",
});

/** The server's copy a conflict answer carries (409 with `details.current`), for the player to compare. */
export const theirsOf = (error: ApiError): unknown =>
  (error.details as { current?: unknown } | undefined)?.current;

/**
 * A write the player can make offline (docs/decisions.md#2026-11-24-edits-made-offline): sent at once when
 * the device is online and nothing made offline is still waiting (it must not overtake those); otherwise kept
 * on the device, shown on every screen and sent in order when the network returns. A hunter or preset changed
 * on another device meanwhile is kept as a conflict for the player to decide on, and the write fails with the
 * server's message. `send` gets the write's Idempotency-Key, which the kept change sends again
 * (docs/decisions.md#2026-11-24-a-write-is-applied-once-however-often-it-is-sent): a first send whose answer
 * was lost after the server wrote is then answered, not applied twice.
 */
export async function writeOrQueue<R>(
  queryClient: QueryClient,
  change: OutboxChange,
  send: (idempotencyKey: string) => Promise<R>,
): Promise<R | Queued> {
  const entry = entryFor(change);
  const waiting = outboxEntries().some((e) => e.status === "waiting");
  if (!isOffline() && !waiting) {
    try {
      return await send(entry.idempotencyKey);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Loaded with a conflict only: reading the other device's build takes the hunter's schema (zod), which
      // a first visit does without
      // (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
      const held =
        outcomeOf(change, error.status, error.code) === "conflict" &&
        (await import("#core/rules/outbox-conflict.ts")).settleConflict(
          entry,
          theirsOf(error),
          newIdempotencyKey(),
        );
      if (held) await changeOutbox((list) => [...list, held]);
      // Merged with the other device's save (no field changed on both): it goes again like a queued write.
      if (held && held.status === "waiting") {
        requestOutboxSync(queryClient);
        return { queued: true };
      }
      // Only a request that got no answer at all is kept to be sent again.
      if (error.status !== 0) throw error;
    }
  }
  await queueChange(entry);
  // Loaded when first needed: it brings the game rules and schemas the first page does without.
  const { showChange } = await import("./show-change.ts");
  showChange(queryClient, change);
  requestOutboxSync(queryClient);
  return { queued: true };
}
