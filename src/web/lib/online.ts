import { useSyncExternalStore } from "react";

// Whether the device believes it has a network
// (docs/decisions.md#2026-11-24-the-devices-copy-and-offline-answers): the offline banner and the "You are
// offline" answers of forms that need the server.
function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
