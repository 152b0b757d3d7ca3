import { useEffect } from "react";
import { PSEUDO_LANGUAGE } from "#core/i18n/languages.ts";
import type { Me } from "#core/schemas/me.ts";
import { setGameTerms } from "./game-terms.ts";
import { changeInterfaceLanguage, i18next } from "./i18n.ts";

// The account's choices lead once the player is signed in (docs/product.md#languages): a language chosen
// on another device applies here too, and is copied to this device for its login page. An account with no
// language yet keeps the device's. The pseudo-locale, a developer's choice, is never overridden.
export function useAccountLanguage(me: Pick<Me, "language" | "gameTerms">) {
  useEffect(() => {
    if (!me.language || i18next.language === PSEUDO_LANGUAGE || me.language === i18next.language) return;
    void changeInterfaceLanguage(me.language);
  }, [me.language]);
  useEffect(() => setGameTerms(me.gameTerms), [me.gameTerms]);
}
