import { loadAuthClient } from "#web/lib/load-auth.ts";

// Ends the session of an account that has not verified its address yet (the verify page's way back).
export const signOut = async () => (await loadAuthClient()).signOut();
