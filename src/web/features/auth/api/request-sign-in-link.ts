import { loadAuthClient } from "#web/lib/load-auth.ts";

// Mails a one-time sign-in link to the account of `email`, if there is one; the answer is the same either way.
export const requestSignInLink = async (email: string) =>
  (await loadAuthClient()).signIn.magicLink({ email });
