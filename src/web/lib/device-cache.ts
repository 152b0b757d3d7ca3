import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { createStore, del, get, set } from "idb-keyval";

// The device's copy of what the player has seen
// (docs/decisions.md#2026-11-24-the-devices-copy-and-offline-answers): TanStack Query's cache, kept in
// IndexedDB and put back on the next start, so every screen shows the player's data with the network off. It
// mirrors the in-memory cache, which is emptied whenever the signed-in user changes (session-sync.ts) and on
// sign-out, so no other account ever reads it.
const store = typeof indexedDB === "undefined" ? undefined : createStore("hunter-lodge", "device-cache");

/** How long a device copy is trusted when the app opens: a week of not opening it drops it. */
export const DEVICE_CACHE_MAX_AGE = 7 * 24 * 60 * 60_000;

// Without IndexedDB (a private window that refuses it, unit tests) the app simply keeps nothing.
const storage = store
  ? {
      getItem: (key: string) => get<string>(key, store).then((value) => value ?? null),
      setItem: (key: string, value: string) => set(key, value, store),
      removeItem: (key: string) => del(key, store),
    }
  : undefined;

const persister = createAsyncStoragePersister({
  storage,
  key: "hl.device-cache",
  throttleTime: 1_000,
});

export const deviceCacheOptions: Omit<PersistQueryClientOptions, "queryClient" | "dehydrateOptions"> = {
  persister,
  maxAge: DEVICE_CACHE_MAX_AGE,
  // A release may change what the API answers: an older copy is dropped rather than misread.
  buster: "issue-14-v1",
};

/** Drops the device copy at once (sign-out), without waiting for the next write. */
export const forgetDeviceCache = () => persister.removeClient();
