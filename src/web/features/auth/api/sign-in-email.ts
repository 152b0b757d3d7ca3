import type { LoginInput } from "#core/schemas/account.ts";
import { loadAuthClient } from "#web/lib/load-auth.ts";

// better-auth's e-mail sign-in: sets the session cookie; the caller refetches ['me'] and decides where to go.
export const signInWithEmail = async (input: LoginInput) => (await loadAuthClient()).signIn.email(input);
