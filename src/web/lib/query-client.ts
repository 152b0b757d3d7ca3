import { onlineManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";
import { DEVICE_CACHE_MAX_AGE } from "./device-cache.ts";

// A 4xx will answer the same on a retry; only network and server failures are retried.
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Kept as long as the device copy (lib/device-cache.ts): a screen seen days ago still opens offline.
      gcTime: DEVICE_CACHE_MAX_AGE,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
    // Writes decide for themselves what offline means: kept on the device to sync
    // (docs/decisions.md#2026-11-24-edits-made-offline), or "You are offline" from the API client. Never
    // paused silently with a spinner.
    mutations: { retry: false, networkMode: "always" },
  },
});

// TanStack Query assumes a network until an `offline` event says otherwise; an app opened with none
// (docs/decisions.md#2026-11-24-the-devices-copy-and-offline-answers) would try every query, fail, and show
// errors instead of the device's copy. Queries wait instead.
if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);
