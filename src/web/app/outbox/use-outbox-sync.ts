import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { openOutbox, outboxEntries } from "#web/app/data/outbox/outbox-store.ts";
import { showChange } from "#web/app/data/outbox/show-change.ts";
import { syncOutbox } from "#web/app/data/outbox/sync-outbox.ts";

// A server that answered nothing (status 0 while the device thought it was online) is asked again this often.
const RETRY_MS = 30_000;

/** Opens the signed-in account's outbox and sends what waits in it at start, when the network returns, and now and then. */
export function useOutboxSync(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void openOutbox(userId).then(() => {
      // The device copy may have been written before the last changes were made (it follows a second later).
      for (const entry of outboxEntries())
        if (entry.status === "waiting") showChange(queryClient, entry.change);
      return syncOutbox(queryClient);
    });
  }, [userId, queryClient]);
  useEffect(() => {
    const sync = () => void syncOutbox(queryClient);
    const retry = setInterval(() => {
      if (outboxEntries().some((e) => e.status === "waiting")) sync();
    }, RETRY_MS);
    window.addEventListener("online", sync);
    return () => {
      clearInterval(retry);
      window.removeEventListener("online", sync);
    };
  }, [queryClient]);
}
