import {
  type GameTerms,
  type InterfaceLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  matchLanguage,
  PSEUDO_LANGUAGE,
} from "#core/i18n/languages.ts";

// The choice kept on this device (docs/product.md#languages). The account's choice, once signed in,
// overrides it and is copied here, so the login page of a signed-out device still speaks the player's language.
const LANGUAGE_KEY = "hl.language";
const GAME_TERMS_KEY = "hl.gameTerms";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this visit only.
  }
}

/** The language this device shows: the stored choice, else the browser's languages (first visit). */
export function deviceLanguage(): InterfaceLanguage {
  const stored = read(LANGUAGE_KEY);
  if (isLanguage(stored) || stored === PSEUDO_LANGUAGE) return stored;
  return matchLanguage(navigator.languages ?? [navigator.language]);
}

const YEAR_S = 365 * 24 * 60 * 60;

// The server draws the sign-in form before the app runs: the cookie lets it speak the device's choice.
const tellServer = (language: InterfaceLanguage) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
};

export function storeDeviceLanguage(language: InterfaceLanguage) {
  write(LANGUAGE_KEY, language);
  tellServer(language);
}

/** A choice stored before the server was told of it (an older version of the app) is told now. */
export function tellServerOfStoredLanguage() {
  const stored = read(LANGUAGE_KEY);
  if (isLanguage(stored) || stored === PSEUDO_LANGUAGE) tellServer(stored);
}

export const deviceGameTerms = (): GameTerms =>
  read(GAME_TERMS_KEY) === "english" ? "english" : "interface";

export const storeDeviceGameTerms = (terms: GameTerms) => write(GAME_TERMS_KEY, terms);
