import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { CurrentUserProvider } from "#web/data/current-user.tsx";
import { useMe } from "#web/data/get-me.ts";
import { Button } from "../components/ui/button.tsx";
import { LoadingState } from "../components/ui/spinner.tsx";
import { isApiError } from "../lib/api-client.ts";
import { rememberReturnPath } from "../lib/return-path.ts";

// docs/product.md#guard: signed out -> /login (the asked path kept for after login), unverified -> /verify-email.
// Guests count as verified (docs/product.md#guest-accounts).
export function RequireSession() {
  const { t } = useTranslation(["common", "messages"]);
  const location = useLocation();
  const me = useMe();

  if (me.isPending && me.fetchStatus === "paused") {
    // Offline with nothing of the player on this device: say so rather than load forever.
    return (
      <div role="alert" className="grid min-h-dvh place-items-center p-6 text-center">
        <p className="text-lodge-muted">{t("messages:youAreOffline")}</p>
      </div>
    );
  }
  if (me.isPending) return <LoadingState text={t("messages:loadingSession")} className="min-h-dvh" />;
  // A failed refresh keeps what the device had (offline); only nothing at all is an error here.
  if (me.isError && me.data === undefined) {
    return (
      <div role="alert" className="grid min-h-dvh place-items-center p-6 text-center">
        <div className="space-y-4">
          {/* Offline with no copy on this device, the API client's "You are offline" says why. */}
          <p className="text-lodge-muted">
            {isApiError(me.error) ? me.error.message : t("messages:unknownError")}
          </p>
          <Button onClick={() => me.refetch()}>{t("guard.tryAgain")}</Button>
        </div>
      </div>
    );
  }
  if (!me.data) {
    rememberReturnPath(location.pathname + location.search + location.hash);
    return <Navigate to="/login" replace />;
  }
  const needsNickname = !me.data.isAnonymous && !me.data.nickname;
  const needsVerifying = !me.data.emailVerified && !me.data.isAnonymous;
  // The device's copy of the player (restored on every full load) may be older than a nickname just chosen or
  // an address just verified: it is saved a second after a change at the latest. Sending the player away on
  // it would bounce them off the page they opened, so such a turn waits for the server's answer (offline, the
  // copy decides, as before).
  if ((needsNickname || needsVerifying) && me.fetchStatus === "fetching")
    return <LoadingState text={t("messages:loadingSession")} className="min-h-dvh" />;
  // An account made through a provider chooses its nickname first (docs/product.md#sign-in-through-a-provider).
  if (needsNickname) return <Navigate to="/welcome" replace />;
  if (needsVerifying) return <Navigate to="/verify-email" replace />;
  return (
    <CurrentUserProvider me={me.data}>
      <Outlet />
    </CurrentUserProvider>
  );
}
