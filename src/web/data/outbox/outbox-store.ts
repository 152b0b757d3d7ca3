import { createStore, del, get, update } from "idb-keyval";
import { enqueue, type OutboxEntry } from "#core/rules/outbox.ts";
import { newIdempotencyKey } from "#web/lib/idempotency-key.ts";

// The device's outbox (docs/decisions.md#2026-11-24-edits-made-offline): the player's offline edits in
// IndexedDB, one list per account, so they survive a reload and a closed tab and another account on this
// browser never sends them. Every change is one read-modify-write transaction, so two tabs editing offline
// never lose each other's edits; the tabs tell each other through a BroadcastChannel.
const store = typeof indexedDB === "undefined" ? undefined : createStore("hunter-lodge-outbox", "outbox");
const CHANNEL = "hl.outbox";

type Listener = () => void;
let userId: string | null = null;
let entries: readonly OutboxEntry[] = [];
const listeners = new Set<Listener>();
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);

const keyOf = (id: string) => `outbox.${id}`;

// Changes queued before writes carried keys (an app update does not empty the outbox) get theirs once,
// stored, so that every later send of them carries the same one.
type Stored = Omit<OutboxEntry, "idempotencyKey"> & { idempotencyKey?: string };
const withKeys = (list: readonly Stored[]): OutboxEntry[] =>
  list.map((e) => (e.idempotencyKey ? (e as OutboxEntry) : { ...e, idempotencyKey: newIdempotencyKey() }));

function publish(next: readonly OutboxEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

async function reload() {
  const id = userId;
  if (!id || !store) return publish([]);
  const stored = (await get<Stored[]>(keyOf(id), store)) ?? [];
  if (id !== userId) return;
  if (stored.some((e) => !e.idempotencyKey)) return changeOutbox((list) => list);
  publish(stored as OutboxEntry[]);
}

if (channel) channel.onmessage = () => void reload();

/** Opens the outbox of the signed-in account (null: nobody, or someone else from now on). */
export async function openOutbox(id: string | null): Promise<void> {
  if (id === userId) return;
  userId = id;
  publish([]);
  await reload();
}

/** The outbox as stored now (another tab may have changed it). */
export async function readOutbox(): Promise<readonly OutboxEntry[]> {
  await reload();
  return entries;
}

/** The signed-in account's outbox as last read. */
export const outboxEntries = (): readonly OutboxEntry[] => entries;

export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes the stored list in one transaction and tells the other tabs. */
export async function changeOutbox(change: (list: OutboxEntry[]) => OutboxEntry[]): Promise<void> {
  const id = userId;
  if (!id) return;
  if (!store) return publish(change([...entries]));
  let next: OutboxEntry[] = [];
  await update<Stored[]>(
    keyOf(id),
    (list) => {
      next = change(withKeys(list ?? []));
      return next;
    },
    store,
  );
  if (id === userId) publish(next);
  channel?.postMessage(null);
}

/** Keeps a change made offline behind the others. */
export const queueChange = (entry: OutboxEntry) => changeOutbox((list) => enqueue(list, entry));

/** Drops this account's waiting changes (signing out anyway). */
export async function forgetOutbox(): Promise<void> {
  const id = userId;
  if (id && store) await del(keyOf(id), store);
  publish([]);
  channel?.postMessage(null);
}
