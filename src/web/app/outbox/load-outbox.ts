/**
 * The outbox's code: what shows, sends and resolves a change saved offline (src/web/data/outbox), each loaded
 * when first needed. Loaded ahead once the first screen has settled, before the service worker registers and
 * starts its precache
 * (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time): a
 * signed-in player who loses the network before the precache has finished, or before it started, can still
 * save.
 */
export const loadOutbox = () =>
  Promise.all([
    import("#web/data/outbox/show-change.ts"),
    import("#web/data/outbox/sync-outbox.ts"),
    import("./outbox-panel.tsx"),
  ]);
