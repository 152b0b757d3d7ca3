import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

// Which cached queries each live topic refreshes (docs/product.md#live-updates).
const keysByTopic: Record<string, QueryKey[]> = {
  me: [["me"]],
  referrals: [["me"]],
  hunters: [["hunters"], ["profiles"]],
  inventory: [["inventory"]],
  presets: [["presets"]],
  achievements: [["achievements"], ["profiles"]],
};

/** Keeps this tab's cache fresh from /api/live while a verified user is signed in. */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    // The live client (and the schema library its frames are checked with) loads after the first screen's
    // code, not with it: a first visit on a slow network waits for fewer bytes.
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    void import("../lib/live-client.ts").then(({ connectLive }) => {
      if (cancelled) return;
      disconnect = connectLive({
        onChange: ({ topic }) => {
          for (const queryKey of keysByTopic[topic] ?? []) void queryClient.invalidateQueries({ queryKey });
        },
        onResync: () => {
          for (const keys of Object.values(keysByTopic)) {
            for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
          }
        },
        // Who is signed in now decides: nobody (signed out elsewhere: session-sync takes the tab to /login),
        // or this tab's user with a renewed session (it changed its password), who streams on.
        onSessionEnded: async () => {
          // A password change made in this tab ends its old session before its answer brings the new cookie:
          // who is signed in is asked once this tab's own writes have answered.
          for (let waited = 0; queryClient.isMutating() > 0 && waited < 10_000; waited += 100) {
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          await queryClient.refetchQueries({ queryKey: ["me"], exact: true });
          return queryClient.getQueryData(["me"]) != null;
        },
      });
    });
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [enabled, queryClient]);
}
