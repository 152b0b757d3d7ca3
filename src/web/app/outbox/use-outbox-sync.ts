import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { openOutbox, outboxEntries } from "#web/data/outbox/outbox-store.ts";
import { setOutboxSender } from "#web/data/outbox/sync-request.ts";

// A server that answered nothing (status 0 while the device thought it was online) is asked again this often.
const RETRY_MS = 30_000;

const waitingChanges = () => outboxEntries().filter((entry) => entry.status === "waiting");

// The sender loads only when something waits: most starts have nothing to send.
async function sendWaiting(queryClient: QueryClient) {
  if (waitingChanges().length === 0) return;
  const { syncOutbox } = await import("#web/data/outbox/sync-outbox.ts");
  await syncOutbox(queryClient);
}

/** Opens the signed-in account's outbox and sends what waits in it at start, when the network returns, and now and then. */
export function useOutboxSync(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void openOutbox(userId).then(async () => {
      const waiting = waitingChanges();
      if (waiting.length === 0) return;
      // The device copy may have been written before the last changes were made (it follows a second later).
      const { showChange } = await import("#web/data/outbox/show-change.ts");
      for (const entry of waiting) showChange(queryClient, entry.change);
      await sendWaiting(queryClient);
    });
  }, [userId, queryClient]);
  // A write queued while online (its answer was lost) is sent again at once, not at the next retry.
  useEffect(() => setOutboxSender((client) => void sendWaiting(client)), []);
  useEffect(() => {
    const sync = () => void sendWaiting(queryClient);
    const retry = setInterval(sync, RETRY_MS);
    window.addEventListener("online", sync);
    return () => {
      clearInterval(retry);
      window.removeEventListener("online", sync);
    };
  }, [queryClient]);
}
