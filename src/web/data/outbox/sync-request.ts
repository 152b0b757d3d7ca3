import type { QueryClient } from "@tanstack/react-query";

type Sender = (queryClient: QueryClient) => void;
let sender: Sender | null = null;

/**
 * The app's outbox sync (app/outbox/use-outbox-sync.ts) registers how to send what waits; a write that was
 * just queued asks for it here. The writers never import the sender: it sends through them.
 */
export function setOutboxSender(send: Sender): () => void {
  sender = send;
  return () => {
    if (sender === send) sender = null;
  };
}

/** Sends what waits now, if the app's sync is running; otherwise its next start or reconnection does. */
export function requestOutboxSync(queryClient: QueryClient): void {
  sender?.(queryClient);
}
