import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { gameText } from "#core/game-data/texts.ts";
import type { General } from "#core/schemas/hunter.ts";
import { useGameColor } from "#web/data/use-game-color.ts";
import { cn } from "#web/lib/cn.ts";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";
import { i18next } from "#web/lib/i18n/i18n.ts";
import { classColor, rarityColor, ULTIMATE } from "./game-colors.ts";

type TraitProps = { gameData: GameData; className?: string };

// A trait in its game colour, or "N/A" when the hunter has none yet.
function GameColorText({
  text,
  gameData,
  color,
  shiny = false,
  className,
}: {
  text: string;
  gameData: GameData;
  color: string | undefined;
  shiny?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(["messages"]);
  const readable = useGameColor();
  // The game's name in the player's game-terms language (docs/i18n.md), from the game data the caller holds.
  const language = useGameTermsLanguage();
  if (!text) return <span className={cn("text-lodge-muted", className)}>{t("messages:notAvailable")}</span>;
  return (
    <span
      className={cn("font-semibold", shiny && "shiny", className)}
      style={shiny ? undefined : { color: readable(color) }}
    >
      {gameText(gameData, language, text)}
    </span>
  );
}

// A hunter's rarity in its game colour; Ultimate shines (docs/product.md#home-roster).
export function RarityText({ rarity, gameData, className }: TraitProps & { rarity: string }) {
  const color = rarityColor(rarity, gameData);
  return (
    <GameColorText
      text={rarity}
      gameData={gameData}
      color={color}
      shiny={rarity === ULTIMATE}
      className={className}
    />
  );
}

export function ClassText({ hunterClass, gameData, className }: TraitProps & { hunterClass: string }) {
  return (
    <GameColorText
      text={hunterClass}
      gameData={gameData}
      color={classColor(hunterClass, gameData)}
      className={className}
    />
  );
}

// The rarity and class facts that both the roster card and the detail page's General block open with.
export function RarityClassRows({
  general,
  gameData,
  Row,
}: {
  general: Pick<General, "hunterRarity" | "hunterClass">;
  gameData: GameData;
  Row: ComponentType<{ label: string; children: ReactNode }>;
}) {
  const { t } = useTranslation("hunter");
  return (
    <>
      <Row label={t("fields.hunterRarity")}>
        <RarityText rarity={general.hunterRarity} gameData={gameData} />
      </Row>
      <Row label={t("fields.hunterClass")}>
        <ClassText hunterClass={general.hunterClass} gameData={gameData} />
      </Row>
    </>
  );
}

// Outside a component's render: the current language's word, read when the card renders.
export const orNotAvailable = (text: string): string => text.trim() || i18next.t("messages:notAvailable");
