import { loadAuthClient } from "#web/lib/load-auth.ts";

// Sends the verification link again; opening it verifies the address and lands on the app.
export const sendVerificationEmail = async (email: string) =>
  (await loadAuthClient()).sendVerificationEmail({ email, callbackURL: "/" });
