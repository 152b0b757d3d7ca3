import { i18next } from "#web/lib/i18n/i18n.ts";

// Component tests read the screen in English, as a player with an English browser does. The app's i18next
// (initialised in English at import, with the shell's and the messages' texts) gets every other English
// catalogue up front too, so a screen's namespace answers at the first render instead of loading.
const files = import.meta.glob<Record<string, unknown>>("../../src/core/i18n/locales/en/*.json", {
  eager: true,
  import: "default",
});
for (const [path, catalogue] of Object.entries(files)) {
  const namespace = /([^/]+)\.json$/.exec(path)?.[1];
  if (namespace) i18next.addResourceBundle("en", namespace, catalogue, true, true);
}
