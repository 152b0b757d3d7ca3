// The catalogues the roster and a shared build read besides the messages (src/server/first-screens.ts). The
// web app loads them as one file per language (src/web/lib/i18n/screen-texts/): each catalogue was a file
// of its own, and on a phone network every file is a round trip, six at a time
// (docs/performance.md#first-visit-on-a-phone-network).
export const SCREEN_TEXTS = ["cards", "components", "explore", "hunter", "roster"] as const;
