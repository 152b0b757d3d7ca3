import { useLayoutEffect } from "react";

// The shared build the server drew in the page (src/web/ssr/shared-build.tsx,
// docs/decisions.md#2026-11-25-the-server-draws-a-shared-build-with-the-apps-own-components). The app renders
// hidden behind it (styles.css) and removes it once its own page is drawn, before that frame is painted.
export const SERVER_BUILD_ID = "server-build";

/** Removes the server's drawing once `drawn`: the app's page then shows in the same frame. */
export function useReplaceServerBuild(drawn: boolean) {
  useLayoutEffect(() => {
    if (drawn) document.getElementById(SERVER_BUILD_ID)?.remove();
  }, [drawn]);
}
