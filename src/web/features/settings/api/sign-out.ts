import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { forgetOutbox, openOutbox } from "#web/data/outbox/outbox-store.ts";
import { forgetDeviceCache } from "#web/lib/device-cache.ts";
import { loadAuthClient } from "#web/lib/load-auth.ts";
import { forgetReturnPath } from "#web/lib/return-path.ts";
import { announceSignedOut } from "#web/lib/session-channel.ts";

// Signing out drops every cached document of this user before the login screen shows.
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const left = window.location.pathname + window.location.search + window.location.hash;
    const authClient = await loadAuthClient();
    await authClient.signOut();
    // Leave the guarded routes first, or the guard would remember this page as the one to return to: the
    // other tabs are told (this tab's own listener hears it too and reads ['me'] as null) and the queries
    // cleared only once the navigation is done.
    await navigate("/login", { replace: true });
    // Whoever signs in next starts from the roster, not from the page this player left. Forgotten before the
    // slower steps below: a reload of /login meanwhile (the player's, or a test's) would skip what follows,
    // and the guard may have remembered this page when the server ended the session's live stream. The
    // navigation may not be on screen yet: the guard, re-rendered by the announcement below, must not
    // remember the page left either.
    forgetReturnPath(left);
    announceSignedOut();
    queryClient.clear();
    // A shared phone keeps nothing of the player who left, not even changes they chose to discard.
    await forgetOutbox();
    await openOutbox(null);
    await forgetDeviceCache();
  };
}
