import { useSyncExternalStore } from "react";
import { type GameTerms, SOURCE_LANGUAGE } from "#core/i18n/languages.ts";
import { i18next } from "./i18n.ts";
import { deviceGameTerms, storeDeviceGameTerms } from "./language-choice.ts";

// Settings → Game terms: item, stat, class, set and skill names and calendar events follow the interface
// language or stay English (docs/product.md#languages). Kept on the device; the account copy is applied
// by the shell when it differs.
let current: GameTerms = deviceGameTerms();
const listeners = new Set<() => void>();

export function setGameTerms(terms: GameTerms) {
  if (terms === current) return;
  current = terms;
  storeDeviceGameTerms(terms);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  i18next.on("languageChanged", listener);
  return () => {
    listeners.delete(listener);
    i18next.off("languageChanged", listener);
  };
};

const shownTerms = () => current;
// A page the server draws has no device choice: game names follow its language, as on a first visit.
export const useGameTerms = (): GameTerms => useSyncExternalStore(subscribe, shownTerms, shownTerms);

/** The language game names are shown in: English when the player keeps game terms English. */
export function useGameTermsLanguage(): string {
  const terms = useGameTerms();
  return terms === "english" ? SOURCE_LANGUAGE : i18next.language;
}
