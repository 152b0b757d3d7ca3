import { loadAuthClient } from "#web/lib/load-auth.ts";

/** The browser's passkey prompt, then better-auth's sign-in with the passkey chosen. */
export const signInWithPasskey = async () => (await loadAuthClient()).signIn.passkey();
