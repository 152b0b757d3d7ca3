import type { QueryClient } from "@tanstack/react-query";
import type { router } from "./router.tsx";

// How long the page must stay quiet (no query, no route code loading) before it counts as settled, and the
// longest it is waited for: a screen that polls must not keep the app from installing for ever.
const QUIET_MS = 1000;
const CHECK_MS = 250;
const AT_MOST_MS = 60_000;

/** Resolves once the page has loaded: its own files, and the first screen's that the page preloads. */
const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });

const idle = () =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });

// A screen still on its way shows a spinner (LoadingState, a Suspense fallback) or nothing at all; the
// texts' catalogues and lazy parts load outside the queries and the router.
const stillLoading = () =>
  document.querySelector(".animate-spin") !== null || !document.getElementById("root")?.hasChildNodes();

const busy = (queryClient: QueryClient, appRouter: typeof router) =>
  stillLoading() ||
  queryClient.isFetching() > 0 ||
  queryClient.isMutating() > 0 ||
  appRouter.state.navigation.state !== "idle" ||
  !appRouter.state.initialized;

const tick = () => new Promise((resolve) => setTimeout(resolve, CHECK_MS));

/**
 * Resolves once the first screen shows: the page has loaded, nothing shows a spinner, no route's code is
 * loading and no query is fetching (or a minute has passed). What waits for it (the toasts' library) is not
 * on the way to the screen, so it neither shares a phone's thin pipe with the screen's own files nor adds a
 * round trip before it
 * (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
 */
export async function firstScreenShown(queryClient: QueryClient, appRouter: typeof router): Promise<void> {
  await loaded();
  const deadline = Date.now() + AT_MOST_MS;
  while (Date.now() < deadline && busy(queryClient, appRouter)) await tick();
}

/**
 * Resolves once the first screen has painted and the page's network is quiet: the page has loaded, nothing
 * shows a spinner, no route's code is loading and no query has been fetching for a second, then the
 * browser is idle. What waits for it (the service worker's install and precache) then never competes with
 * the first screen for a slow network.
 */
export async function firstScreenSettled(queryClient: QueryClient, appRouter: typeof router): Promise<void> {
  await loaded();
  const deadline = Date.now() + AT_MOST_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await tick();
    if (busy(queryClient, appRouter)) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
  }
  await idle();
}
