import { useMemo, useSyncExternalStore } from "react";
import { type OutboxEntry, targetOf } from "#core/rules/outbox.ts";
import { outboxEntries, subscribeOutbox } from "./outbox-store.ts";

/** The signed-in account's changes made offline, as stored on this device. */
export const useOutbox = (): readonly OutboxEntry[] =>
  useSyncExternalStore(subscribeOutbox, outboxEntries, outboxEntries);

/** Whether a hunter or item has a change on this device the server has not accepted yet. */
export function useWaitingToSync(): (target: { hunterId?: string; itemId?: string }) => boolean {
  const entries = useOutbox();
  return useMemo(() => {
    const waiting = new Set(entries.map((e) => targetOf(e.change)));
    return ({ hunterId, itemId }) =>
      (hunterId !== undefined && waiting.has(`hunter:${hunterId}`)) ||
      (itemId !== undefined && waiting.has(`item:${itemId}`));
  }, [entries]);
}
