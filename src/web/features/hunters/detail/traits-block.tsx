import { useTranslation } from "react-i18next";
import { gameText } from "#core/game-data/texts.ts";
import type { Traits } from "#core/schemas/hunter.ts";
import { TRAIT_NAMES } from "#core/schemas/hunter-constants.ts";
import { GameImage } from "#web/components/game/game-image.tsx";
import { TraitPips } from "#web/components/game/trait-pips.tsx";
import { cn } from "#web/lib/cn.ts";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";
import { type BlockProps, DetailBlock } from "./detail-block.tsx";

export function TraitsBlock({ traits, gameData, className }: BlockProps<{ traits: Traits }>) {
  const { t } = useTranslation("hunter");
  // The trait's name is the game's, as in the builder: in the player's game-terms language, from the game
  // data the page holds (the server draws this block too, before any game data is fetched).
  const language = useGameTermsLanguage();
  return (
    <DetailBlock title={t("blocks.traits")} className={className}>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-1">
        {TRAIT_NAMES.map((name) => {
          const level = traits[name];
          const image = gameData.traitTypes.find((t) => t.name === name)?.image;
          return (
            <li key={name} className="flex items-center gap-2.5 py-1 text-sm">
              {image ? <GameImage src={image} size={24} /> : null}
              <span className={cn("flex-1", level === 0 && "text-lodge-muted")}>
                {gameText(gameData, language, name)}
              </span>
              <TraitPips
                level={level}
                className="gap-0.5"
                pipClassName="h-2 w-3 rounded-sm"
                offClassName="bg-lodge-panel-2"
              />
              <span className="w-10 text-right font-semibold tabular-nums">
                {t("traits.level", { level })}
              </span>
            </li>
          );
        })}
      </ul>
    </DetailBlock>
  );
}
