import { loadAuthClient } from "#web/lib/load-auth.ts";

// The reset e-mail's token and the new password.
export const resetPassword = async (input: { newPassword: string; token: string }) =>
  (await loadAuthClient()).resetPassword(input);
