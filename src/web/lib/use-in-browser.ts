import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server draws a page with the app's components (src/web/ssr), true in the browser: what
 * loads lazily or reads the API is left out of the server's drawing, where nothing could wait for it.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
