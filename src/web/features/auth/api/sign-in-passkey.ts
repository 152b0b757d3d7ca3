import { loadAuthClient } from "#web/lib/load-auth.ts";

/**
 * The browser's passkey prompt, then better-auth's sign-in with the passkey chosen. With `autoFill` the prompt
 * is the e-mail field's autofill list (WebAuthn conditional mediation) and waits there until a passkey is picked.
 */
export const signInWithPasskey = async (options: { autoFill?: boolean } = {}) =>
  (await loadAuthClient()).signIn.passkey(options);
