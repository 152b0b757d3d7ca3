import { loadAuthClient } from "#web/lib/load-auth.ts";

// Sends the reset e-mail; its link lands on /reset-password with a token.
export const requestPasswordReset = async (email: string) =>
  (await loadAuthClient()).requestPasswordReset({ email, redirectTo: "/reset-password" });
