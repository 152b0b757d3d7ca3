import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { forgetOutbox, openOutbox } from "#web/data/outbox/outbox-store.ts";
import { forgetDeviceCache } from "#web/lib/device-cache.ts";
import { loadAuthClient } from "#web/lib/load-auth.ts";
import { announceSignedOut } from "#web/lib/session-channel.ts";

// Signing out drops every cached document of this user before the login screen shows.
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const authClient = await loadAuthClient();
    await authClient.signOut();
    announceSignedOut();
    // Leave the guarded routes first, or the guard would remember this page as the one to return to.
    navigate("/login", { replace: true });
    queryClient.clear();
    // A shared phone keeps nothing of the player who left, not even changes they chose to discard.
    await forgetOutbox();
    await openOutbox(null);
    await forgetDeviceCache();
  };
}
