import type { QueryClient } from "@tanstack/react-query";
import { type OutboxEntry, retry } from "#core/rules/outbox.ts";
import { keepMine, keepTheirs } from "#core/rules/outbox-conflict.ts";
import { newIdempotencyKey } from "#web/lib/idempotency-key.ts";
import { changeOutbox } from "./outbox-store.ts";
import { showChange } from "./show-change.ts";
import { syncOutbox } from "./sync-outbox.ts";

const put = (entry: OutboxEntry) => changeOutbox((list) => list.map((e) => (e.id === entry.id ? entry : e)));

/** The player's version replaces the other device's: sent again, based on the version it replaces. */
export async function keepMyVersion(queryClient: QueryClient, entry: OutboxEntry, theirsUpdatedAt: string) {
  await put(keepMine(entry, theirsUpdatedAt, newIdempotencyKey()));
  showChange(queryClient, entry.change);
  await syncOutbox(queryClient);
}

/**
 * The other device's version stays; the player's changes to fields it left alone still go
 * (docs/decisions.md#2026-11-24-edits-made-offline), or the change is dropped when none is left.
 */
export async function keepTheirVersion(
  queryClient: QueryClient,
  entry: OutboxEntry,
  theirsUpdatedAt: string,
) {
  const rest = keepTheirs(entry, theirsUpdatedAt, newIdempotencyKey());
  if (!rest) return dropChange(queryClient, entry);
  await put(rest);
  showChange(queryClient, rest.change);
  await syncOutbox(queryClient);
}

/** A refused change goes again as it is (the player made room meanwhile, say). */
export async function tryAgain(queryClient: QueryClient, entry: OutboxEntry) {
  await put(retry(entry));
  await syncOutbox(queryClient);
}

/** The change is dropped; every screen shows the server's version again. */
export async function dropChange(queryClient: QueryClient, entry: OutboxEntry) {
  await changeOutbox((list) => list.filter((e) => e.id !== entry.id));
  await queryClient.invalidateQueries();
}
