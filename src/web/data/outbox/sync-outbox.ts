import type { QueryClient } from "@tanstack/react-query";
import { nextToSend, type OutboxEntry, outcomeOf, renameHunter, settle } from "#core/rules/outbox.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { newIdempotencyKey } from "#web/lib/idempotency-key.ts";
import { isOffline } from "#web/lib/online.ts";
import { changeOutbox, readOutbox } from "./outbox-store.ts";
import { sendChange } from "./send-change.ts";
import { theirsOf } from "./write-or-queue.ts";

type Syncing = (on: boolean) => void;
const watchers = new Set<Syncing>();

/** Tells `onChange` whenever this tab starts or stops sending changes. */
export function watchSyncing(onChange: Syncing): () => void {
  watchers.add(onChange);
  return () => watchers.delete(onChange);
}

// One tab sends at a time (two tabs back online at once would send each change twice).
function exclusively(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request("hl.outbox", run) : run();
}

// Sends one change; false when the network or the server is not there, so the rest waits too.
async function sendOne(entry: OutboxEntry): Promise<boolean> {
  try {
    const { id } = await sendChange(entry);
    await changeOutbox((list) => {
      const rest = list.filter((e) => e.id !== entry.id);
      return entry.change.kind === "hunter-create" && id
        ? renameHunter(rest, entry.change.localId, id)
        : rest;
    });
    return true;
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError(0, "network", "");
    const outcome = outcomeOf(entry.change, failure.status, failure.code);
    if (outcome === "retry") return false;
    const answer = { problem: failure.message, theirs: theirsOf(failure) };
    // The conflict's merge reads the other device's build with the hunter's schema: loaded when one comes.
    const { settleConflict } = outcome === "conflict" ? await import("#core/rules/outbox-conflict.ts") : {};
    const mergeKey = newIdempotencyKey();
    const settled = (e: OutboxEntry) =>
      settleConflict ? settleConflict(e, answer.theirs, mergeKey) : settle(e, outcome, answer);
    await changeOutbox((list) => list.flatMap((e) => (e.id === entry.id ? (settled(e) ?? []) : [e])));
    return true;
  }
}

/**
 * Sends the changes made offline, oldest first, until none is left to send or the network goes. Then every
 * screen is read again from the server, which now holds what was sent.
 */
export function syncOutbox(queryClient: QueryClient): Promise<void> {
  if (isOffline()) return Promise.resolve();
  return exclusively(async () => {
    let moved = false;
    for (const watcher of watchers) watcher(true);
    try {
      for (;;) {
        const next = nextToSend(await readOutbox());
        if (!next || !(await sendOne(next))) break;
        moved = true;
      }
    } finally {
      for (const watcher of watchers) watcher(false);
    }
    if (moved) await queryClient.invalidateQueries();
  });
}
