import type { QueryClient } from "@tanstack/react-query";
import { meQueryKey } from "#web/data/get-me.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { forgetDeviceCache } from "#web/lib/device-cache.ts";
import { onSignedOutElsewhere } from "#web/lib/session-channel.ts";

// A session that ended elsewhere (signed out in another tab, expired, revoked) ends here too: a 401 from
// the API, ['me'] answered null (GET /api/me tells a visitor null, not 401), or a sign-out announced by
// another tab marks the user signed out, and the guard then takes the tab to /login keeping the path it
// was on (docs/product.md#guard).
function endSession(queryClient: QueryClient) {
  if (queryClient.getQueryData(meQueryKey) !== null) queryClient.setQueryData(meQueryKey, null);
}

// Another user may sign in next in this tab: nothing of the one who left stays cached.
function forgetUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  void forgetDeviceCache();
}

export function installSessionSync(queryClient: QueryClient): () => void {
  let signedIn = queryClient.getQueryData(meQueryKey) != null;
  const onError = (error: unknown) => {
    if (isApiError(error, 401)) endSession(queryClient);
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated") return;
    if (event.action.type === "error") onError(event.action.error);
    if (event.action.type === "success" && event.query.queryKey[0] === meQueryKey[0]) {
      const wasSignedIn = signedIn;
      signedIn = event.action.data != null;
      if (wasSignedIn && !signedIn) forgetUserData(queryClient);
    }
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
  });
  const stopListening = onSignedOutElsewhere(() => endSession(queryClient));
  return () => {
    stopQueries();
    stopMutations();
    stopListening();
  };
}
