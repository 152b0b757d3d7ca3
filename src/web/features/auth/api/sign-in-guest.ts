import { loadAuthClient } from "#web/lib/load-auth.ts";

// docs/product.md#guest-accounts: an anonymous account, signed in at once.
export const signInAsGuest = async () => (await loadAuthClient()).signIn.anonymous();
