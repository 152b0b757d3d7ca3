import { loadAuthClient } from "#web/lib/load-auth.ts";

/** The browser's passkey prompt (or its autofill, with `autoFill`), then better-auth's sign-in with it. */
export const signInWithPasskey = async (autoFill = false) =>
  (await loadAuthClient()).signIn.passkey({ autoFill });
