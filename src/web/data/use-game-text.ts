import { gameText } from "#core/game-data/texts.ts";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";
import { useGameData } from "./get-game-data.ts";

/**
 * A game name or description (item, stat, class, set, skill, calendar event) as the player reads it: in the
 * interface language when the game data has it there and the player lets game terms follow the interface,
 * else the English text (docs/product.md#languages). Values stay English wherever they are stored or compared.
 */
export function useGameText(): (english: string) => string {
  const data = useGameData().data;
  const language = useGameTermsLanguage();
  return (english) => (data ? gameText(data, language, english) : english);
}
