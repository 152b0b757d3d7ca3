import { createElement, useCallback, useRef, useState } from "react";
import { ApiError } from "#web/lib/api-client.ts";
import { ReauthDialog } from "./reauth-dialog.tsx";

/** The server's answer to a destructive action whose session was signed in more than 10 minutes ago. */
const isReauthRequired = (error: unknown) => error instanceof ApiError && error.code === "reauth-required";

export class ReauthCancelled extends Error {}

/**
 * Runs a destructive console action; when the server asks for a fresh sign-in, shows the dialog and, once
 * the player has signed in again, sends the action once more
 * (docs/decisions.md#2026-12-06-re-authentication-is-a-fresh-session). Cancelling rejects with ReauthCancelled.
 */
export function useReauth() {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ resolve: () => void; reject: (error: Error) => void } | null>(null);

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!isReauthRequired(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setOpen(true);
      });
      return action();
    }
  }, []);

  const close = (signedIn: boolean) => {
    setOpen(false);
    const waiting = pending.current;
    pending.current = null;
    if (signedIn) waiting?.resolve();
    else waiting?.reject(new ReauthCancelled());
  };

  return { run, dialog: createElement(ReauthDialog, { open, onDone: close }) };
}
