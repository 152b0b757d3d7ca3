import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router";
import { MESSAGE_MS } from "#core/rules/timings.ts";
import { meQueryKey } from "#web/data/get-me.ts";
import { deviceCacheOptions } from "../lib/device-cache.ts";
import { queryClient } from "../lib/query-client.ts";
import { type Theme, useTheme } from "../lib/theme.ts";
import { keepInDeviceCopy } from "./device-copy-policy.ts";
import { firstScreenSettled, firstScreenShown } from "./first-screen-settled.ts";
import { loadOutbox } from "./outbox/load-outbox.ts";
import { router } from "./router.tsx";
import { installSessionSync } from "./session-sync.ts";

// The service worker registers (and precaches the app) only once the first screen is up and the network is
// quiet; its code, with workbox's, loads then too
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
const UpdatePrompt = lazy(() => import("./update-prompt.tsx").then((m) => ({ default: m.UpdatePrompt })));
// The toasts' library loads once the first screen shows, so it never shares a phone's thin pipe with the
// screen's files and data; a toast asked for before shows then (sonner keeps it).
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

// The keys that move focus to the toasts (sonner's own), named in the region's label as a player presses them.
const TOAST_HOTKEY = ["altKey", "KeyT"];
const TOAST_HOTKEY_NAME = "Alt+T";

/** Bottom right, clear of every page heading; on a phone above the builder's bottom bar. Labelled in the interface language. */
function Toasts({ theme }: { theme: Theme }) {
  const { t } = useTranslation("common");
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      mobileOffset={{ bottom: 96 }}
      duration={MESSAGE_MS}
      richColors
      closeButton
      hotkey={TOAST_HOTKEY}
      customAriaLabel={t("toasts.region", { hotkey: TOAST_HOTKEY_NAME })}
      toastOptions={{ closeButtonAriaLabel: t("toasts.close") }}
    />
  );
}

export function AppProviders() {
  const theme = useTheme();
  const [settled, setSettled] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    void firstScreenShown(queryClient, router).then(() => setShown(true));
  }, []);
  useEffect(() => installSessionSync(queryClient), []);
  useEffect(() => {
    void firstScreenSettled(queryClient, router)
      .then(async () => {
        // A signed-in player's outbox code first: it must not wait for the precache (load-outbox.ts).
        if (queryClient.getQueryData(meQueryKey)) await loadOutbox();
      })
      // Offline now: the worker registers all the same, and each part loads again when it is needed.
      .catch(() => {})
      .finally(() => setSettled(true));
  }, []);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ ...deviceCacheOptions, dehydrateOptions: { shouldDehydrateQuery: keepInDeviceCopy } }}
      // The copy shows at once; everything in it is checked with the server as soon as there is a network
      // (the session may have ended or been verified, another device may have saved meanwhile).
      onSuccess={() => queryClient.invalidateQueries()}
    >
      <RouterProvider router={router} />
      {settled ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
      {shown ? (
        <Suspense fallback={null}>
          <Toasts theme={theme} />
        </Suspense>
      ) : null}
    </PersistQueryClientProvider>
  );
}
